import type { Topping } from '@/contract/menu';
import type { CartItem } from '@/contract/cart';
import { rupees } from '@/domain/cart';
import {
  DEAL_APPLIED,
  DECREASE,
  INCREASE,
  PRICE_BEFORE_DISCOUNT,
  QUANTITY_OF,
  REMOVE,
  REMOVE_LINE,
  TOPPINGS_ADDED,
  TOPPINGS_REMOVED,
  TOPPINGS_REPLACED,
  toppingCount,
  UNAVAILABLE_HEADING,
  UNAVAILABLE_NOTE,
  variantOf,
} from './messages';
import styles from './CartScreen.module.css';

/** Menu art is drawn at 200x200; the cart shows it small. */
const THUMB_SIZE = 64;

function toppingNames(ids: readonly number[], toppings: readonly Topping[]): string {
  if (toppings.length === 0) return toppingCount(ids.length);
  return ids.map((id) => toppings.find((topping) => topping.id === id)?.name ?? toppingCount(1)).join(', ');
}

/** Added, replacing and removed toppings of a line, by name when the toppings list is known, else by count. */
function ToppingSummary({ item, toppings }: { item: CartItem; toppings: readonly Topping[] }) {
  const parts = [
    [TOPPINGS_ADDED, item.addTopngs],
    [TOPPINGS_REPLACED, item.repTopngs],
    [TOPPINGS_REMOVED, item.remTopngs],
  ] as const;
  const shown = parts.filter(([, ids]) => ids.length > 0);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.toppings}>
      {shown.map(([label, ids]) => (
        <li key={label}>
          <span className={styles.toppingLabel}>{label}:</span> {toppingNames(ids, toppings)}
        </li>
      ))}
    </ul>
  );
}

export interface CartLineProps {
  item: CartItem;
  toppings: readonly Topping[];
  busy: boolean;
  /** The id of the note saying which limit stops one more; null when one more fits (the + stays enabled). */
  limitNoteId: string | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line: picture, name, crust and size, toppings, a − / + stepper, its price (struck before-discount price) and Remove. */
export function CartLine({ item, toppings, busy, limitNoteId, onQuantity, onRemove }: CartLineProps) {
  const name = item.product.name;
  const variant = variantOf(item.size?.name ?? null, item.crust?.name ?? null);
  const before = item.pricePerQty * item.quantity;
  return (
    <li className={styles.line}>
      {item.product.image ? (
        <img className={styles.thumb} src={item.product.image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>{name}</h3>
        {variant ? <p className={styles.lineVariant}>{variant}</p> : null}
        <ToppingSummary item={item} toppings={toppings} />
        {item.isEDVOApplied ? <p className={styles.dealTag}>{DEAL_APPLIED}</p> : null}
        <div className={styles.lineFooter}>
          <div className={styles.stepper} role="group" aria-label={QUANTITY_OF(name)}>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={DECREASE(name)}
              disabled={busy}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              −
            </button>
            <output className={styles.quantity} aria-live="polite">
              {item.quantity}
            </output>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={INCREASE(name)}
              aria-describedby={limitNoteId ?? undefined}
              disabled={busy || limitNoteId !== null}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              +
            </button>
          </div>
          <p className={styles.linePrice}>
            {item.totalDiscount > 0 ? (
              <s className={styles.strike}>
                <span className="visually-hidden">{`${PRICE_BEFORE_DISCOUNT} `}</span>
                {rupees(before)}
              </s>
            ) : null}
            <span>{rupees(item.totalPriceAfterDiscount)}</span>
          </p>
        </div>
        <button type="button" className={styles.linkButton} aria-label={REMOVE_LINE(name)} disabled={busy} onClick={onRemove}>
          {REMOVE}
        </button>
      </div>
    </li>
  );
}

/** SPEC 8: lines the store cannot sell now, with the reason; they are dropped when ordering. */
export function UnavailableLines({ items }: { items: readonly CartItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="cart-unavailable">
      <h2 id="cart-unavailable" className={styles.sectionTitle}>
        {UNAVAILABLE_HEADING}
      </h2>
      <p className={styles.note}>{UNAVAILABLE_NOTE}</p>
      <ul className={styles.lines}>
        {items.map((item) => (
          <li key={item.itemId} className={`${styles.line} ${styles.lineUnavailable}`}>
            <div className={styles.lineBody}>
              <h3 className={styles.lineName}>{item.product.name}</h3>
              <p className={styles.lineVariant}>{variantOf(item.size?.name ?? null, item.crust?.name ?? null)}</p>
              {item.invalidReason ? <p className={styles.invalidReason}>{item.invalidReason}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

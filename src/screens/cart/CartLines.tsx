import type { CartItem } from '@/contract/cart';
import type { Topping } from '@/contract/menu';
import { isFreeLine } from '@/domain/freeItems';
import cartTexts from '@/i18n/en/cart';
import { useTexts } from '@/i18n/useTexts';
import styles from './CartScreen.module.css';

/** Menu art is drawn at 200x200; the cart shows it small. */
const THUMB_SIZE = 64;

/** A line's size and crust, e.g. 'Regular · New Hand Tossed' (names from the menu, no words of ours). */
const variantOf = (size: string | null, crust: string | null): string => [size, crust].filter(Boolean).join(' · ');

/** Added, replacing and removed toppings of a line, by name when the toppings list is known, else by count. */
function ToppingSummary({ item, toppings }: { item: CartItem; toppings: readonly Topping[] }) {
  const { t, fill } = useTexts(cartTexts);
  const toppingNames = (ids: readonly number[]): string => {
    if (toppings.length === 0) return fill(t.toppingCount, { count: ids.length });
    return ids.map((id) => toppings.find((topping) => topping.id === id)?.name ?? fill(t.toppingCount, { count: 1 })).join(', ');
  };
  const parts = [
    [t.toppingsAdded, item.addTopngs],
    [t.toppingsReplaced, item.repTopngs],
    [t.toppingsRemoved, item.remTopngs],
  ] as const;
  const shown = parts.filter(([, ids]) => ids.length > 0);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.toppings}>
      {shown.map(([label, ids]) => (
        <li key={label}>
          <span className={styles.toppingLabel}>{label}:</span> <span translate="no">{toppingNames(ids)}</span>
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

/**
 * One line: picture, name, crust and size, toppings, a − / + stepper, its price (struck before-discount price) and
 * Remove. A free pizza (SPEC 3 menuType LOYALTY) has no +: each one the points buy is added from the menu's free pizzas.
 */
export function CartLine({ item, toppings, busy, limitNoteId, onQuantity, onRemove }: CartLineProps) {
  const { t, fill, rupees } = useTexts(cartTexts);
  const name = item.product.name;
  const free = isFreeLine(item);
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
        <h3 className={styles.lineName} translate="no">
          {name}
        </h3>
        {variant ? (
          <p className={styles.lineVariant} translate="no">
            {variant}
          </p>
        ) : null}
        <ToppingSummary item={item} toppings={toppings} />
        {item.isEDVOApplied ? <p className={styles.dealTag}>{t.dealApplied}</p> : null}
        {item.originalPrice !== undefined ? <p className={styles.dealTag}>{t.freeWithPoints}</p> : null}
        <div className={styles.lineFooter}>
          <div className={styles.stepper} role="group" aria-label={fill(t.quantityOf, { name })}>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={fill(t.decrease, { name })}
              disabled={busy}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              −
            </button>
            <output className={styles.quantity} aria-live="polite">
              {item.quantity}
            </output>
            {free ? null : (
              <button
                type="button"
                className={styles.stepButton}
                aria-label={fill(t.increase, { name })}
                aria-describedby={limitNoteId ?? undefined}
                disabled={busy || limitNoteId !== null}
                onClick={() => onQuantity(item.quantity + 1)}
              >
                +
              </button>
            )}
          </div>
          <p className={styles.linePrice}>
            {item.originalPrice !== undefined ? (
              <s className={styles.strike}>
                <span className="visually-hidden">{`${t.usualPrice} `}</span>
                {rupees(item.originalPrice * item.quantity)}
              </s>
            ) : item.totalDiscount > 0 ? (
              <s className={styles.strike}>
                <span className="visually-hidden">{`${t.priceBeforeDiscount} `}</span>
                {rupees(before)}
              </s>
            ) : null}
            <span>{rupees(item.totalPriceAfterDiscount)}</span>
          </p>
        </div>
        <button type="button" className={styles.linkButton} aria-label={fill(t.removeLine, { name })} disabled={busy} onClick={onRemove}>
          {t.remove}
        </button>
      </div>
    </li>
  );
}

/** SPEC 8: lines the store cannot sell now, with the reason; they are dropped when ordering. Free pizzas refused apart. */
export function UnavailableLines({ items }: { items: readonly CartItem[] }) {
  const { t } = useTexts(cartTexts);
  const unavailable = items.filter((item) => !isFreeLine(item));
  if (unavailable.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="cart-unavailable">
      <h2 id="cart-unavailable" className={styles.sectionTitle}>
        {t.unavailableHeading}
      </h2>
      <p className={styles.note}>{t.unavailableNote}</p>
      <ul className={styles.lines}>
        {unavailable.map((item) => (
          <li key={item.itemId} className={`${styles.line} ${styles.lineUnavailable}`}>
            <div className={styles.lineBody}>
              <h3 className={styles.lineName} translate="no">
                {item.product.name}
              </h3>
              <p className={styles.lineVariant} translate="no">
                {variantOf(item.size?.name ?? null, item.crust?.name ?? null)}
              </p>
              {item.invalidReason ? <p className={styles.invalidReason}>{item.invalidReason}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface RefusedFreeLinesProps {
  /** The cart's invalid lines; only its free pizzas show here. */
  items: readonly CartItem[];
  busy: boolean;
  /** The id of the note the disabled Checkout points to. */
  noteId: string;
  onRemove: (itemId: string) => void;
}

/**
 * SPEC 9: free pizzas the credited points do not cover (or that the customer cannot have), each with the server's
 * reason. The order cannot go ahead with them, so checkout waits until they are removed.
 */
export function RefusedFreeLines({ items, busy, noteId, onRemove }: RefusedFreeLinesProps) {
  const { t, fill } = useTexts(cartTexts);
  const refused = items.filter(isFreeLine);
  if (refused.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="cart-refused-free">
      <h2 id="cart-refused-free" className={styles.sectionTitle}>
        {t.refusedFreeHeading}
      </h2>
      <p id={noteId} className={styles.note}>
        {t.refusedFreeNote}
      </p>
      <ul className={styles.lines}>
        {refused.map((item) => (
          <li key={item.itemId} className={`${styles.line} ${styles.lineUnavailable}`}>
            <div className={styles.lineBody}>
              <h3 className={styles.lineName} translate="no">
                {item.product.name}
              </h3>
              <p className={styles.lineVariant} translate="no">
                {variantOf(item.size?.name ?? null, item.crust?.name ?? null)}
              </p>
              {item.invalidReason ? <p className={styles.invalidReason}>{item.invalidReason}</p> : null}
              <button
                type="button"
                className={styles.linkButton}
                aria-label={fill(t.removeLine, { name: item.product.name })}
                disabled={busy}
                onClick={() => onRemove(item.itemId)}
              >
                {t.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

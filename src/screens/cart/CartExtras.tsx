import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MenuProduct } from '@/contract/menu';
import type { CartResponse } from '@/contract/cart';
import { Bill } from '@/components/Bill';
import { BusyButton } from '@/components/BusyButton';
import { Switch } from '@/components/Switch';
import { TextField } from '@/components/TextField';
import { amountToOfferPaise } from '@/domain/cart';
import { OPTIONAL_CHARGE_CODE } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import { DEFAULT_TIP_PAISE, TIP_CHOICES_PAISE } from '@/domain/cartLines';
import cartTexts from '@/i18n/en/cart';
import { useTexts } from '@/i18n/useTexts';
import styles from './CartScreen.module.css';

/** Menu art is drawn at 200x200; the upsell row shows it at this size. */
const UPSELL_IMAGE_SIZE = 96;
/** Suggestions whose images load at once: those a phone shows without scrolling the row. */
const EAGER_UPSELL_IMAGES = 3;

export interface CouponBoxProps {
  cart: CartResponse;
  error: string | null;
  applying: boolean;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** SPEC 5 coupon entry: the code, Apply, the inline message; an applied coupon as a chip with remove. */
export function CouponBox({ cart, error, applying, busy, onApply, onRemove }: CouponBoxProps) {
  const { t, fill, rupees } = useTexts(cartTexts);
  const [code, setCode] = useState('');
  const promo = cart.explicitPromo;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  return (
    <section className={styles.card} aria-labelledby="cart-coupon">
      <div className={styles.sectionHeader}>
        <h2 id="cart-coupon" className={styles.sectionTitle}>
          {t.couponHeading}
        </h2>
        <Link to={ROUTES.offers} className={styles.textLink}>
          {t.viewOffers}
        </Link>
      </div>
      {promo ? (
        <div className={styles.couponChip}>
          <span className={styles.couponText}>
            <strong>{fill(t.couponApplied, { code: promo.promoCode })}</strong>
            <span className={styles.couponSaving}>{fill(t.couponSaving, { amount: rupees(promo.discount) })}</span>
          </span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={fill(t.couponRemove, { code: promo.promoCode })}
            disabled={busy}
            onClick={onRemove}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : (
        <form className={styles.couponForm} onSubmit={submit} noValidate>
          <TextField
            label={t.couponLabel}
            value={code}
            onChange={setCode}
            error={error}
            autoCapitalize="characters"
            autoComplete="off"
            className={styles.couponField}
          />
          <BusyButton
            type="submit"
            variant="secondary"
            busy={applying}
            busyLabel={t.couponApplying}
            disabled={busy}
            className={styles.couponApply}
          >
            {t.couponApply}
          </BusyButton>
        </form>
      )}
      {!promo && cart.nextOfferMinimum !== null ? (
        <p className={styles.note}>
          {fill(t.offerNudge, { amount: rupees(amountToOfferPaise(cart.price, cart.taxAmount, cart.nextOfferMinimum)) })}
        </p>
      ) : null}
    </section>
  );
}

export interface TipChipsProps {
  tipAmount: number;
  busy: boolean;
  onTip: (tipAmount: number) => void;
  onNoTip: () => void;
}

/** SPEC 3 tip: No tip (SPEC 9 default '0') or one of the fixed amounts, as toggle buttons. */
export function TipChips({ tipAmount, busy, onTip, onNoTip }: TipChipsProps) {
  const { t, rupees } = useTexts(cartTexts);
  return (
    <section className={styles.card} aria-labelledby="cart-tip">
      <h2 id="cart-tip" className={styles.sectionTitle}>
        {t.tipHeading}
      </h2>
      <p className={styles.note}>{t.tipNote}</p>
      <div className={styles.chips} role="group" aria-labelledby="cart-tip">
        {TIP_CHOICES_PAISE.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.chip}
            aria-pressed={tipAmount === amount}
            disabled={busy}
            onClick={() => (amount === DEFAULT_TIP_PAISE ? onNoTip() : onTip(amount))}
          >
            {amount === DEFAULT_TIP_PAISE ? t.noTip : rupees(amount)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** SPEC 3/9: the optional charge K as a switch; nothing when the store has none. */
export function OptionalCharge({ cart, busy, onToggle }: { cart: CartResponse; busy: boolean; onToggle: (selected: boolean) => void }) {
  const { rupees } = useTexts(cartTexts);
  const charge = cart.optionalCharges.find((entry) => entry.chargeTypeCode === OPTIONAL_CHARGE_CODE);
  if (!charge) return null;
  return (
    <section className={styles.card}>
      <Switch label={charge.name} hint={rupees(charge.amount)} checked={charge.selected} disabled={busy} onChange={onToggle} />
    </section>
  );
}

/** SPEC 3 cartCalculations as the shared bill shows them: before payment, every charge the order will carry. */
export function BillDetails({ cart }: { cart: CartResponse }) {
  const { t } = useTexts(cartTexts);
  return (
    <section className={styles.card} aria-labelledby="cart-bill">
      <h2 id="cart-bill" className={styles.sectionTitle}>
        {t.billHeading}
      </h2>
      <Bill rows={cart.cartCalculations} />
    </section>
  );
}

export interface UpsellRowProps {
  products: readonly MenuProduct[];
  busy: boolean;
  /** Only products sold as is are added here; the others open the menu. */
  canAdd: (product: MenuProduct) => boolean;
  onAdd: (product: MenuProduct) => void;
}

/** 'Add more to your meal': the store's suggestions in a horizontal row. */
export function UpsellRow({ products, busy, canAdd, onAdd }: UpsellRowProps) {
  const { t, fill, rupees } = useTexts(cartTexts);
  const shown = products.filter((product) => product.inStock);
  if (shown.length === 0) return null;
  return (
    <section className={styles.upsell} aria-labelledby="cart-upsell">
      <h2 id="cart-upsell" className={styles.sectionTitle}>
        {t.upsellHeading}
      </h2>
      <ul className={styles.upsellList}>
        {shown.map((product, index) => (
          <li key={product.id} className={styles.upsellCard}>
            <img
              className={styles.upsellImage}
              src={product.image}
              alt=""
              width={UPSELL_IMAGE_SIZE}
              height={UPSELL_IMAGE_SIZE}
              loading={index < EAGER_UPSELL_IMAGES ? 'eager' : 'lazy'}
            />
            <p className={styles.upsellName} translate="no">
              {product.name}
            </p>
            <p className={styles.upsellPrice}>{rupees(product.defaultCrustPrice ?? product.defaultPrice)}</p>
            {canAdd(product) ? (
              <button
                type="button"
                className={styles.addButton}
                aria-label={fill(t.addProduct, { name: product.name })}
                disabled={busy}
                onClick={() => onAdd(product)}
              >
                {t.add}
              </button>
            ) : (
              <Link to={ROUTES.menu} className={styles.addButton} aria-label={fill(t.addProduct, { name: product.name })}>
                {t.add}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

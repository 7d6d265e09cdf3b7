import { Link } from 'react-router-dom';
import { RefundNote } from '@/components/RefundNote';
import { RETRY_AFTER_MINUTES } from '@/domain/afterOrder';
import { ROUTES } from '@/domain/navigation';
import afterOrderTexts from '@/i18n/en/afterOrder';
import thankYouTexts from '@/i18n/en/thankYou';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './ThankYouScreen.module.css';

/** What ended a payment without an order: the gateway said no, or no outcome came in time. */
export type FailureCause = keyof typeof thankYouTexts.texts.causes;

export interface OrderFailedProps {
  /** What ended the payment, when known; null for an order the server reports as failed. */
  cause?: FailureCause | null;
  /** The server's own reason (never a generic 'Please try again'), shown under the cause; null when none. */
  detail?: string | null;
}

/** SPEC 8 failed orders: 'Unable to process your order', try again after 15 minutes, refund in 4-10 business days. */
export function OrderFailed({ cause = null, detail = null }: OrderFailedProps) {
  const { t } = useTexts(thankYouTexts);
  const failed = useTexts(afterOrderTexts);
  return (
    <section role="alert" className={`${card.card} ${styles.hero}`}>
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false" className={styles.failedMark}>
        <circle cx="24" cy="24" r="22" fill="var(--color-brand-soft)" />
        <path d="M17 17l14 14M31 17L17 31" stroke="var(--color-danger)" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <h1 className={page.title}>{failed.t.unableToProcess}</h1>
      {cause ? <p className={styles.heroBody}>{t.causes[cause]}</p> : null}
      {detail ? <p className={card.warningNote}>{detail}</p> : null}
      <p className={styles.heroBody}>{failed.fill(failed.t.tryAgainLater, { minutes: RETRY_AFTER_MINUTES })}</p>
      <RefundNote className={card.note} />
      <Link to={ROUTES.cart} className={`${card.primaryLink} ${styles.heroLink}`}>
        {t.backToCart}
      </Link>
    </section>
  );
}

/** The customer cancelled the payment (the server confirmed nothing was paid): the cart is waiting, not an error. */
export function PaymentCancelled() {
  const { t } = useTexts(thankYouTexts);
  return (
    <section role="status" className={`${card.card} ${styles.hero}`}>
      <h1 className={page.title}>{t.cancelledTitle}</h1>
      <p className={styles.heroBody}>{t.cancelledBody}</p>
      <Link to={ROUTES.cart} className={`${card.primaryLink} ${styles.heroLink}`}>
        {t.backToCart}
      </Link>
    </section>
  );
}

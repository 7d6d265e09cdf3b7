import type { OrderRefund } from '@/contract/afterOrder';
import orderHistoryTexts from '@/i18n/en/orderHistory';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import styles from './OrderHistoryScreen.module.css';

/** A failed order's refunds: amount, state, where the money goes and when. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  const { t, rupees, dateTime } = useTexts(orderHistoryTexts);
  const tr = t.refunds;
  const when = (at: number) => <time dateTime={new Date(at).toISOString()}>{dateTime(at)}</time>;
  if (refunds.length === 0) return null;
  return (
    <section className={`${card.card} ${styles.cardStack}`} aria-labelledby="order-details-refunds">
      <h2 id="order-details-refunds" className={card.sectionTitle}>
        {tr.heading}
      </h2>
      {refunds.map((refund) => (
        <dl key={`${refund.paymentType}-${refund.initiatedAt}`} className={`${card.rows} ${styles.rows}`}>
          <div className={card.row}>
            <dt>{tr.amount}</dt>
            <dd>{rupees(refund.amount)}</dd>
          </div>
          <div className={card.row}>
            <dt>{tr.statusLabel}</dt>
            <dd>{tr.status[refund.status]}</dd>
          </div>
          <div className={card.row}>
            <dt>{tr.destination}</dt>
            <dd>{tr.destinations[refund.destination]}</dd>
          </div>
          <div className={card.row}>
            <dt>{tr.initiatedOn}</dt>
            <dd>{when(refund.initiatedAt)}</dd>
          </div>
          {refund.completedAt !== null ? (
            <div className={card.row}>
              <dt>{tr.completedOn}</dt>
              <dd>{when(refund.completedAt)}</dd>
            </div>
          ) : null}
        </dl>
      ))}
    </section>
  );
}

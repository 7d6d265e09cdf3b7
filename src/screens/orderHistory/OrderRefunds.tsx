import type { OrderRefund } from '@/contract/afterOrder';
import { rupees } from '@/domain/cart';
import { orderTimeText } from '@/domain/orderStatus';
import { tr } from '@/i18n/orderRefunds';
import card from '@/styles/card.module.css';
import styles from './OrderHistoryScreen.module.css';

const when = (at: number) => <time dateTime={new Date(at).toISOString()}>{orderTimeText(at)}</time>;

/** A failed order's refunds: amount, state, where the money goes and when. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
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

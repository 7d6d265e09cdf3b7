import { useId } from 'react';
import { Button } from '@/components/Button';
import type { FeedbackOrder } from '@/contract/feedback';
import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import styles from './Feedback.module.css';

export interface SelectOrderProps {
  orders: FeedbackOrder[];
  /** SPEC 9 feedbackOrdersDuration, in days. */
  days: number;
  onSelect: (orderId: string) => void;
}

/** Step Select Order: the orders delivered within the window, newest first; a rated one is marked, with its ticket. */
export function SelectOrder({ orders, days, onSelect }: SelectOrderProps) {
  const { t, fill, date } = useTexts(feedbackTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.selectOrder.heading}
      </h2>
      <p className={card.note}>{fill(t.selectOrder.intro, { days })}</p>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <li key={order.orderId} className={`${card.card} ${styles.order}`}>
            <div className={styles.orderHead}>
              <p className={styles.orderTitle} translate="no">
                {fill(t.selectOrder.order, { id: order.sliceOrderId })}
              </p>
              {order.rated ? <span className={styles.badge}>{t.selectOrder.rated}</span> : null}
            </div>
            <p className={card.note}>
              <span translate="no">{order.storeName}</span> · {fill(t.selectOrder.deliveredAt, { date: date(order.deliveredAt) })}
            </p>
            <p className={styles.items} translate="no">
              {order.items.join(', ')}
            </p>
            {order.ticket ? (
              <p className={card.note}>
                {fill(t.selectOrder.ticket, { id: order.ticket.ticketId, state: t.ticketStates[order.ticket.state] })}
              </p>
            ) : null}
            <Button
              variant={order.rated ? 'secondary' : 'primary'}
              onClick={() => onSelect(order.orderId)}
              aria-label={fill(order.rated ? t.selectOrder.ratedLabel : t.selectOrder.rateLabel, { id: order.sliceOrderId })}
            >
              {order.rated ? t.selectOrder.rated : t.selectOrder.rate}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

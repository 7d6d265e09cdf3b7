import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { OrderHistoryEntry } from '@/contract/afterOrder';
import { RefundNote } from '@/components/RefundNote';
import { orderDetailsRoute, orderTrackingRoute } from '@/domain/navigation';
import { orderStatusView } from '@/domain/orderStatus';
import afterOrderTexts from '@/i18n/en/afterOrder';
import orderHistoryTexts from '@/i18n/en/orderHistory';
import { useTexts } from '@/i18n/useTexts';
import { StatusBadge } from './StatusBadge';
import card from '@/styles/card.module.css';
import styles from './OrderHistoryScreen.module.css';

export interface OrderCardProps {
  order: OrderHistoryEntry;
  /** This order's favourite mark is being saved. */
  saving: boolean;
  /** No mark is being saved: hearts answer (one order's mark is saved at a time). */
  canToggle: boolean;
  onToggleFavourite: (orderId: string) => void;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One order of the history: id, time, store, items, total, status, favourite heart, Track and View details. */
export function OrderCard({ order, saving, canToggle, onToggleFavourite }: OrderCardProps) {
  const headingId = useId();
  const { showsRefundNote } = orderStatusView(order.status);
  const { t, fill, rupees, dateTime } = useTexts(orderHistoryTexts);
  const orderTexts = useTexts(afterOrderTexts);
  // 'Margherita × 2, Garlic Bread × 1'.
  const itemsSummary = order.items.map((item) => fill(t.itemOfSummary, { name: item.name, quantity: item.quantity })).join(', ');
  return (
    <article className={`${card.card} ${styles.cardStack}`} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <div className={styles.cardTitleBlock}>
          <h2 id={headingId} className={styles.cardTitle}>
            {orderTexts.fill(orderTexts.t.orderHeading, { orderId: order.sliceOrderId })}
          </h2>
          <p className={card.note}>
            <time dateTime={new Date(order.placedAt).toISOString()}>{dateTime(order.placedAt)}</time>
            <span aria-hidden="true"> · </span>
            <span>{order.storeName}</span>
          </p>
        </div>
        <button
          type="button"
          className={styles.heart}
          aria-describedby={headingId}
          aria-busy={saving || undefined}
          aria-disabled={!canToggle || undefined}
          onClick={() => onToggleFavourite(order.orderId)}
        >
          <HeartIcon filled={order.favourite} />
          <span className="visually-hidden">{order.favourite ? t.removeFavourite : t.saveFavourite}</span>
        </button>
      </div>
      <StatusBadge label={order.status} />
      <p className={styles.items}>{itemsSummary}</p>
      {showsRefundNote ? <RefundNote className={card.warningNote} /> : null}
      <div className={styles.cardFoot}>
        <p className={styles.total}>
          <span className={card.note}>{t.total}</span> <strong>{rupees(order.grandTotal)}</strong>
        </p>
        <div className={styles.cardLinks}>
          {order.trackable ? (
            <Link to={orderTrackingRoute(order)} className={`${card.secondaryLink} ${card.smallLink}`} aria-describedby={headingId}>
              {t.track}
            </Link>
          ) : null}
          <Link to={orderDetailsRoute(order.orderId)} className={`${card.primaryLink} ${card.smallLink}`} aria-describedby={headingId}>
            {t.viewDetails}
          </Link>
        </div>
      </div>
    </article>
  );
}

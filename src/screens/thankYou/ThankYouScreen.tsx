import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { OrderSummary } from '@/contract/orders';
import { useCartActor } from '@/app/cartActor';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { Bill } from '@/components/Bill';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { doorstepAddress } from '@/domain/address';
import { QUERY, ROUTES, trackOrderRoute } from '@/domain/navigation';
import {
  orderSummaryMachine,
  selectHasLoadFailed,
  selectIsLoading,
  selectIsOrderFailed,
  selectLoadError,
  selectSummary,
} from '@machines/orderSummary.machine';
import {
  ADVANCE_ORDER_NOTE,
  DELIVERING_TO,
  ITEMS_HEADING,
  landmarkOf,
  LOAD_FAILED_BODY,
  LOAD_FAILED_TITLE,
  LOADING,
  ORDER_FAILED_DOCUMENT_TITLE,
  ORDER_ID_LABEL,
  ORDER_MORE,
  ORDER_PLACED,
  ORDER_PLACED_BODY,
  PAYMENT_MODE_LABEL,
  PAYMENT_SUMMARY_HEADING,
  POINTS_HEADING,
  POINTS_RULE,
  pointsEarned,
  pointsPending,
  pointsUsed,
  quantityOf,
  RETRY,
  THANK_YOU_DOCUMENT_TITLE,
  TRACK_ORDER,
} from './messages';
import { OrderFailed } from './OrderFailed';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './ThankYouScreen.module.css';

export interface ThankYouScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof orderSummaryMachine;
}

function PlacedMark() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false" className={styles.placedMark}>
      <circle cx="24" cy="24" r="22" fill="var(--color-basil-soft)" />
      <path d="M15 25l6 6 12-13" fill="none" stroke="var(--color-basil)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function OrderPlaced({ summary }: { summary: OrderSummary }) {
  const earned = summary.paymentSummary.loyaltyEarnedPoints;
  const used = summary.earnableBurnable.toBeConsumed.points;
  const pending = summary.earnableBurnable.updatedPointsBalance;
  return (
    <>
      <section className={`${card.card} ${styles.hero}`} aria-labelledby="order-placed-title">
        <PlacedMark />
        <h1 id="order-placed-title" className={page.title}>
          {ORDER_PLACED}
        </h1>
        <p className={styles.heroBody}>{ORDER_PLACED_BODY}</p>
        <p className={`${card.orderId} ${styles.orderId}`}>
          <span className={card.note}>{ORDER_ID_LABEL}</span>
          <span className={card.orderIdValue}>{summary.sliceOrderId}</span>
        </p>
        {summary.advanceOrder ? <p className={card.note}>{ADVANCE_ORDER_NOTE}</p> : null}
        {summary.deliveryLocation ? (
          <p className={styles.deliverTo}>
            <span className={card.note}>{DELIVERING_TO}</span>
            <span>{doorstepAddress(summary.deliveryLocation)}</span>
            {summary.deliveryLocation.landmark ? <span className={card.note}>{landmarkOf(summary.deliveryLocation.landmark)}</span> : null}
          </p>
        ) : null}
      </section>

      <section className={card.card} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={`${card.sectionTitle} ${styles.sectionTitle}`}>
          {ITEMS_HEADING}
        </h2>
        <ul className={card.lines}>
          {summary.items.map((item, index) => (
            <li key={`${item.product.id}-${index}`} className={card.line}>
              <span>{item.product.name}</span>
              <span className={card.quantity}>{quantityOf(item.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={card.card} aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title" className={`${card.sectionTitle} ${styles.sectionTitle}`}>
          {PAYMENT_SUMMARY_HEADING}
        </h2>
        <Bill rows={summary.paymentSummary.paymentSummaryItem} />
        <dl className={`${card.rows} ${styles.rows}`}>
          <div className={card.row}>
            <dt>{PAYMENT_MODE_LABEL}</dt>
            <dd>{summary.paymentMode}</dd>
          </div>
        </dl>
      </section>

      <section className={`${card.card} ${styles.points}`} aria-labelledby="points-title">
        <h2 id="points-title" className={`${card.sectionTitle} ${styles.sectionTitle}`}>
          {POINTS_HEADING}
        </h2>
        {earned > 0 ? <p className={styles.pointsEarned}>{pointsEarned(earned)}</p> : null}
        {used > 0 ? <p>{pointsUsed(used)}</p> : null}
        {pending > 0 ? <p>{pointsPending(pending)}</p> : null}
        <p className={card.note}>{POINTS_RULE}</p>
      </section>

      <div className={card.actions}>
        <Link to={trackOrderRoute(summary.id)} className={card.primaryLink}>
          {TRACK_ORDER}
        </Link>
        <Link to={ROUTES.menu} className={card.secondaryLink}>
          {ORDER_MORE}
        </Link>
      </div>
    </>
  );
}

/** SPEC 2 /thankYou?transactionId: the placed order, or the failed-order view for NA or a failed order. */
export default function ThankYouScreen({ machine = orderSummaryMachine }: ThankYouScreenProps) {
  const [search] = useSearchParams();
  const cart = useCartActor();
  const actor = useActorRef(machine, { input: { transactionId: search.get(QUERY.transactionId) } });
  useEffect(() => {
    const subscription = actor.on('cart.replaced', () => cart.send({ type: 'cart.replaced' }));
    return () => subscription.unsubscribe();
  }, [actor, cart]);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasLoadFailed = useSelector(actor, selectHasLoadFailed);
  const isOrderFailed = useSelector(actor, selectIsOrderFailed);
  const loadError = useSelector(actor, selectLoadError);
  const summary = useSelector(actor, selectSummary);
  useDocumentTitle(isOrderFailed ? ORDER_FAILED_DOCUMENT_TITLE : THANK_YOU_DOCUMENT_TITLE);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        {isLoading ? <Loader label={LOADING} fullPage /> : null}
        {isOrderFailed ? <OrderFailed /> : null}
        {hasLoadFailed ? (
          <StatusPanel
            title={LOAD_FAILED_TITLE}
            body={loadError ? `${LOAD_FAILED_BODY} ${loadError}` : LOAD_FAILED_BODY}
            retryLabel={RETRY}
            onRetry={() => actor.send({ type: 'summary.retry' })}
          />
        ) : null}
        {summary ? <OrderPlaced summary={summary} /> : null}
      </main>
    </>
  );
}

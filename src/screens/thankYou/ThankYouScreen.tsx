import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { OrderSummary } from '@/contract/orders';
import { useCartActor } from '@/app/cartActor';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Bill } from '@/components/Bill';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { doorstepAddress } from '@/domain/address';
import { LOYALTY_POINTS_PER_ORDER } from '@/domain/afterOrder';
import { QUERY, ROUTES, trackOrderRoute } from '@/domain/navigation';
import { RAIL_THANK_YOU_TRANSACTION_ID } from '@/domain/rail';
import afterOrderTexts from '@/i18n/en/afterOrder';
import thankYouTexts from '@/i18n/en/thankYou';
import { useTexts } from '@/i18n/useTexts';
import {
  orderSummaryMachine,
  selectHasLoadFailed,
  selectIsLoading,
  selectIsOrderFailed,
  selectLoadError,
  selectSummary,
} from '@machines/orderSummary.machine';
import { RailThankYou } from '@/screens/rail/RailThankYou';
import { OrderFailed } from './OrderFailed';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './ThankYouScreen.module.css';

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
  const pending = summary.earnableBurnable.pendingPoints;
  const balance = summary.earnableBurnable.updatedPointsBalance;
  const { t, fill, number } = useTexts(thankYouTexts);
  const order = useTexts(afterOrderTexts);
  const points = (count: number) => ({ points: number(count) });
  return (
    <>
      <section className={`${card.card} ${styles.hero}`} aria-labelledby="order-placed-title">
        <PlacedMark />
        <h1 id="order-placed-title" className={page.title}>
          {t.orderPlaced}
        </h1>
        <p className={styles.heroBody}>{t.placedBody}</p>
        <p className={`${card.orderId} ${styles.orderId}`}>
          <span className={card.note}>{order.t.orderIdLabel}</span>
          <span className={card.orderIdValue} translate="no">
            {summary.sliceOrderId}
          </span>
        </p>
        {summary.advanceOrder ? <p className={card.note}>{t.advanceNote}</p> : null}
        {summary.deliveryLocation ? (
          <p className={styles.deliverTo}>
            <span className={card.note}>{t.deliveringTo}</span>
            <span translate="no">{doorstepAddress(summary.deliveryLocation)}</span>
            {summary.deliveryLocation.landmark ? (
              <span className={card.note}>{order.fill(order.t.landmark, { landmark: summary.deliveryLocation.landmark })}</span>
            ) : null}
          </p>
        ) : null}
      </section>

      <section className={card.card} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={`${card.sectionTitle} ${styles.sectionTitle}`}>
          {t.itemsHeading}
        </h2>
        <ul className={card.lines}>
          {summary.items.map((item, index) => (
            <li key={`${item.product.id}-${index}`} className={card.line}>
              <span>
                <span translate="no">{item.product.name}</span>
                {item.free ? <span className={styles.freeTag}>{t.freeItem}</span> : null}
              </span>
              <span className={card.quantity}>{order.fill(order.t.quantity, { quantity: item.quantity })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={card.card} aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title" className={`${card.sectionTitle} ${styles.sectionTitle}`}>
          {t.paymentSummary}
        </h2>
        <Bill rows={summary.paymentSummary.paymentSummaryItem} />
        <dl className={`${card.rows} ${styles.rows}`}>
          <div className={card.row}>
            <dt>{t.paymentMode}</dt>
            <dd>{summary.paymentMode}</dd>
          </div>
        </dl>
      </section>

      <section className={`${card.card} ${styles.points}`} aria-labelledby="points-title">
        <h2 id="points-title" className={`${card.sectionTitle} ${styles.sectionTitle}`}>
          {t.points.heading}
        </h2>
        {earned > 0 ? <p className={styles.pointsEarned}>{fill(t.points.earned, points(earned))}</p> : null}
        {used > 0 ? <p>{fill(t.points.burned, points(used))}</p> : null}
        {used > 0 || balance > 0 ? <p>{fill(t.points.balance, points(balance))}</p> : null}
        {pending > 0 ? <p>{fill(t.points.pending, points(pending))}</p> : null}
        <p className={card.note}>{fill(t.points.rule, points(LOYALTY_POINTS_PER_ORDER))}</p>
      </section>

      <div className={card.actions}>
        <Link to={trackOrderRoute(summary.id)} className={card.primaryLink}>
          {t.trackOrder}
        </Link>
        <Link to={ROUTES.menu} className={card.secondaryLink}>
          {t.orderMore}
        </Link>
      </div>
    </>
  );
}

/** The placed order of a transaction, or the failed-order view for NA or a failed order. */
function TransactionThankYou({ transactionId }: { transactionId: string | null }) {
  const cart = useCartActor();
  const actor = useActorRef(useMachineLogic(orderSummaryMachine), { input: { transactionId } });
  useEffect(() => {
    const subscription = actor.on('cart.replaced', () => cart.send({ type: 'cart.replaced' }));
    return () => subscription.unsubscribe();
  }, [actor, cart]);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasLoadFailed = useSelector(actor, selectHasLoadFailed);
  const isOrderFailed = useSelector(actor, selectIsOrderFailed);
  const loadError = useSelector(actor, selectLoadError);
  const summary = useSelector(actor, selectSummary);
  const { t } = useTexts(thankYouTexts);
  const { retry } = useTexts(afterOrderTexts).t;
  useDocumentTitle(isOrderFailed ? t.failedDocumentTitle : t.documentTitle);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        {isLoading ? <Loader label={t.loading} fullPage /> : null}
        {isOrderFailed ? <OrderFailed /> : null}
        {hasLoadFailed ? (
          <StatusPanel
            title={t.loadFailedTitle}
            body={loadError ? `${t.loadFailedBody} ${loadError}` : t.loadFailedBody}
            retryLabel={retry}
            onRetry={() => actor.send({ type: 'summary.retry' })}
          />
        ) : null}
        {summary ? <OrderPlaced summary={summary} /> : null}
      </main>
    </>
  );
}

/** SPEC 2 /thankYou?transactionId: the placed order (a rail order by its placeholder id), or the failed-order view. */
export default function ThankYouScreen() {
  const [search] = useSearchParams();
  const transactionId = search.get(QUERY.transactionId);
  const { t } = useTexts(thankYouTexts);
  if (transactionId === RAIL_THANK_YOU_TRANSACTION_ID) return <RailThankYouPage title={t.documentTitle} />;
  return <TransactionThankYou key={transactionId ?? ''} transactionId={transactionId} />;
}

function RailThankYouPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <RailThankYou />
      </main>
    </>
  );
}

import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import { useCartActor } from '@/app/cartActor';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useMachineLogic } from '@/app/machineLogic';
import { Bill } from '@/components/Bill';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { StatusPanel } from '@/components/StatusPanel';
import { ToastRegion } from '@/components/Toast';
import { RefundNote } from '@/components/RefundNote';
import { doorstepAddress } from '@/domain/address';
import { isRefundStillToCome, RETRY_AFTER_MINUTES } from '@/domain/afterOrder';
import { refundRoute, ROUTES } from '@/domain/navigation';
import { orderStatusView } from '@/domain/orderStatus';
import afterOrderTexts from '@/i18n/en/afterOrder';
import orderHistoryTexts from '@/i18n/en/orderHistory';
import { useTexts } from '@/i18n/useTexts';
import {
  orderDetailsMachine,
  selectCanDownloadInvoice,
  selectCanMoveRefundToWallet,
  selectCanReorder,
  selectDetails,
  selectErrorMessage,
  selectHasFailed,
  selectIsDownloading,
  selectIsLoading,
  selectIsMovingRefund,
  selectIsReordering,
  selectReorderError,
  selectUnavailableItems,
  type OrderDetailsToast,
} from '@machines/orderDetails.machine';
import { OrderRefunds } from './OrderRefunds';
import { saveFile } from './saveFile';
import { StatusBadge } from './StatusBadge';
import card from '@/styles/card.module.css';
import styles from './OrderHistoryScreen.module.css';

export interface OrderDetailsViewProps {
  orderId: string;
}

/** SPEC 8 failed orders: the same three texts as the failed-order page; the refund line goes once the refunds are completed. */
/** What the page toasts: the machine's toasts, and the refund arriving in the wallet. */
type Toast = OrderDetailsToast | { code: 'refundMovedToWallet' };

function FailedOrderNote({ refunds }: { refunds: OrderDetailsResponse['refunds'] }) {
  const { t, fill } = useTexts(afterOrderTexts);
  return (
    <section className={styles.failedNote} aria-label={t.unableToProcess}>
      <p className={styles.failedTitle}>{t.unableToProcess}</p>
      <p>{fill(t.tryAgainLater, { minutes: RETRY_AFTER_MINUTES })}</p>
      {isRefundStillToCome(refunds) ? <RefundNote /> : null}
    </section>
  );
}

function OrderSummary({ details }: { details: OrderDetailsResponse }) {
  const { showsRefundNote } = orderStatusView(details.status);
  const { t, fill, rupees, dateTime, number } = useTexts(orderHistoryTexts);
  const order = useTexts(afterOrderTexts);
  return (
    <>
      <section className={`${card.card} ${styles.cardStack}`} aria-labelledby="order-details-summary">
        <p id="order-details-summary" className={`${card.orderId} ${styles.orderIdPill}`}>
          <span className={card.note}>{order.t.orderIdLabel}</span> <span className={card.orderIdValue}>{details.sliceOrderId}</span>
        </p>
        <StatusBadge label={details.status} />
        <p className={card.note}>
          <time dateTime={new Date(details.placedAt).toISOString()}>{dateTime(details.placedAt)}</time>
        </p>
        <dl className={`${card.rows} ${styles.rows}`}>
          <div className={card.row}>
            <dt>{t.store}</dt>
            <dd>{details.store.name}</dd>
          </div>
          {details.deliveryLocation ? (
            <>
              <div className={card.row}>
                <dt>{t.deliveryAddress}</dt>
                <dd>{doorstepAddress(details.deliveryLocation)}</dd>
              </div>
              {details.deliveryLocation.landmark ? (
                <div className={card.row}>
                  <dt>{t.landmark}</dt>
                  <dd>{details.deliveryLocation.landmark}</dd>
                </div>
              ) : null}
            </>
          ) : (
            <div className={card.row}>
              <dt>{t.storeAddress}</dt>
              <dd>{details.store.address}</dd>
            </div>
          )}
          {details.deliveryInstructions ? (
            <div className={card.row}>
              <dt>{t.deliveryInstructions}</dt>
              <dd>{details.deliveryInstructions}</dd>
            </div>
          ) : null}
          {details.zeroContactDelivery ? (
            <div className={card.row}>
              <dt>{t.zeroContactDelivery}</dt>
              <dd>{t.zeroContactYes}</dd>
            </div>
          ) : null}
          {details.ticket ? (
            <div className={card.row}>
              <dt>{t.supportTicket}</dt>
              <dd>{fill(t.supportTicketState, { id: details.ticket.ticketId, state: t.ticketStates[details.ticket.state] })}</dd>
            </div>
          ) : null}
          {details.advanceTime !== null ? (
            <div className={card.row}>
              <dt>{t.scheduledFor}</dt>
              <dd>{dateTime(details.advanceTime)}</dd>
            </div>
          ) : null}
          <div className={card.row}>
            <dt>{t.paymentMode}</dt>
            <dd>{details.paymentMode}</dd>
          </div>
          {details.points && details.points.earned > 0 ? (
            <div className={card.row}>
              <dt>{t.pointsEarned}</dt>
              <dd>{number(details.points.earned)}</dd>
            </div>
          ) : null}
          {details.points && details.points.burned > 0 ? (
            <div className={card.row}>
              <dt>{t.pointsBurned}</dt>
              <dd>{number(details.points.burned)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {showsRefundNote ? <FailedOrderNote refunds={details.refunds} /> : null}
      <OrderRefunds refunds={details.refunds} />
      {details.refunds.length > 0 ? (
        <Link to={refundRoute(details.orderId)} className={card.secondaryLink}>
          {t.refunds.follow}
        </Link>
      ) : null}
      <section className={`${card.card} ${styles.cardStack}`} aria-labelledby="order-details-items">
        <h2 id="order-details-items" className={card.sectionTitle}>
          {t.items}
        </h2>
        <ul className={card.lines}>
          {details.lines.map((line, index) => (
            <li key={`${line.name}-${index}`} className={card.line}>
              <div>
                <p className={styles.lineName}>
                  {line.name} <span className={card.quantity}>{order.fill(order.t.quantity, { quantity: line.quantity })}</span>
                </p>
                {line.description ? <p className={card.note}>{line.description}</p> : null}
              </div>
              <span className={styles.linePrice}>{rupees(line.price)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${card.card} ${styles.cardStack}`} aria-labelledby="order-details-bill">
        <h2 id="order-details-bill" className={card.sectionTitle}>
          {t.bill}
        </h2>
        <Bill rows={details.bill} />
      </section>
    </>
  );
}

/** One order: summary, refunds, items, bill, the failed-order note, Order again, Download invoice and the refund to the wallet. */
export function OrderDetailsView({ orderId }: OrderDetailsViewProps) {
  const actor = useActorRef(useMachineLogic(orderDetailsMachine), { input: { storeActor: useRootActors().store, orderId } });
  const cart = useCartActor();
  const appNavigate = useAppNavigate();
  const details = useSelector(actor, selectDetails);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const isReordering = useSelector(actor, selectIsReordering);
  const canReorder = useSelector(actor, selectCanReorder);
  const unavailable = useSelector(actor, selectUnavailableItems);
  const reorderError = useSelector(actor, selectReorderError);
  const isDownloading = useSelector(actor, selectIsDownloading);
  const canDownload = useSelector(actor, selectCanDownloadInvoice);
  const isMovingRefund = useSelector(actor, selectIsMovingRefund);
  const canMoveRefund = useSelector(actor, selectCanMoveRefundToWallet);
  const [toast, setToast] = useState<Toast | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  const { t } = useTexts(orderHistoryTexts);
  const { retry } = useTexts(afterOrderTexts).t;
  let toastText: string | null = null;
  if (toast !== null)
    toastText = 'text' in toast ? toast.text : toast.code === 'invoiceDownloaded' ? t.invoiceDownloaded : t.refunds.movedToWallet;

  // The server replaced the cart: the app's cart drops its device copy and loads the reordered one.
  const reordered = useEffectEvent((to: string) => {
    cart.send({ type: 'cart.replaced' });
    appNavigate(to);
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('order.reordered', ({ to }) => reordered(to)),
      actor.on('invoice.ready', ({ blob, fileName }) => saveFile(blob, fileName)),
      actor.on('toast.requested', ({ message }) => setToast(message)),
      actor.on('refund.movedToWallet', () => setToast({ code: 'refundMovedToWallet' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  return (
    <>
      <Link to={ROUTES.orderHistory} className={styles.back}>
        <span aria-hidden="true">‹ </span>
        {t.backToOrders}
      </Link>
      {isLoading ? <Loader label={t.detailsLoading} /> : null}
      {hasFailed ? (
        <StatusPanel
          title={t.detailsLoadFailedTitle}
          body={errorMessage ?? ''}
          retryLabel={retry}
          onRetry={() => actor.send({ type: 'details.retry' })}
        />
      ) : null}
      {details ? (
        <div className={styles.details}>
          <OrderSummary details={details} />
          <div className={`${card.actions} ${styles.actions}`}>
            {details.refundToWalletAvailable || isMovingRefund ? (
              <>
                <p id="refund-to-wallet-hint" className={card.note}>
                  {t.refunds.moveToWalletHint}
                </p>
                <BusyButton
                  block
                  busy={isMovingRefund}
                  busyLabel={t.refunds.movingToWallet}
                  disabled={!canMoveRefund}
                  aria-describedby="refund-to-wallet-hint"
                  onClick={() => actor.send({ type: 'refund.toWallet' })}
                >
                  {t.refunds.moveToWallet}
                </BusyButton>
              </>
            ) : null}
            <BusyButton
              block
              busy={isReordering}
              busyLabel={t.reordering}
              disabled={!canReorder}
              onClick={() => actor.send({ type: 'reorder.start' })}
            >
              {t.orderAgain}
            </BusyButton>
            {details.invoiceAvailable ? (
              <BusyButton
                block
                variant="secondary"
                busy={isDownloading}
                busyLabel={t.downloadingInvoice}
                disabled={!canDownload}
                onClick={() => actor.send({ type: 'invoice.download' })}
              >
                {t.downloadInvoice}
              </BusyButton>
            ) : null}
          </div>
        </div>
      ) : null}
      {unavailable ? (
        <Popup
          header={t.unavailable.header}
          body={
            <>
              <p>{t.unavailable.body}</p>
              <ul className={styles.unavailable}>
                {unavailable.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          }
          rightButton={{ label: t.unavailable.continue, onClick: () => actor.send({ type: 'reorder.continue' }) }}
          onClose={() => actor.send({ type: 'reorder.continue' })}
        />
      ) : null}
      <RequestErrorPopup error={reorderError} onDismiss={() => actor.send({ type: 'reorder.dismiss' })} />
      <ToastRegion message={toastText} onDismiss={dismissToast} />
    </>
  );
}

import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import { useCartActor } from '@/app/cartActor';
import { useAppNavigate } from '@/app/useAppNavigate';
import { Bill } from '@/components/Bill';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { StatusPanel } from '@/components/StatusPanel';
import { ToastRegion } from '@/components/Toast';
import { RefundNote } from '@/components/RefundNote';
import { rupees } from '@/domain/cart';
import { doorstepAddress } from '@/domain/address';
import { isRefundStillToCome, TRY_AGAIN_LATER, UNABLE_TO_PROCESS } from '@/domain/afterOrder';
import { ROUTES } from '@/domain/navigation';
import { orderStatusView, orderTimeText } from '@/domain/orderStatus';
import { tr } from '@/i18n/orderRefunds';
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
} from '@machines/orderDetails.machine';
import {
  BACK_TO_ORDERS,
  BILL_HEADING,
  CONTINUE,
  DELIVERY_ADDRESS_LABEL,
  LANDMARK_LABEL,
  DETAILS_LOAD_FAILED_TITLE,
  DETAILS_LOADING,
  DOWNLOAD_INVOICE,
  DOWNLOADING_INVOICE,
  ITEMS_HEADING,
  ORDER_AGAIN,
  ORDER_ID_LABEL,
  PAYMENT_MODE_LABEL,
  quantityOf,
  REORDERING,
  RETRY,
  SCHEDULED_FOR_LABEL,
  STORE_ADDRESS_LABEL,
  STORE_LABEL,
  UNAVAILABLE_BODY,
  UNAVAILABLE_HEADER,
} from './messages';
import { OrderRefunds } from './OrderRefunds';
import { saveFile } from './saveFile';
import { StatusBadge } from './StatusBadge';
import card from '@/styles/card.module.css';
import styles from './OrderHistoryScreen.module.css';

export interface OrderDetailsViewProps {
  orderId: string;
  machine: typeof orderDetailsMachine;
}

/** SPEC 8 failed orders: the same three texts as the failed-order page; the refund line goes once the refunds are completed. */
function FailedOrderNote({ refunds }: { refunds: OrderDetailsResponse['refunds'] }) {
  return (
    <section className={styles.failedNote} aria-label={UNABLE_TO_PROCESS}>
      <p className={styles.failedTitle}>{UNABLE_TO_PROCESS}</p>
      <p>{TRY_AGAIN_LATER}</p>
      {isRefundStillToCome(refunds) ? <RefundNote /> : null}
    </section>
  );
}

function OrderSummary({ details }: { details: OrderDetailsResponse }) {
  const { showsRefundNote } = orderStatusView(details.status);
  return (
    <>
      <section className={`${card.card} ${styles.cardStack}`} aria-labelledby="order-details-summary">
        <p id="order-details-summary" className={`${card.orderId} ${styles.orderIdPill}`}>
          <span className={card.note}>{ORDER_ID_LABEL}</span> <span className={card.orderIdValue}>{details.sliceOrderId}</span>
        </p>
        <StatusBadge label={details.status} />
        <p className={card.note}>
          <time dateTime={new Date(details.placedAt).toISOString()}>{orderTimeText(details.placedAt)}</time>
        </p>
        <dl className={`${card.rows} ${styles.rows}`}>
          <div className={card.row}>
            <dt>{STORE_LABEL}</dt>
            <dd>{details.store.name}</dd>
          </div>
          {details.deliveryLocation ? (
            <>
              <div className={card.row}>
                <dt>{DELIVERY_ADDRESS_LABEL}</dt>
                <dd>{doorstepAddress(details.deliveryLocation)}</dd>
              </div>
              {details.deliveryLocation.landmark ? (
                <div className={card.row}>
                  <dt>{LANDMARK_LABEL}</dt>
                  <dd>{details.deliveryLocation.landmark}</dd>
                </div>
              ) : null}
            </>
          ) : (
            <div className={card.row}>
              <dt>{STORE_ADDRESS_LABEL}</dt>
              <dd>{details.store.address}</dd>
            </div>
          )}
          {details.advanceTime !== null ? (
            <div className={card.row}>
              <dt>{SCHEDULED_FOR_LABEL}</dt>
              <dd>{orderTimeText(details.advanceTime)}</dd>
            </div>
          ) : null}
          <div className={card.row}>
            <dt>{PAYMENT_MODE_LABEL}</dt>
            <dd>{details.paymentMode}</dd>
          </div>
        </dl>
      </section>
      {showsRefundNote ? <FailedOrderNote refunds={details.refunds} /> : null}
      <OrderRefunds refunds={details.refunds} />
      <section className={`${card.card} ${styles.cardStack}`} aria-labelledby="order-details-items">
        <h2 id="order-details-items" className={card.sectionTitle}>
          {ITEMS_HEADING}
        </h2>
        <ul className={card.lines}>
          {details.lines.map((line, index) => (
            <li key={`${line.name}-${index}`} className={card.line}>
              <div>
                <p className={styles.lineName}>
                  {line.name} <span className={card.quantity}>{quantityOf(line.quantity)}</span>
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
          {BILL_HEADING}
        </h2>
        <Bill rows={details.bill} />
      </section>
    </>
  );
}

/** One order: summary, refunds, items, bill, the failed-order note, Order again, Download invoice and the refund to the wallet. */
export function OrderDetailsView({ orderId, machine }: OrderDetailsViewProps) {
  const actor = useActorRef(machine, { input: { orderId } });
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
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  // The server replaced the cart: the app's cart drops its device copy and loads the reordered one.
  const reordered = useEffectEvent((to: string) => {
    cart.send({ type: 'cart.replaced' });
    appNavigate(to);
  });

  useEffect(() => {
    const subscriptions = [
      actor.on('reordered', ({ to }) => reordered(to)),
      actor.on('invoiceReady', ({ blob, fileName }) => saveFile(blob, fileName)),
      actor.on('toast', ({ message }) => setToast(message)),
      actor.on('refundMovedToWallet', () => setToast(tr.movedToWallet)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  return (
    <>
      <Link to={ROUTES.orderHistory} className={styles.back}>
        <span aria-hidden="true">‹ </span>
        {BACK_TO_ORDERS}
      </Link>
      {isLoading ? <Loader label={DETAILS_LOADING} /> : null}
      {hasFailed ? (
        <StatusPanel
          title={DETAILS_LOAD_FAILED_TITLE}
          body={errorMessage ?? ''}
          retryLabel={RETRY}
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
                  {tr.moveToWalletHint}
                </p>
                <BusyButton
                  block
                  busy={isMovingRefund}
                  busyLabel={tr.movingToWallet}
                  disabled={!canMoveRefund}
                  aria-describedby="refund-to-wallet-hint"
                  onClick={() => actor.send({ type: 'refund.toWallet' })}
                >
                  {tr.moveToWallet}
                </BusyButton>
              </>
            ) : null}
            <BusyButton
              block
              busy={isReordering}
              busyLabel={REORDERING}
              disabled={!canReorder}
              onClick={() => actor.send({ type: 'reorder.start' })}
            >
              {ORDER_AGAIN}
            </BusyButton>
            {details.invoiceAvailable ? (
              <BusyButton
                block
                variant="secondary"
                busy={isDownloading}
                busyLabel={DOWNLOADING_INVOICE}
                disabled={!canDownload}
                onClick={() => actor.send({ type: 'invoice.download' })}
              >
                {DOWNLOAD_INVOICE}
              </BusyButton>
            ) : null}
          </div>
        </div>
      ) : null}
      {unavailable ? (
        <Popup
          header={UNAVAILABLE_HEADER}
          body={
            <>
              <p>{UNAVAILABLE_BODY}</p>
              <ul className={styles.unavailable}>
                {unavailable.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          }
          rightButton={{ label: CONTINUE, onClick: () => actor.send({ type: 'reorder.continue' }) }}
          onClose={() => actor.send({ type: 'reorder.continue' })}
        />
      ) : null}
      <RequestErrorPopup error={reorderError} onDismiss={() => actor.send({ type: 'reorder.dismiss' })} />
      <ToastRegion message={toast} onDismiss={dismissToast} />
    </>
  );
}

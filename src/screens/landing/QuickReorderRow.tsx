import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { OrderHistoryEntry } from '@/contract/afterOrder';
import { useCartActor } from '@/app/cartActor';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { Popup } from '@/components/Popup';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import quickReorderTexts from '@/i18n/en/quickReorder';
import { useTexts } from '@/i18n/useTexts';
import {
  quickReorderMachine,
  selectCanReorder,
  selectHasFailed,
  selectIsLoading,
  selectOrders,
  selectReorderError,
  selectReorderingId,
  selectUnavailableItems,
} from '@machines/quickReorder.machine';
import styles from './QuickReorder.module.css';

interface RecentOrderCardProps {
  order: OrderHistoryEntry;
  busy: boolean;
  disabled: boolean;
  onReorder: () => void;
}

function RecentOrderCard({ order, busy, disabled, onReorder }: RecentOrderCardProps) {
  const { t, fill, rupees, dateTime } = useTexts(quickReorderTexts);
  const items = order.items.map((item) => fill(t.itemOfSummary, { name: item.name, quantity: item.quantity })).join(', ');
  return (
    <li className={styles.card}>
      <p className={styles.items} translate="no">
        {items}
      </p>
      <p className={styles.meta}>
        <time dateTime={new Date(order.placedAt).toISOString()}>{dateTime(order.placedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span translate="no">{order.storeName}</span>
      </p>
      <p className={styles.total}>{rupees(order.grandTotal)}</p>
      <BusyButton
        variant="secondary"
        busy={busy}
        busyLabel={t.reordering}
        disabled={disabled}
        aria-label={fill(t.reorderLabel, { orderId: order.sliceOrderId })}
        onClick={onReorder}
      >
        {t.reorder}
      </BusyButton>
    </li>
  );
}

/** SPEC 7 recent orders: the customer's latest orders, each reordered into the cart with one tap. */
export default function QuickReorderRow() {
  const actor = useActorRef(useMachineLogic(quickReorderMachine), { input: { storeActor: useRootActors().store } });
  const cart = useCartActor();
  const navigate = useAppNavigate();
  const { t } = useTexts(quickReorderTexts);
  const orders = useSelector(actor, selectOrders);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const reorderingId = useSelector(actor, selectReorderingId);
  const canReorder = useSelector(actor, selectCanReorder);
  const unavailable = useSelector(actor, selectUnavailableItems);
  const reorderError = useSelector(actor, selectReorderError);

  // The server replaced the cart: the app's cart drops its device copy and loads the reordered one.
  const reordered = useEffectEvent((to: string) => {
    cart.send({ type: 'cart.replaced' });
    navigate(to);
  });
  useEffect(() => {
    const subscription = actor.on('order.reordered', ({ to }) => reordered(to));
    return () => subscription.unsubscribe();
  }, [actor]);

  if (isLoading)
    return (
      <p role="status" className="visually-hidden">
        {t.loading}
      </p>
    );
  if (hasFailed)
    return (
      <section aria-labelledby="quick-reorder-heading" className={styles.section}>
        <h2 id="quick-reorder-heading" className={styles.heading}>
          {t.heading}
        </h2>
        <div role="alert" className={styles.failed}>
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orders.retry' })}>
            {t.retry}
          </Button>
        </div>
      </section>
    );
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="quick-reorder-heading" className={styles.section}>
      <h2 id="quick-reorder-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <ul role="list" className={styles.row}>
        {orders.map((order) => (
          <RecentOrderCard
            key={order.orderId}
            order={order}
            busy={reorderingId === order.orderId}
            disabled={!canReorder}
            onReorder={() => actor.send({ type: 'reorder.start', orderId: order.orderId })}
          />
        ))}
      </ul>
      {unavailable ? (
        <Popup
          header={t.unavailable.header}
          body={
            <>
              <p>{t.unavailable.body}</p>
              <ul className={styles.unavailable} translate="no">
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
    </section>
  );
}

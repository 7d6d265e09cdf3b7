import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { RailOrder } from '@/contract/rail';
import { useCartActor } from '@/app/cartActor';
import { useMachineLogic } from '@/app/machineLogic';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { RAIL_ORDERS_PATH, railOrderRoute } from '@/domain/navigation';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import { railOrdersMachine, selectHasFailed, selectIsLoading, selectLoadError, selectNewestOrder } from '@machines/railOrders.machine';
import { RailOrderDetails } from './RailOrderDetails';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import { DeliveryCode } from './DeliveryCode';
import styles from './Rail.module.css';

function Placed({ order }: { order: RailOrder }) {
  const { t, fill, time, date } = useTexts(railTexts);
  const tt = t.thankYou;
  return (
    <>
      <section className={`${card.card} ${styles.placed}`} aria-labelledby="rail-placed-title">
        <h1 id="rail-placed-title" className={page.title}>
          {tt.heading}
        </h1>
        <p>{fill(tt.body, { station: order.stationName })}</p>
        <p className={card.note}>
          {tt.orderId} <strong translate="no">{order.sliceOrderId}</strong>
        </p>
        <p className={styles.orderBy}>{fill(tt.deliveryAt, { time: time(order.deliveryAt), date: date(order.deliveryAt) })}</p>
      </section>
      <DeliveryCode order={order} />
      <RailOrderDetails order={order} />
      <div className={card.actions}>
        <Link to={railOrderRoute(order.orderId)} className={card.primaryLink}>
          {tt.track}
        </Link>
      </div>
    </>
  );
}

/** SPEC 2 /thankYou with the rail placeholder id: the newest rail order, the one just placed. */
export function RailThankYou() {
  const { t } = useTexts(railTexts);
  const cart = useCartActor();
  const actor = useActorRef(useMachineLogic(railOrdersMachine), { input: { afterOrder: true } });
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const error = useSelector(actor, selectLoadError);
  const order = useSelector(actor, selectNewestOrder);

  useEffect(() => {
    const subscription = actor.on('cart.replaced', () => cart.send({ type: 'cart.replaced' }));
    return () => subscription.unsubscribe();
  }, [actor, cart]);

  if (isLoading) return <Loader label={t.thankYou.loading} fullPage />;
  if (hasFailed) {
    return (
      <StatusPanel
        title={t.orders.loadFailedTitle}
        body={error ?? ''}
        retryLabel={t.orders.retry}
        onRetry={() => actor.send({ type: 'orders.retry' })}
      />
    );
  }
  if (!order) {
    return (
      <section className={card.card}>
        <h1 className={page.title}>{t.thankYou.heading}</h1>
        <p>{t.thankYou.noOrder}</p>
        <Link to={RAIL_ORDERS_PATH} className={card.secondaryLink}>
          {t.myOrders}
        </Link>
      </section>
    );
  }
  return <Placed order={order} />;
}

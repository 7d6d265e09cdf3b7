import { Link, useParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { RailOrder } from '@/contract/rail';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { RAIL_ORDERS_PATH } from '@/domain/navigation';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import {
  railOrderMachine,
  selectHasLoadFailed,
  selectIsLoading,
  selectIsNotFound,
  selectLoadError,
  selectOrder,
  type RailOrderActorRef,
} from '@machines/railOrder.machine';
import { OrderRefunds } from '@/screens/orderHistory/OrderRefunds';
import { RailCancel } from './RailCancel';
import { RailOrderDetails } from './RailOrderDetails';
import { RailSteps } from './RailSteps';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import { DeliveryCode } from './DeliveryCode';
import styles from './Rail.module.css';

function OrderView({ actor, order }: { actor: RailOrderActorRef; order: RailOrder }) {
  const { t, fill } = useTexts(railTexts);
  return (
    <>
      <h1 className={page.title} translate="no">
        {fill(t.order.heading, { id: order.sliceOrderId })}
      </h1>
      <section className={card.card} aria-live="polite">
        <p className={card.sectionTitle}>{t.states[order.state]}</p>
        <RailSteps order={order} />
      </section>
      <DeliveryCode order={order} />
      <RailOrderDetails order={order} />
      <OrderRefunds refunds={order.refunds} />
      <RailCancel actor={actor} order={order} now={Date.now()} />
    </>
  );
}

function TrackedRailOrder({ orderId }: { orderId: string }) {
  const { t } = useTexts(railTexts);
  const actor = useActorRef(useMachineLogic(railOrderMachine), { input: { orderId } });
  const order = useSelector(actor, selectOrder);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasLoadFailed);
  const error = useSelector(actor, selectLoadError);
  const notFound = useSelector(actor, selectIsNotFound);
  return (
    <>
      {order ? null : <h1 className={page.title}>{t.order.documentTitle}</h1>}
      {isLoading ? <Loader label={t.order.loading} /> : null}
      {notFound ? (
        <p role="alert" className={styles.alert}>
          {t.order.notFound}
        </p>
      ) : null}
      {hasFailed ? (
        <StatusPanel
          title={t.order.loadFailedTitle}
          body={error?.displayMsg ?? ''}
          retryLabel={t.order.retry}
          onRetry={() => actor.send({ type: 'order.retry' })}
        />
      ) : null}
      {order ? <OrderView actor={actor} order={order} /> : null}
    </>
  );
}

/** One rail order: its state (SPEC 4 rail states), seat, station and time, the delivery code, refunds and Cancel. */
export default function RailOrderScreen() {
  const { t } = useTexts(railTexts);
  useDocumentTitle(t.order.documentTitle);
  const { orderId = '' } = useParams();
  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <TrackedRailOrder key={orderId} orderId={orderId} />
        <Link to={RAIL_ORDERS_PATH} className={card.secondaryLink}>
          {t.order.allOrders}
        </Link>
      </main>
    </>
  );
}

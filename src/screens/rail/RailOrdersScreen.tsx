import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { RailOrder } from '@/contract/rail';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { DataText } from '@/components/DataText';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { railOrderRoute, ROUTES } from '@/domain/navigation';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import {
  railOrdersMachine,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectLoadError,
  selectOrders,
} from '@machines/railOrders.machine';
import { journeyDay } from './railFormat';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './Rail.module.css';

function RailOrderCard({ order }: { order: RailOrder }) {
  const { t, date, rupees } = useTexts(railTexts);
  const to = t.orders;
  return (
    <li>
      <Link to={railOrderRoute(order.orderId)} className={`${card.card} ${styles.orderCard}`}>
        <span className={styles.orderCardTop}>
          <span>
            <DataText text={to.orderLabel} data={{ id: order.sliceOrderId }} />
          </span>
          <span className={styles.badge}>{t.states[order.state]}</span>
        </span>
        <span>
          <DataText text={to.stationLine} data={{ station: order.stationName }} />
        </span>
        <span className={card.note}>
          <DataText
            text={to.trainLine}
            data={{ name: order.trainName, number: order.trainNo, date: date(journeyDay(order.dateOfJourney)) }}
          />
        </span>
        <span>{rupees(order.netPrice)}</span>
      </Link>
    </li>
  );
}

/** The customer's rail orders, newest first (SPEC 7 rail history), each leading to the order. */
export default function RailOrdersScreen() {
  const { t } = useTexts(railTexts);
  useDocumentTitle(t.orders.documentTitle);
  const actor = useActorRef(useMachineLogic(railOrdersMachine), { input: {} });
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const error = useSelector(actor, selectLoadError);
  const orders = useSelector(actor, selectOrders);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const headingId = useId();
  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`} aria-labelledby={headingId}>
        <h1 id={headingId} className={page.title}>
          {t.orders.heading}
        </h1>
        {isLoading ? <Loader label={t.orders.loading} /> : null}
        {hasFailed ? (
          <StatusPanel
            title={t.orders.loadFailedTitle}
            body={error ?? ''}
            retryLabel={t.orders.retry}
            onRetry={() => actor.send({ type: 'orders.retry' })}
          />
        ) : null}
        {isEmpty ? (
          <section className={`${card.card} ${styles.form}`}>
            <p className={card.sectionTitle}>{t.orders.empty}</p>
            <p className={card.note}>{t.orders.emptyBody}</p>
          </section>
        ) : null}
        {orders.length > 0 ? (
          <ul className={styles.stations}>
            {orders.map((order) => (
              <RailOrderCard key={order.orderId} order={order} />
            ))}
          </ul>
        ) : null}
        <Link to={ROUTES.deliverOnTrain} className={card.secondaryLink}>
          {t.orders.orderOnTrain}
        </Link>
      </main>
    </>
  );
}

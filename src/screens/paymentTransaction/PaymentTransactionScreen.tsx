import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { Loader } from '@/components/Loader';
import { QUERY } from '@/domain/navigation';
import { OrderFailed } from '@/screens/thankYou/OrderFailed';
import { PAYMENT_TRANSACTION_QUERY } from '@machines/orderSubmit.machine';
import {
  selectFailure,
  selectServerReason,
  transactionPollingMachine,
  type PollingWindow,
} from '@machines/transactionPolling.machine';
import { CONFIRMING_BODY, CONFIRMING_PAYMENT, DO_NOT_GO_BACK, PAYMENT_DOCUMENT_TITLE, WAITING_LABEL } from './messages';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './PaymentTransaction.module.css';

export interface PaymentTransactionScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof transactionPollingMachine;
}

/** The polling interval and duration carried in the query; null when absent (the SPEC 9 defaults apply). */
function pollingWindowOf(search: URLSearchParams): PollingWindow | null {
  const interval = search.get(PAYMENT_TRANSACTION_QUERY.interval);
  const duration = search.get(PAYMENT_TRANSACTION_QUERY.duration);
  if (interval === null && duration === null) return null;
  // A missing or unreadable value becomes NaN, which the polling machine replaces with its SPEC 9 default.
  return { interval: Number(interval ?? Number.NaN), duration: Number(duration ?? Number.NaN) };
}

interface PollingProps {
  orderTransactionId: string;
  pollingData: PollingWindow | null;
  machine: typeof transactionPollingMachine;
}

/** One visit's polling of the transaction: a spinner while in progress, thank-you on success, the failed view otherwise. */
function Polling({ orderTransactionId, pollingData, machine }: PollingProps) {
  const actor = useActorRef(machine, { input: { orderTransactionId, pollingData } });
  const failure = useSelector(actor, selectFailure);
  const reason = useSelector(actor, selectServerReason);
  const appNavigate = useAppNavigate();
  const navigate = useEffectEvent((to: string) => appNavigate(to, { replace: true }));

  useEffect(() => {
    // SPEC 4: SUCCESS goes to thank-you, which reloads the cart the order used.
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor]);

  if (failure) return <OrderFailed cause={failure} detail={reason} />;
  return (
    <section className={`${card.card} ${styles.waiting}`} aria-labelledby="confirming-title" aria-busy="true">
      <h1 id="confirming-title" className={page.title}>
        {CONFIRMING_PAYMENT}
      </h1>
      <Loader label={WAITING_LABEL} />
      <p className={styles.warning}>{DO_NOT_GO_BACK}</p>
      <p className={card.note}>{CONFIRMING_BODY}</p>
    </section>
  );
}

/** SPEC 2 /paymentTransaction?transactionId[&interval&duration]: waits for the payment's outcome (SPEC 4 transaction polling). */
export default function PaymentTransactionScreen({ machine = transactionPollingMachine }: PaymentTransactionScreenProps) {
  useDocumentTitle(PAYMENT_DOCUMENT_TITLE);
  const [search] = useSearchParams();
  const transactionId = search.get(QUERY.transactionId);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        {transactionId ? (
          <Polling key={transactionId} orderTransactionId={transactionId} pollingData={pollingWindowOf(search)} machine={machine} />
        ) : (
          <OrderFailed />
        )}
      </main>
    </>
  );
}

import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { formatCountdown, useCountdown } from '@/components/Countdown';
import { isCardOtpReturn } from '@/domain/cardOtp';
import { QUERY } from '@/domain/navigation';
import { SECONDS_PER_MINUTE } from '@/domain/time';
import { OrderFailed, PaymentCancelled } from '@/screens/thankYou/OrderFailed';
import { orderProcessSecondsOf, PAYMENT_TRANSACTION_QUERY, pollingTargetOf, type PollingTarget } from '@/domain/order';
import { useAppConfig } from '@/app/appConfig';
import {
  selectCancelFailed,
  selectCanCancel,
  selectFailure,
  selectIsCancelling,
  selectSecondsLeft,
  selectServerReason,
  transactionPollingMachine,
  type PollingWindow,
  type TransactionPollingSnapshot,
} from '@machines/transactionPolling.machine';
import transactionTexts from '@/i18n/en/paymentTransaction';
import upiTexts from '@/i18n/en/upiForm';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './PaymentTransaction.module.css';
import { CardOtpPayment } from './CardOtpPayment';

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
  /** SPEC 7 polling: the server-given status call; null: the fixed status path. */
  pollingTarget: PollingTarget | null;
  /** The `process` query a wallet's gateway page returns with; null for any other. */
  process: string | null;
  /** The UPI ID a collect request went to; null when none (intent, or a gateway's return). */
  upiId: string | null;
}

const selectMinutesLeft = (snapshot: TransactionPollingSnapshot): number => Math.ceil(selectSecondsLeft(snapshot) / SECONDS_PER_MINUTE);

/** A polling payment waits for the customer's approval in their UPI app: where it went, the time left (the machine's) and a way out. */
function ApprovalWait({ actor, upiId }: { actor: ActorRefFrom<typeof transactionPollingMachine>; upiId: string | null }) {
  // The machine's time left changes once per poll; the clock the customer watches ticks every second from it.
  const secondsLeft = useCountdown(useSelector(actor, selectSecondsLeft));
  const minutes = useSelector(actor, selectMinutesLeft);
  const canCancel = useSelector(actor, selectCanCancel);
  const isCancelling = useSelector(actor, selectIsCancelling);
  const cancelFailed = useSelector(actor, selectCancelFailed);
  const { t, fill } = useTexts(transactionTexts);
  const upi = useTexts(upiTexts).t;
  return (
    <section className={`${card.card} ${styles.waiting}`} aria-labelledby="approve-title" aria-busy="true">
      <h1 id="approve-title" className={page.title}>
        {upi.approveHeading}
      </h1>
      <p>{upiId ? fill(t.requestSentTo, { upiId }) : t.approveInApp}</p>
      <p className={styles.timeLeft}>
        <span id="time-left-label" className={card.note}>
          {upi.timeLeft}
        </span>
        {/* role timer is not announced as it changes; the polite line below speaks once a minute. */}
        <span role="timer" aria-labelledby="time-left-label" className={styles.countdown}>
          {formatCountdown(secondsLeft)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {minutes <= 1 ? t.lessThanMinuteLeft : fill(t.minutesLeft, { minutes })}
      </p>
      <Loader label={isCancelling ? t.cancelling : t.waiting} />
      {cancelFailed ? (
        <p role="alert" className={card.warningNote}>
          {t.cancelFailed}
        </p>
      ) : null}
      <Button variant="secondary" block disabled={!canCancel} onClick={() => actor.send({ type: 'payment.cancel' })}>
        {t.cancel}
      </Button>
      <p className={styles.warning}>{upi.doNotLeave}</p>
    </section>
  );
}

/** One visit's polling of the transaction: a spinner while in progress, thank-you on success, the failed view otherwise. */
function Polling({ orderTransactionId, pollingData, pollingTarget, process, upiId }: PollingProps) {
  const { store } = useRootActors();
  const config = useAppConfig();
  // SPEC 9: back from a gateway page (no server window), the order takes its processing time before the first check.
  const firstPollSeconds = pollingData ? null : orderProcessSecondsOf(process, config);
  const actor = useActorRef(useMachineLogic(transactionPollingMachine), {
    input: { orderTransactionId, pollingData, pollingTarget, firstPollSeconds, storeActor: store },
  });
  const failure = useSelector(actor, selectFailure);
  const reason = useSelector(actor, selectServerReason);
  const appNavigate = useAppNavigate();
  const navigate = useEffectEvent((to: string) => appNavigate(to, { replace: true }));
  const { t } = useTexts(transactionTexts);
  const upi = useTexts(upiTexts).t;

  useEffect(() => {
    // SPEC 4: SUCCESS goes to thank-you, which reloads the cart the order used.
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor]);

  if (failure === 'cancelled') return <PaymentCancelled />;
  if (failure) return <OrderFailed cause={failure} detail={reason} />;
  // SPEC 4 unified payment actions carry the server's polling window: an approval in the UPI app is awaited.
  if (pollingData) return <ApprovalWait actor={actor} upiId={upiId} />;
  return (
    <section className={`${card.card} ${styles.waiting}`} aria-labelledby="confirming-title" aria-busy="true">
      <h1 id="confirming-title" className={page.title}>
        {t.confirming}
      </h1>
      <Loader label={t.waiting} />
      <p className={styles.warning}>{upi.doNotLeave}</p>
      <p className={card.note}>{t.confirmingBody}</p>
    </section>
  );
}

/** SPEC 2 /paymentTransaction?transactionId[&interval&duration]: waits for the payment's outcome (SPEC 4 transaction polling). */
export default function PaymentTransactionScreen() {
  useDocumentTitle(useTexts(transactionTexts).t.documentTitle);
  const [search] = useSearchParams();
  const transactionId = search.get(QUERY.transactionId);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        {transactionId && isCardOtpReturn(search) ? (
          <CardOtpPayment key={transactionId} orderTransactionId={transactionId} />
        ) : transactionId ? (
          <Polling
            key={transactionId}
            orderTransactionId={transactionId}
            pollingData={pollingWindowOf(search)}
            pollingTarget={pollingTargetOf(
              search.get(PAYMENT_TRANSACTION_QUERY.pollUrl),
              search.get(PAYMENT_TRANSACTION_QUERY.pollMethod),
              transactionId,
            )}
            upiId={search.get(PAYMENT_TRANSACTION_QUERY.upiId)}
            process={search.get(PAYMENT_TRANSACTION_QUERY.process)}
          />
        ) : (
          <OrderFailed />
        )}
      </main>
    </>
  );
}

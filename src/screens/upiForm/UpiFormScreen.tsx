import { useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { LeaveAppContext } from '@/app/leaveApp';
import { useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppConfig } from '@/app/appConfig';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { ROUTES } from '@/domain/navigation';
import notFoundTexts from '@/i18n/en/notFound';
import upiTexts from '@/i18n/en/upiForm';
import { useTexts } from '@/i18n/useTexts';
import {
  PAYMENT_STATUS_POLLING,
  selectFailureMessage as selectCollectFailure,
  selectHasFailed as selectCollectFailed,
  selectPollingSeconds,
  transactionPollingMachine,
  type PaymentFailureMessage,
} from '@machines/transactionPolling.machine';
import {
  selectCanReopen,
  selectHasFailed as selectIntentFailed,
  selectVerifyingSeconds,
  upiIntentMachine,
} from '@machines/upiIntent.machine';
import { parseUpiFormQuery, type UpiFormIntent, type UpiFormParams } from './query';
import { useCartActor } from '@/app/cartActor';
import { formatCountdown, useCountdown } from '@/components/Countdown';
import styles from './UpiFormScreen.module.css';

/** A phone with a tick: the customer approves on their UPI app. */
function PhoneArt() {
  return (
    <svg className={styles.art} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-cheese-soft)" />
      <rect x="30" y="16" width="36" height="64" rx="7" fill="var(--color-surface)" stroke="var(--color-text)" strokeWidth="3" />
      <rect x="42" y="21" width="12" height="3" rx="1.5" fill="var(--color-border-strong)" />
      <circle cx="48" cy="48" r="11" fill="var(--color-basil)" />
      <path
        d="M43 48.5l3.5 3.5 7-7.5"
        fill="none"
        stroke="var(--color-on-brand)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader showAccount={false} />
      <main className={styles.page}>{children}</main>
    </>
  );
}

/** The UPI text, the collect payment's failure (the server's reason or the SPEC 8 text) when known, and the way back to choosing a method. */
function FailureView({ failure = null }: { failure?: PaymentFailureMessage | null }) {
  const navigate = useAppNavigate();
  const { t } = useTexts(upiTexts);
  const detail = failure === null ? null : 'text' in failure ? failure.text : t.failures[failure.code];
  return (
    <div role="alert" className={styles.card}>
      <h1 className={styles.title}>{t.failedTitle}</h1>
      <p className={styles.body}>{t.upiPaymentIssue}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Button block onClick={() => navigate(ROUTES.paymentType)}>
        {t.backToPayment}
      </Button>
    </div>
  );
}

interface WaitingViewProps {
  hint: string;
  amount: number | null;
  totalSeconds: number;
  action?: ReactNode;
}

/** What the customer sees while the payment is approved: the amount, the time left and the SPEC 8 warning. */
function WaitingView({ hint, amount, totalSeconds, action }: WaitingViewProps) {
  const left = useCountdown(totalSeconds);
  const { t, rupees } = useTexts(upiTexts);
  return (
    <div className={styles.card} aria-busy="true">
      <PhoneArt />
      <h1 className={styles.title}>{t.approveHeading}</h1>
      <p className={styles.body}>{hint}</p>
      <dl className={styles.facts}>
        {amount !== null ? (
          <div className={styles.fact}>
            <dt>{t.amount}</dt>
            <dd className={styles.amount}>{rupees(amount)}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt id="upi-time-left">{t.timeLeft}</dt>
          <dd role="timer" aria-labelledby="upi-time-left" className={styles.countdown}>
            {formatCountdown(left)}
          </dd>
        </div>
      </dl>
      <Loader label={t.checkingStatus} />
      {action}
      <p className={styles.warning}>{t.doNotLeave}</p>
    </div>
  );
}

function IntentPayment({ params, intent }: { params: UpiFormParams; intent: UpiFormIntent }) {
  const { store } = useRootActors();
  const cart = useCartActor();
  const navigate = useAppNavigate();
  // The UPI app opens from its `upi://` link, as the app leaves for any other page.
  const openIntent = useContext(LeaveAppContext);
  // SPEC 9 orderProcessTimeForUpiInSec (app config): the approval window when the server gave none.
  const { orderProcessTimeForUpiInSec } = useAppConfig();
  const actor = useActorRef(useMachineLogic(upiIntentMachine), {
    input: {
      orderTransactionId: params.orderTransactionId,
      intentUrl: intent.url,
      merchantId: intent.merchantId,
      merchantReference: intent.merchantReference,
      amount: intent.amount,
      interval: params.interval,
      timeout: params.duration ?? orderProcessTimeForUpiInSec,
      storeActor: store,
    },
  });
  const hasFailed = useSelector(actor, selectIntentFailed);
  const canReopen = useSelector(actor, selectCanReopen);
  const totalSeconds = useSelector(actor, selectVerifyingSeconds);
  const { t } = useTexts(upiTexts);

  // A layout effect: listening before the actor starts (in a passive effect), since it opens the app on start.
  useLayoutEffect(() => {
    const subscriptions = [
      actor.on('intentOpen.requested', ({ url }) => {
        try {
          openIntent(url);
        } catch {
          actor.send({ type: 'intent.failed' });
        }
      }),
      actor.on('navigation.requested', ({ to }) => navigate(to, { replace: true })),
      // SPEC 4: the settled order's cart state is dropped; the thank-you page loads the cart afresh.
      actor.on('cart.cleared', () => cart.send({ type: 'cart.replaced' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cart, navigate, openIntent]);

  if (hasFailed) return <FailureView />;
  return (
    <WaitingView
      hint={t.intentHint}
      amount={params.amount}
      totalSeconds={totalSeconds}
      action={
        <Button variant="secondary" block disabled={!canReopen} onClick={() => actor.send({ type: 'intent.reopen' })}>
          {t.openApp}
        </Button>
      }
    />
  );
}

function CollectPayment({ params }: { params: UpiFormParams }) {
  const { store } = useRootActors();
  const navigate = useAppNavigate();
  const actor = useActorRef(useMachineLogic(transactionPollingMachine), {
    input: {
      orderTransactionId: params.orderTransactionId,
      pollingData: {
        interval: params.interval ?? PAYMENT_STATUS_POLLING.interval,
        duration: params.duration ?? PAYMENT_STATUS_POLLING.duration,
      },
      storeActor: store,
    },
  });
  const hasFailed = useSelector(actor, selectCollectFailed);
  const failure = useSelector(actor, selectCollectFailure);
  const totalSeconds = useSelector(actor, selectPollingSeconds);
  const { t } = useTexts(upiTexts);

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  if (hasFailed) return <FailureView failure={failure} />;
  return <WaitingView hint={t.collectHint} amount={params.amount} totalSeconds={totalSeconds} />;
}

/** SPEC 2 /upiForm: waiting for a UPI intent or collect payment to be approved, then thank-you or the SPEC 8 UPI failure. */
export default function UpiFormScreen() {
  const { t } = useTexts(upiTexts);
  const { brokenLink } = useTexts(notFoundTexts).t;
  useDocumentTitle(t.documentTitle);
  const [search] = useSearchParams();
  const params = parseUpiFormQuery(search);
  const navigate = useAppNavigate();

  if (!params) {
    return (
      <Page>
        <div role="alert" className={styles.card}>
          <p className={styles.body}>{brokenLink}</p>
          <Button block onClick={() => navigate(ROUTES.paymentType)}>
            {t.backToPayment}
          </Button>
        </div>
      </Page>
    );
  }
  return (
    <Page>
      {params.intent ? (
        <IntentPayment key={params.orderTransactionId} params={params} intent={params.intent} />
      ) : (
        <CollectPayment key={params.orderTransactionId} params={params} />
      )}
    </Page>
  );
}

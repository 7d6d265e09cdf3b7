import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useAppConfig } from '@/app/appConfig';
import { deviceFeedbackVariant } from '@/app/feedbackVariant';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { MS_PER_DAY, MS_PER_SECOND } from '@/domain/time';
import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import {
  feedbackMachine,
  selectHasFailed,
  selectHasNoOrders,
  selectIsAlreadyRated,
  selectIsBusy,
  selectIsFilling,
  selectIsOffline,
  selectIsSubmitted,
  selectLoadError,
  selectLoginRoute,
  selectOfflineActor,
  selectOrders,
  selectRefusal,
  selectStep,
} from '@machines/feedback.machine';
import { selectIsLoggedIn, selectIsReady, selectUser, selectUserId } from '@machines/session.machine';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackSteps } from './FeedbackSteps';
import { OfflineFeedbackForm } from './OfflineFeedbackForm';
import { SelectOrder } from './SelectOrder';
import { Submitted } from './Submitted';
import styles from './Feedback.module.css';

/** One visit's feedback flow, opened with the session's login and the page's query. */
function FeedbackFlow({ isLoggedIn, mobile }: { isLoggedIn: boolean; mobile: string }) {
  const { t, fill } = useTexts(feedbackTexts);
  const [search] = useSearchParams();
  // The page opens once per visit; a new login or query is a new visit (the flow's key).
  const [opening] = useState(() => ({ isLoggedIn, query: Object.fromEntries(search.entries()) }));
  const { feedbackOrdersDuration } = useAppConfig();
  const actor = useActorRef(useMachineLogic(feedbackMachine), { input: { variant: deviceFeedbackVariant(), mobile } });
  const loginRoute = useSelector(actor, selectLoginRoute);
  const step = useSelector(actor, selectStep);
  const busy = useSelector(actor, selectIsBusy);
  const failed = useSelector(actor, selectHasFailed);
  const loadError = useSelector(actor, selectLoadError);
  const orders = useSelector(actor, selectOrders);
  const noOrders = useSelector(actor, selectHasNoOrders);
  const alreadyRated = useSelector(actor, selectIsAlreadyRated);
  const filling = useSelector(actor, selectIsFilling);
  const submitted = useSelector(actor, selectIsSubmitted);
  const offline = useSelector(actor, selectIsOffline);
  const offlineActor = useSelector(actor, selectOfflineActor);
  const refusal = useSelector(actor, selectRefusal);
  const days = Math.round((feedbackOrdersDuration * MS_PER_SECOND) / MS_PER_DAY);

  useEffect(() => actor.send({ type: 'page.open', ...opening }), [actor, opening]);

  if (loginRoute !== null) return <Navigate to={loginRoute} replace />;
  const offlineLink = (
    <Button variant="ghost" onClick={() => actor.send({ type: 'offline.open' })}>
      {t.offlineLink}
    </Button>
  );

  return (
    <div className={styles.stack} aria-busy={busy}>
      <FeedbackSteps current={step} />
      {busy && !submitted ? <Loader label={step === 'login' ? t.toLogin : t.loading} /> : null}
      {failed ? (
        <StatusPanel
          title={t.loadFailedTitle}
          body={loadError ?? ''}
          retryLabel={t.retry}
          onRetry={() => actor.send({ type: step === 'selectOrder' ? 'orders.retry' : 'form.retry' })}
        />
      ) : null}
      {orders.length > 0 ? (
        <>
          <SelectOrder orders={orders} days={days} onSelect={(orderId) => actor.send({ type: 'order.select', orderId })} />
          {offlineLink}
        </>
      ) : null}
      {noOrders ? (
        <div className={`${card.card} ${styles.stack}`}>
          <p className={styles.orderTitle}>{t.noOrders.title}</p>
          <p className={card.note}>{fill(t.noOrders.body, { days })}</p>
          {offlineLink}
        </div>
      ) : null}
      {refusal !== null ? (
        <div className={`${card.card} ${styles.stack}`}>
          <p role="alert" className={styles.orderTitle}>
            {refusal}
          </p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orders.show' })}>
            {t.backToOrders}
          </Button>
        </div>
      ) : null}
      {alreadyRated ? (
        <div className={`${card.card} ${styles.stack}`}>
          <p role="alert" className={styles.orderTitle}>
            {t.alreadyRated}
          </p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orders.show' })}>
            {t.backToOrders}
          </Button>
        </div>
      ) : null}
      {filling ? <FeedbackForm actor={actor} /> : null}
      {submitted ? <Submitted actor={actor} /> : null}
      {offline && offlineActor ? (
        <>
          <OfflineFeedbackForm actor={offlineActor} />
          <Button variant="ghost" onClick={() => actor.send({ type: 'orders.show' })}>
            {t.backToOrders}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** SPEC 2 /uf: feedback after an order, for logged-in customers (SPEC 5); a guest logs in and comes back with the query. */
export default function FeedbackScreen() {
  const { t } = useTexts(feedbackTexts);
  useDocumentTitle(t.documentTitle);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const user = useSelector(session, selectUser);
  const userId = useSelector(session, selectUserId);
  const [search] = useSearchParams();
  const mobile = isLoggedIn ? (user?.mobile ?? '') : '';

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{t.heading}</h1>
        {isReady ? (
          <FeedbackFlow key={`${isLoggedIn ? userId : 'guest'}?${search.toString()}`} isLoggedIn={isLoggedIn} mobile={mobile} />
        ) : (
          <Loader label={t.loading} />
        )}
      </main>
    </>
  );
}

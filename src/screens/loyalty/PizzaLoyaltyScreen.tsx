import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import {
  ENROLMENT_UTM,
  loyaltyEnrollmentMachine,
  selectCheckFailed,
  selectErrorMessage,
  selectInfo,
  selectIsChecking,
  selectIsMember,
} from '@machines/loyaltyEnrollment.machine';
import { pizzaLoyaltyMachine, selectLoginRoute } from '@machines/pizzaLoyalty.machine';
import { selectIsLoggedIn, selectIsReady, selectUser, selectUserId } from '@machines/session.machine';
import page from '@/styles/page.module.css';
import { CheesyRewardsTrack } from './CheesyRewardsTrack';
import { Ledger } from './Ledger';
import { Membership } from './Membership';
import { PointsCard } from './PointsCard';
import { Rules } from './Rules';
import { Slices } from './Slices';
import styles from './PizzaLoyalty.module.css';

interface Customer {
  userId: string | null;
  mobile: string | null;
}

/** One visit's actors: the membership and balance (enrolment machine) and the ledger (page machine). */
function PizzaLoyaltyView({ userId, mobile }: Customer) {
  const { t } = useTexts(loyaltyTexts);
  const loggedIn = userId !== null && mobile !== null;
  const enrolment = useActorRef(useMachineLogic(loyaltyEnrollmentMachine), { input: { userId, mobile, utm: ENROLMENT_UTM.page } });
  const ledger = useActorRef(useMachineLogic(pizzaLoyaltyMachine), { input: { loggedIn } });
  const loginRoute = useSelector(ledger, selectLoginRoute);
  const info = useSelector(enrolment, selectInfo);
  const isChecking = useSelector(enrolment, selectIsChecking);
  const checkFailed = useSelector(enrolment, selectCheckFailed);
  const isMember = useSelector(enrolment, selectIsMember);
  const errorMessage = useSelector(enrolment, selectErrorMessage);

  // A membership that moved (joined, confirmed, left) may have moved points: the ledger starts over.
  useEffect(() => {
    const subscription = enrolment.on('enrolment.changed', () => ledger.send({ type: 'ledger.reload' }));
    return () => subscription.unsubscribe();
  }, [enrolment, ledger]);

  if (loginRoute !== null) return <Navigate to={loginRoute} replace />;

  return (
    <div className={page.stack} aria-busy={isChecking}>
      {isChecking ? <Loader label={t.loading} /> : null}
      {checkFailed ? (
        <StatusPanel
          title={t.loadFailedTitle}
          body={errorMessage ?? ''}
          retryLabel={t.retry}
          onRetry={() => enrolment.send({ type: 'enrolment.retry' })}
        />
      ) : null}
      {info ? (
        <>
          <Membership actor={enrolment} />
          <PointsCard info={info} member={isMember} />
          <Slices
            points={info.balance.overall.points}
            earnPointsPerOrder={info.programConfig.earnPointsPerOrder}
            freeItems={info.balance.burnable.freeItems}
          />
        </>
      ) : null}
      <Rules />
      {/* Cheesy rewards (docs/rewards.md): its own track and actor beside Pizza Pals. */}
      {loggedIn ? <CheesyRewardsTrack /> : null}
      <Ledger actor={ledger} />
    </div>
  );
}

/** SPEC 2 /pizzaLoyalty: the Pizza Pals programme page, for logged-in customers (SPEC 6); guests go to login and come back. */
export default function PizzaLoyaltyScreen() {
  const { t } = useTexts(loyaltyTexts);
  useDocumentTitle(t.documentTitle);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  const user = useSelector(session, selectUser);
  // A logout on this page takes the app home (the session does); only a guest arriving here goes to login.
  const [wasLoggedIn, setWasLoggedIn] = useState(isLoggedIn);
  if (isLoggedIn && !wasLoggedIn) setWasLoggedIn(true);
  const customer: Customer = isLoggedIn ? { userId, mobile: user?.mobile ?? null } : { userId: null, mobile: null };

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{t.title}</h1>
        <p className={styles.intro}>{t.intro}</p>
        {isReady && (isLoggedIn || !wasLoggedIn) ? (
          <PizzaLoyaltyView key={`${customer.userId ?? ''}|${customer.mobile ?? ''}`} {...customer} />
        ) : (
          <Loader label={t.loading} />
        )}
      </main>
    </>
  );
}

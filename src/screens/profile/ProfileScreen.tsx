import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { LanguageChoice } from '@/app/LanguageChoice';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { COUNTRY_PREFIX } from '@/domain/constants';
import { loginRoute, ROUTES } from '@/domain/navigation';
import profileTexts from '@/i18n/en/profile';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn, selectIsReady, selectUserId } from '@machines/session.machine';
import { profileMachine, selectHasFailed, selectIsConfirmingDelete, selectProfile, type ProfileSnapshot } from '@machines/profile.machine';
import { DeleteAccountPopup } from './DeleteAccountPopup';
import { ProfileDetails } from './ProfileDetails';
import page from '@/styles/page.module.css';
import styles from './ProfileScreen.module.css';

const selectIsLoading = (snapshot: ProfileSnapshot) => snapshot.matches('loading');
const selectCanDelete = (snapshot: ProfileSnapshot) => snapshot.can({ type: 'account.delete' });
const selectIsLeaving = (snapshot: ProfileSnapshot) => snapshot.matches('deleting') || snapshot.matches('done');

/** Where a logged-in customer goes from the profile: orders, the wallet, addresses, tracking another order. */
const PROFILE_LINKS = [
  { to: ROUTES.orderHistory, label: 'orderHistory' },
  { to: ROUTES.wallet, label: 'wallet' },
  { to: ROUTES.myAddresses, label: 'addresses' },
  { to: ROUTES.track, label: 'trackOrder' },
] as const;

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** Stands in for initials while the user has not given a name. */
function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** One visit's profile actor; what it emits is passed on to the session. */
function ProfileView({ userId }: { userId: string }) {
  const { t } = useTexts(profileTexts);
  const { session } = useRootActors();
  const actor = useActorRef(useMachineLogic(profileMachine), { input: { userId } });
  const profile = useSelector(actor, selectProfile);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const isConfirmingDelete = useSelector(actor, selectIsConfirmingDelete);
  const isLeaving = useSelector(actor, selectIsLeaving);
  const canDelete = useSelector(actor, selectCanDelete);

  useEffect(() => {
    const subscriptions = [
      actor.on('profile.updated', ({ profile: updated }) => session.send({ type: 'session.profileUpdated', profile: updated })),
      // The session clears the user's data and takes the app home (SPEC 2).
      actor.on('account.deleted', () => session.send({ type: 'session.accountDeleted' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, session]);

  if (isLeaving) return <Loader label={t.deleting} fullPage />;
  const fullName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  if (isLoading) return <Loader label={t.loading} fullPage />;

  return (
    <>
      {hasFailed && !isConfirmingDelete ? (
        <StatusPanel
          title={t.loadFailedTitle}
          body={t.loadFailedBody}
          retryLabel={t.retry}
          onRetry={() => actor.send({ type: 'profile.retry' })}
        />
      ) : null}

      {profile ? (
        <>
          <div className={styles.identity}>
            <span className={styles.avatar} aria-hidden="true" translate="no">
              {initialsOf(profile.firstName, profile.lastName) || <PersonIcon />}
            </span>
            <div className={styles.identityText}>
              <p className={styles.fullName} translate={fullName ? 'no' : undefined}>
                {fullName || t.welcome}
              </p>
              <p className={styles.identitySub}>{`${COUNTRY_PREFIX} ${profile.mobile}`}</p>
            </div>
          </div>
          <ProfileDetails actor={actor} />
          <LanguageChoice showLabel />
          <nav aria-label={t.linksLabel} className={styles.details}>
            {PROFILE_LINKS.map(({ to, label }) => (
              <Link key={to} to={to} className={`${styles.detail} ${styles.navLink}`}>
                {t[label]}
                <span aria-hidden="true">›</span>
              </Link>
            ))}
          </nav>
          <div className={styles.accountActions}>
            <Button variant="secondary" block onClick={() => session.send({ type: 'session.logout' })}>
              {t.logout}
            </Button>
            <Button
              variant="ghost"
              block
              className={styles.danger}
              disabled={!canDelete}
              onClick={() => actor.send({ type: 'account.delete' })}
            >
              {t.deleteAccount}
            </Button>
          </div>
        </>
      ) : null}

      {isConfirmingDelete ? <DeleteAccountPopup actor={actor} /> : null}
    </>
  );
}

/** SPEC 2 /profile, for logged-in users only: guests go to login and come back here. */
export default function ProfileScreen() {
  const { t } = useTexts(profileTexts);
  useDocumentTitle(t.documentTitle);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  // After logout or deletion on this page the session takes the app home; only a guest arriving here goes to login.
  const [wasLoggedIn, setWasLoggedIn] = useState(isLoggedIn);
  if (isLoggedIn && !wasLoggedIn) setWasLoggedIn(true);

  if (isReady && !isLoggedIn && !wasLoggedIn) return <Navigate to={loginRoute({ from: ROUTES.profile })} replace />;

  return (
    <>
      <AppHeader />
      <main className={page.page}>
        <h1 className={page.title}>{t.title}</h1>
        {isLoggedIn && userId ? <ProfileView userId={userId} /> : <Loader label={t.loading} />}
      </main>
    </>
  );
}

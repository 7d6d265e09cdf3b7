import { useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { useIsHydrated } from '@/app/useIsHydrated';
import { loginRoute, ROUTES } from '@/domain/navigation';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn, selectUser } from '@machines/session.machine';
import styles from './AppHeader.module.css';

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Guests get 'Login' (coming back here afterwards, SPEC 2); a logged-in user gets their first name, to /profile. */
function SessionAccountLink({ session }: Pick<RootActors, 'session'>) {
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const user = useSelector(session, selectUser);
  const isHydrated = useIsHydrated();
  const { pathname, search } = useLocation();
  const { t, fill } = useTexts(common);

  if (isLoggedIn && isHydrated) {
    const firstName = user?.firstName.trim() ?? '';
    return (
      <Link
        to={ROUTES.profile}
        className={styles.account}
        aria-label={firstName ? fill(t.account.profileOf, { name: firstName }) : undefined}
      >
        <PersonIcon />
        <span className={styles.accountText} translate={firstName ? 'no' : undefined}>
          {firstName || t.account.profile}
        </span>
      </Link>
    );
  }
  return (
    <Link to={loginRoute({ from: `${pathname}${search}` })} className={styles.account}>
      <PersonIcon />
      <span className={styles.accountText}>{t.account.login}</span>
    </Link>
  );
}

/** The header's account link; absent where no session is around (screens rendered on their own). */
export function AccountLink() {
  const actors = useContext(RootActorsContext);
  return actors ? <SessionAccountLink session={actors.session} /> : null;
}

import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { RootActorsContext } from '@/app/RootActorsContext';
import { useIsHydrated } from '@/app/useIsHydrated';
import type { RootActors } from '@/app/rootActors';
import { SPIN_WHEEL_PATH } from '@/domain/navigation';
import landingTexts from '@/i18n/en/landing';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn } from '@machines/session.machine';
import styles from './LandingScreen.module.css';

function WheelIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="var(--color-cheese)" />
      <path d="M12 2v20M2 12h20M4.9 4.9l14.2 14.2M19.1 4.9L4.9 19.1" stroke="var(--color-surface)" strokeWidth="1.4" />
      <circle cx="12" cy="12" r="2.5" fill="var(--color-brand)" />
    </svg>
  );
}

function SessionSpinWheelWidget({ session }: Pick<RootActors, 'session'>) {
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const { t } = useTexts(landingTexts);
  const isHydrated = useIsHydrated();
  if (!isHydrated || !isLoggedIn) return null;
  return (
    <Link to={SPIN_WHEEL_PATH} className={styles.spinWidget}>
      <WheelIcon />
      <span className={styles.spinWidgetText}>
        <span className={styles.spinWidgetTitle}>{t.spinWidget.title}</span>
        <span>{t.spinWidget.body}</span>
      </span>
    </Link>
  );
}

/** The landing's way to spin the wheel, for logged-in customers only (the game's page loads on demand). */
export function SpinWheelWidget() {
  const actors = useContext(RootActorsContext);
  return actors ? <SessionSpinWheelWidget session={actors.session} /> : null;
}

import type { AlertItem } from '@/contract/content';
import landingTexts from '@/i18n/en/landing';
import { useTexts } from '@/i18n/useTexts';
import styles from './LandingScreen.module.css';

/** The server's announcements, below the delivery choices and the veg switch. */
export function Alerts({ alerts }: { alerts: AlertItem[] }) {
  const { t } = useTexts(landingTexts);
  if (alerts.length === 0) return null;
  return (
    <section aria-label={t.alertsLabel} className={styles.alerts}>
      <ul role="list">
        {alerts.map((alert) => (
          <li key={alert.id} className={alert.severity === 'warning' ? styles.alertWarning : styles.alertInfo}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className={styles.alertIcon}>
              <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M10 9v5M10 6h.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span>{alert.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

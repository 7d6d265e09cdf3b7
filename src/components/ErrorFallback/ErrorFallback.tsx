import { Button } from '@/components/Button';
import messages from '@/i18n/en/messages';
import { useTexts } from '@/i18n/useTexts';
import styles from './ErrorFallback.module.css';

export interface ErrorFallbackProps {
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
}

/** SPEC 2: 'Something went wrong!' / 'Please try again.' with Refresh. */
export function ErrorFallback({ onRefresh = () => window.location.reload() }: ErrorFallbackProps) {
  const { t } = useTexts(messages);
  return (
    <main className={styles.page}>
      <div role="alert" className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--color-brand-soft)" />
          <path d="M24 13v14" stroke="var(--color-brand)" strokeWidth="4" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.6" fill="var(--color-brand)" />
        </svg>
        <h1 className={styles.title}>{t.errorFallbackTitle}</h1>
        <p className={styles.body}>{t.errorFallbackBody}</p>
        <Button onClick={onRefresh}>{t.errorFallbackButton}</Button>
      </div>
    </main>
  );
}

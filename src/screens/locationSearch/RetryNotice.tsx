import { Button } from '@/components/Button';
import locationSearchTexts from '@/i18n/en/locationSearch';
import { useTexts } from '@/i18n/useTexts';
import styles from './LocationSearchScreen.module.css';

export interface RetryNoticeProps {
  /** What failed, in one line. */
  message: string;
  onRetry: () => void;
}

/** A failed search or list, announced as an alert, beside its retry button. */
export function RetryNotice({ message, onRetry }: RetryNoticeProps) {
  const { t } = useTexts(locationSearchTexts);
  return (
    <div role="alert" className={styles.retryNotice}>
      <p>{message}</p>
      <Button variant="secondary" className={styles.smallButton} onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

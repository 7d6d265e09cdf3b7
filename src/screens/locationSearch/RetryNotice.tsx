import { Button } from '@/components/Button';
import { RETRY } from './messages';
import styles from './LocationSearchScreen.module.css';

export interface RetryNoticeProps {
  /** What failed, in one line. */
  message: string;
  onRetry: () => void;
}

/** A failed search or list, announced as an alert, beside its retry button. */
export function RetryNotice({ message, onRetry }: RetryNoticeProps) {
  return (
    <div role="alert" className={styles.retryNotice}>
      <p>{message}</p>
      <Button variant="secondary" className={styles.smallButton} onClick={onRetry}>
        {RETRY}
      </Button>
    </div>
  );
}

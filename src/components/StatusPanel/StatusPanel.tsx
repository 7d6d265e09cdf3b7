import { Button } from '@/components/Button';
import styles from './StatusPanel.module.css';

export interface StatusPanelProps {
  /** What failed, in a few words. */
  title: string;
  /** What the customer can do about it. */
  body: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed: announced as an alert, with a button to try again. */
export function StatusPanel({ title, body, retryLabel, onRetry }: StatusPanelProps) {
  return (
    <div role="alert" className={styles.panel}>
      <p className={styles.title}>{title}</p>
      <p className={styles.body}>{body}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

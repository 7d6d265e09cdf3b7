import styles from './DismissibleAlert.module.css';

/** Ours: the button that closes the alert. */
export const DISMISS = 'Dismiss';

export interface DismissibleAlertProps {
  message: string;
  onDismiss: () => void;
}

/** A rule message in the page (cart limits, payment rules): announced at once, closed by the customer. */
export function DismissibleAlert({ message, onDismiss }: DismissibleAlertProps) {
  return (
    <div role="alert" className={styles.alert}>
      <p>{message}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {DISMISS}
      </button>
    </div>
  );
}

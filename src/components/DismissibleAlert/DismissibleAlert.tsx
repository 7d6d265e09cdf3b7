import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import styles from './DismissibleAlert.module.css';

export interface DismissibleAlertProps {
  message: string;
  onDismiss: () => void;
}

/** A rule message in the page (cart limits, payment rules): announced at once, closed by the customer. */
export function DismissibleAlert({ message, onDismiss }: DismissibleAlertProps) {
  const { t } = useTexts(common);
  return (
    <div role="alert" className={styles.alert}>
      <p>{message}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}

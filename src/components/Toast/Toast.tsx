import { useEffect } from 'react';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import styles from './Toast.module.css';

/** SPEC 9: a message is displayed for 4 seconds. */
export const TOAST_DISPLAY_MS = 4_000;

export interface ToastProps {
  message: string;
  onDismiss: () => void;
}

/** A short confirmation at the bottom of the page, read politely, gone after a few seconds or on tap. */
export function Toast({ message, onDismiss }: ToastProps) {
  const { t } = useTexts(common);
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, TOAST_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);
  return (
    <div className={styles.toast}>
      <p>{message}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}

export interface ToastRegionProps {
  /** The message shown; null shows none. */
  message: string | null;
  onDismiss: () => void;
}

/** The live region the toast speaks through; it stays mounted so screen readers hear each message. */
export function ToastRegion({ message, onDismiss }: ToastRegionProps) {
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message !== null ? <Toast message={message} onDismiss={onDismiss} /> : null}
    </div>
  );
}

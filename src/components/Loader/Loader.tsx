import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import styles from './Loader.module.css';

export interface LoaderProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** Fill the viewport below the header (route-level loading). */
  fullPage?: boolean;
}

/** An accessible busy indicator: a polite status region with a visually hidden label. */
export function Loader({ label, fullPage = false }: LoaderProps) {
  const { t } = useTexts(common);
  return (
    <div role="status" aria-live="polite" className={fullPage ? `${styles.loader} ${styles.fullPage}` : styles.loader}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}

import { BRAND } from '@/domain/constants';
import styles from './Logo.module.css';

export interface LogoProps {
  /** Leave the wordmark out on phones, where a crowded bar would otherwise squeeze the mark. */
  compact?: boolean;
}

/** The Slice mark (a pizza slice) beside the wordmark; decorative, so the link around it names it. */
export function Logo({ compact = false }: LogoProps) {
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--color-brand)" />
        <path d="M16 22 Q32 14 48 22 L33.2 51.6 Q32 54 30.8 51.6 Z" fill="var(--color-cheese)" />
        <path d="M13.5 20 Q32 9.5 50.5 20 Q51.3 22.6 49.2 24 Q32 14.5 14.8 24 Q12.7 22.6 13.5 20 Z" fill="var(--color-crust)" />
        <circle cx="26.8" cy="27.5" r="3" fill="var(--color-brand)" />
        <circle cx="38" cy="28.3" r="2.7" fill="var(--color-brand)" />
        <circle cx="32.2" cy="36.6" r="2.6" fill="var(--color-brand)" />
      </svg>
      <span className={styles.word} translate="no">
        {BRAND}
      </span>
    </span>
  );
}

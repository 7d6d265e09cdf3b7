import type { ReactNode } from 'react';
import { AppHeader } from '@/app/AppHeader';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  title: string;
  /** One or two sentences under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links or small print under the card. */
  footer?: ReactNode;
  /** Marks the main region busy while a request runs. */
  busy?: boolean;
}

/** The login screens' page: the header without an account link, a titled card and small print below. */
export function AuthLayout({ title, subtitle, children, footer, busy = false }: AuthLayoutProps) {
  return (
    <>
      <AppHeader showAccount={false} />
      <main className={styles.page} aria-busy={busy}>
        <div className={styles.band} aria-hidden="true">
          <svg viewBox="0 0 64 64" className={styles.slice} focusable="false">
            <path d="M16 22 Q32 14 48 22 L33.2 51.6 Q32 54 30.8 51.6 Z" fill="var(--color-cheese)" />
            <path d="M13.5 20 Q32 9.5 50.5 20 Q51.3 22.6 49.2 24 Q32 14.5 14.8 24 Q12.7 22.6 13.5 20 Z" fill="var(--color-crust)" />
            <circle cx="26.8" cy="27.5" r="3" fill="var(--color-brand)" />
            <circle cx="38" cy="28.3" r="2.7" fill="var(--color-brand)" />
            <circle cx="32.2" cy="36.6" r="2.6" fill="var(--color-brand)" />
          </svg>
        </div>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          <div className={styles.body}>{children}</div>
        </section>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </main>
    </>
  );
}

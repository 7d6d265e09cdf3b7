import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/domain/navigation';
import { Logo } from '@/components/Logo';
import { t } from '@/i18n';
import styles from './AppHeader.module.css';

export interface AppHeaderProps {
  /** Extra controls at the end of the bar. */
  end?: ReactNode;
}

/** The sticky top bar with the Slice logo linking home. */
export function AppHeader({ end }: AppHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} aria-label={t.homeLink} className={styles.home}>
          <Logo />
        </Link>
        {end}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/domain/navigation';
import { Logo } from '@/components/Logo';
import { LanguageChoice } from '@/app/LanguageChoice';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import { AccountLink } from './AccountLink';
import { MenuButton } from './MenuButton';
import styles from './AppHeader.module.css';

export interface AppHeaderProps {
  /** Extra controls at the end of the bar. */
  end?: ReactNode;
  /** The account link (Login / the user's name); the login screens leave it out. */
  showAccount?: boolean;
}

/** The sticky top bar with the app's menu, the Slice logo linking home, the language switch and the account link. */
export function AppHeader({ end, showAccount = true }: AppHeaderProps) {
  const { t } = useTexts(common);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.start}>
          <MenuButton />
          <Link to={ROUTES.home} aria-label={t.homeLink} className={styles.home}>
            {/* Beside the menu button a phone has no room for the wordmark. */}
            <Logo compact />
          </Link>
        </div>
        <div className={styles.end}>
          {end}
          <LanguageChoice />
          {showAccount ? <AccountLink /> : null}
        </div>
      </div>
    </header>
  );
}

import { Button } from '@/components/Button';
import shell from '@/i18n/en/shell';
import { useTexts } from '@/i18n/useTexts';
import styles from './InstallBanner.module.css';

export interface InstallBannerProps {
  onInstall: () => void;
  onLater: () => void;
  onNever: () => void;
}

/** Offers to install the app: Install, 'Not now' (hide for a while) or "Don't ask again". */
export function InstallBanner({ onInstall, onLater, onNever }: InstallBannerProps) {
  const { t } = useTexts(shell);
  return (
    <aside className={styles.banner} aria-labelledby="install-banner-title">
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width="48" height="48" />
      <div className={styles.text}>
        <h2 id="install-banner-title" className={styles.title}>
          {t.installBanner.title}
        </h2>
        <p className={styles.body}>{t.installBanner.body}</p>
        <div className={styles.actions}>
          <Button onClick={onInstall}>{t.installBanner.install}</Button>
          <Button variant="secondary" onClick={onLater}>
            {t.installBanner.later}
          </Button>
          <Button variant="ghost" onClick={onNever}>
            {t.installBanner.never}
          </Button>
        </div>
      </div>
    </aside>
  );
}

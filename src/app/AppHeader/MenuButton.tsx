import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import styles from './AppHeader.module.css';

/** The menu, its machine, call and texts are their own chunk, fetched the first time the menu opens. */
const AppMenu = lazyWithRetry(() => import('@/app/AppMenu/AppMenu'));

/** Opens the app's menu (SPEC 7 nav menu) as a modal sheet. */
export function MenuButton() {
  const { t } = useTexts(common);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'app-menu' : undefined}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t.menuButton}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AppMenu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

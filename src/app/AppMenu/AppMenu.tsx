import { useContext } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { useModalFocus } from '@/components/Popup';
import { isExternalUrl } from '@/domain/navigation';
import appMenuTexts from '@/i18n/en/appMenu';
import { useLanguageChange, useTexts } from '@/i18n/useTexts';
import { navMenuMachine, selectHasFailed, selectIsLoading, selectItems } from '@machines/navMenu.machine';
import { selectIsLoggedIn } from '@machines/session.machine';
import styles from './AppMenu.module.css';

export interface AppMenuProps {
  onClose: () => void;
}

/** The app's menu: a modal side sheet listing the nav menu call's items as links; following one closes it. */
export default function AppMenu({ onClose }: AppMenuProps) {
  const { t } = useTexts(appMenuTexts);
  const session = useContext(RootActorsContext)?.session;
  const loggedIn = session ? selectIsLoggedIn(session.getSnapshot()) : false;
  const actor = useActorRef(useMachineLogic(navMenuMachine), { input: { loggedIn } });
  const items = useSelector(actor, selectItems);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const modal = useModalFocus<HTMLDivElement>({ onEscape: onClose });
  useLanguageChange(() => actor.send({ type: 'language.change' }));

  return createPortal(
    <div className={styles.scrim} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={modal.ref}
        id="app-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby="app-menu-title"
        className={styles.sheet}
        onKeyDown={modal.onKeyDown}
      >
        <div className={styles.head}>
          <h2 id="app-menu-title" className={styles.title}>
            {t.title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t.close}</span>
          </button>
        </div>
        {isLoading ? <Loader label={t.loading} /> : null}
        {hasFailed ? (
          <div role="alert" className={styles.failed}>
            <p>{t.loadFailed}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'menu.retry' })}>
              {t.retry}
            </Button>
          </div>
        ) : null}
        <nav aria-labelledby="app-menu-title">
          <ul role="list" className={styles.items}>
            {items.map((item) => (
              <li key={item.id}>
                {isExternalUrl(item.link) ? (
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={onClose}>
                    {item.label} <span className="visually-hidden">{t.opensOutside}</span>
                  </a>
                ) : (
                  <Link to={item.link} className={styles.item} onClick={onClose}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}

import { Link } from 'react-router-dom';
import { ROUTES } from '@/domain/navigation';
import { AppHeader } from '@/components/AppHeader';
import { t } from '@/i18n';
import { useMessages } from '@/i18n/useMessages';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import styles from './NotFoundScreen.module.css';

/** The 404 page: SPEC 8's broken-link text and a way home. */
export default function NotFoundScreen() {
  useDocumentTitle(t.notFound.documentTitle);
  const say = useMessages();
  return (
    <>
      <AppHeader />
      <main className={styles.page}>
        <svg className={styles.art} viewBox="0 0 200 160" aria-hidden="true" focusable="false">
          <defs>
            <mask id="bite">
              <rect width="200" height="160" fill="#fff" />
              <circle cx="142" cy="62" r="13" fill="#000" />
              <circle cx="134" cy="80" r="11" fill="#000" />
              <circle cx="126" cy="96" r="9" fill="#000" />
            </mask>
          </defs>
          <ellipse cx="100" cy="146" rx="70" ry="8" fill="var(--color-surface-sunken)" />
          <g mask="url(#bite)">
            <path d="M48 44 Q100 18 152 44 L104 138 Q100 146 96 138 Z" fill="var(--color-cheese)" />
            <path d="M40 38 Q100 4 160 38 Q163 46 157 50 Q100 20 43 50 Q37 46 40 38 Z" fill="var(--color-crust)" />
            <circle cx="80" cy="60" r="9" fill="var(--color-brand)" />
            <circle cx="100" cy="92" r="7" fill="var(--color-brand)" />
            <circle cx="108" cy="56" r="6" fill="var(--color-brand)" />
            <circle cx="88" cy="78" r="2.6" fill="var(--color-basil)" />
          </g>
        </svg>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{t.notFound.title}</h1>
        <p className={styles.body}>{say('brokenLink')}</p>
        <Link to={ROUTES.home} className={styles.home}>
          {t.notFound.home}
        </Link>
      </main>
    </>
  );
}

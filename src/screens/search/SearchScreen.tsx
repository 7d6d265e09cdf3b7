import { shallowEqual, useSelector } from '@xstate/react';
import { useAppConfig } from '@/app/appConfig';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { CartButton } from '@/app/CartButton';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { TextField } from '@/components/TextField';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import searchTexts from '@/i18n/en/search';
import { useTexts } from '@/i18n/useTexts';
import { CartBar } from '@/screens/menu/CartBar';
import { ProductGrid } from '@/screens/menu/ProductGrid';
import { ToastRegion } from '@/components/Toast';
import { useMenuActor } from '@/screens/menu/useMenuActor';
import {
  selectHasFailed,
  selectIsLoading,
  selectIsReady,
  selectSearchQuery,
  selectSearchResults,
  selectSearchTerm,
} from '@machines/menu.machine';
import styles from './SearchScreen.module.css';

/** SPEC 2 /search: the store's menu searched by name and description as the customer types, with the menu's 'Add'. */
export default function SearchScreen() {
  const { t, fill } = useTexts(searchTexts);
  useDocumentTitle(fill(t.documentTitle, { brand: BRAND }));
  const { autoCompleteDebounceTimeInMillis } = useAppConfig();
  const { actor, toast, dismissToast } = useMenuActor({
    categoryId: null,
    searchDebounceMs: autoCompleteDebounceTimeInMillis,
  });
  const query = useSelector(actor, selectSearchQuery);
  const term = useSelector(actor, selectSearchTerm);
  const results = useSelector(actor, selectSearchResults, shallowEqual);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const isReady = useSelector(actor, selectIsReady);

  return (
    <>
      <AppHeader end={<CartButton />} />
      <main className={styles.page} aria-busy={isLoading}>
        <h1 className={styles.heading}>{t.heading}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={t.label}
            type="search"
            value={query}
            onChange={(value) => actor.send({ type: 'search.change', query: value })}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            autoFocus
          />
        </form>

        {isLoading ? <Loader label={t.loading} /> : null}
        {hasFailed ? (
          <StatusPanel
            title={t.loadFailedTitle}
            body={t.loadFailedBody}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'menu.retry' })}
          />
        ) : null}

        {isReady ? (
          <section className={styles.results} aria-label={t.heading}>
            <p className="visually-hidden" aria-live="polite">
              {term !== '' ? fill(t.resultCount, { count: results.length }) : ''}
            </p>
            {term === '' ? <p className={styles.empty}>{t.prompt}</p> : null}
            {term !== '' && results.length === 0 ? <p className={styles.empty}>{fill(t.noResults, { term })}</p> : null}
            {results.length > 0 ? <ProductGrid actor={actor} products={results} returnUrl={ROUTES.search} /> : null}
          </section>
        ) : null}
      </main>
      <CartBar />
      <ToastRegion message={toast} onDismiss={dismissToast} />
    </>
  );
}

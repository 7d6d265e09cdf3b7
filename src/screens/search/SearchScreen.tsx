import { shallowEqual, useSelector } from '@xstate/react';
import { useAppConfig } from '@/app/appConfig';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { CartButton } from '@/app/CartButton';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { TextField } from '@/components/TextField';
import { ROUTES } from '@/domain/navigation';
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
import {
  LOAD_FAILED_BODY,
  LOAD_FAILED_TITLE,
  noResults,
  resultCount,
  RETRY,
  SEARCH_DOCUMENT_TITLE,
  SEARCH_HEADING,
  SEARCH_LABEL,
  SEARCH_LOADING,
  SEARCH_PLACEHOLDER,
  SEARCH_PROMPT,
} from './messages';
import styles from './SearchScreen.module.css';

/** SPEC 2 /search: the store's menu searched by name and description as the customer types, with the menu's 'Add'. */
export default function SearchScreen() {
  useDocumentTitle(SEARCH_DOCUMENT_TITLE);
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
        <h1 className={styles.heading}>{SEARCH_HEADING}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={SEARCH_LABEL}
            type="search"
            value={query}
            onChange={(value) => actor.send({ type: 'search.change', query: value })}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            enterKeyHint="search"
            autoFocus
          />
        </form>

        {isLoading ? <Loader label={SEARCH_LOADING} /> : null}
        {hasFailed ? (
          <StatusPanel title={LOAD_FAILED_TITLE} body={LOAD_FAILED_BODY} retryLabel={RETRY} onRetry={() => actor.send({ type: 'menu.retry' })} />
        ) : null}

        {isReady ? (
          <section className={styles.results} aria-label={SEARCH_HEADING}>
            <p className="visually-hidden" aria-live="polite">
              {term !== '' ? resultCount(results.length) : ''}
            </p>
            {term === '' ? <p className={styles.empty}>{SEARCH_PROMPT}</p> : null}
            {term !== '' && results.length === 0 ? <p className={styles.empty}>{noResults(term)}</p> : null}
            {results.length > 0 ? <ProductGrid actor={actor} products={results} returnUrl={ROUTES.search} /> : null}
          </section>
        ) : null}
      </main>
      <CartBar />
      <ToastRegion message={toast} onDismiss={dismissToast} />
    </>
  );
}

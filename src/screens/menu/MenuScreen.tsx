import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { Button } from '@/components/Button';
import { menuSlugToCategoryId, QUERY } from '@/domain/navigation';
import {
  menuMachine,
  selectCategories,
  selectDeliveryType,
  selectHasFailed,
  selectIsLoading,
  selectProducts,
  selectSelectedCategoryId,
  selectStore,
} from '@machines/menu.machine';
import { CategoryTabs, PANEL_ID, tabId } from './CategoryTabs';
import {
  EMPTY_CATEGORY,
  EMPTY_MENU,
  LOAD_FAILED_BODY,
  LOAD_FAILED_TITLE,
  MENU_DOCUMENT_TITLE,
  MENU_HEADING,
  MENU_LOADING,
  RETRY,
} from './messages';
import { MenuSkeleton } from './MenuSkeleton';
import { ProductCard } from './ProductCard';
import { StoreBar } from './StoreBar';
import styles from './MenuScreen.module.css';

export interface MenuScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof menuMachine;
}

/** Cards whose images load at once (above the fold on a phone). */
const EAGER_IMAGES = 2;

/** SPEC 2: /menu/{slug} names the category; /menu takes ?categoryId. Anything else opens the first category. */
function useRequestedCategoryId(): number | null {
  const { slug } = useParams();
  const [search] = useSearchParams();
  if (slug !== undefined) return menuSlugToCategoryId(slug) ?? null;
  const raw = search.get(QUERY.categoryId);
  const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

/** SPEC 2 /menu and /menu/{slug}: the selected store's menu by category. */
export default function MenuScreen({ machine = menuMachine }: MenuScreenProps) {
  useDocumentTitle(MENU_DOCUMENT_TITLE);
  const requestedCategoryId = useRequestedCategoryId();
  const actor = useActorRef(machine, { input: { categoryId: requestedCategoryId } });
  const navigate = useAppNavigate();
  const store = useSelector(actor, selectStore);
  const deliveryType = useSelector(actor, selectDeliveryType);
  const categories = useSelector(actor, selectCategories);
  const selectedId = useSelector(actor, selectSelectedCategoryId);
  const products = useSelector(actor, selectProducts);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);

  useEffect(() => {
    // No store yet: the location step replaces this page, so Back does not return to an empty menu.
    const subscription = actor.on('navigate', (event) => navigate(event.to, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  // A link to another category while the screen is open (banner, /menu/{slug}) opens that category.
  useEffect(() => {
    if (requestedCategoryId !== null) actor.send({ type: 'category.select', categoryId: requestedCategoryId });
  }, [actor, requestedCategoryId]);

  const select = (categoryId: number) => actor.send({ type: 'category.select', categoryId });

  return (
    <>
      <AppHeader />
      <main className={styles.page} aria-busy={isLoading}>
        <h1 className="visually-hidden">{MENU_HEADING}</h1>

        {isLoading ? <MenuSkeleton label={MENU_LOADING} /> : null}

        {hasFailed ? (
          <div role="alert" className={styles.failed}>
            <p className={styles.failedTitle}>{LOAD_FAILED_TITLE}</p>
            <p className={styles.failedBody}>{LOAD_FAILED_BODY}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'menu.retry' })}>
              {RETRY}
            </Button>
          </div>
        ) : null}

        {!isLoading && !hasFailed && store ? (
          <>
            <StoreBar store={store} deliveryType={deliveryType} />
            <CategoryTabs categories={categories} selectedId={selectedId} onSelect={select} />
            {selectedId !== null ? (
              <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selectedId)} className={styles.panel}>
                {products.length > 0 ? (
                  <ul role="list" className={styles.products}>
                    {products.map((product, index) => (
                      <li key={product.id}>
                        <ProductCard product={product} eager={index < EAGER_IMAGES} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.empty}>{EMPTY_CATEGORY}</p>
                )}
              </section>
            ) : (
              <p className={styles.empty}>{EMPTY_MENU}</p>
            )}
          </>
        ) : null}
      </main>
    </>
  );
}

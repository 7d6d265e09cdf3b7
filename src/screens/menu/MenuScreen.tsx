import { useEffect } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { shallowEqual, useSelector } from '@xstate/react';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { Button } from '@/components/Button';
import { CartButton } from '@/app/CartButton';
import { ToastRegion } from '@/components/Toast';
import { BRAND } from '@/domain/constants';
import { menuPizzaTarget, menuSlugToCategoryId, QUERY } from '@/domain/navigation';
import { FAVOURITES_CATEGORY_ID } from '@/domain/menu';
import menuTexts from '@/i18n/en/menu';
import { useLanguageChange, useTexts } from '@/i18n/useTexts';
import {
  selectCategories,
  selectCategorySize,
  selectDeliveryType,
  selectFoodFilter,
  selectHasFailed,
  selectIsLoading,
  selectProducts,
  selectRail,
  selectSelectedCategoryId,
  selectSort,
  selectStore,
  selectVegOnly,
} from '@machines/menu.machine';
import { CartBar } from './CartBar';
import { CategoryTabs, PANEL_ID, tabId } from './CategoryTabs';
import { FreePizzas } from './FreePizzas';
import { MenuSkeleton } from './MenuSkeleton';
import { MenuToolbar } from './MenuToolbar';
import { ProductGrid } from './ProductGrid';
import { StoreBar } from './StoreBar';
import { useMenuActor } from './useMenuActor';
import styles from './MenuScreen.module.css';

/** SPEC 2: /menu/{slug} names the category; /menu takes ?categoryId. Anything else opens the first category. */
function useRequestedCategoryId(): number | null {
  const { slug } = useParams();
  const [search] = useSearchParams();
  if (slug !== undefined) return menuSlugToCategoryId(slug) ?? null;
  const raw = search.get(QUERY.categoryId);
  const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

/** SPEC 2 /menu and /menu/{slug}; /menu?pizzaId opens that pizza's customisation instead. */
export default function MenuScreen() {
  const [search] = useSearchParams();
  const pizzaTarget = menuPizzaTarget(search);
  return pizzaTarget === null ? <MenuPage /> : <Navigate to={pizzaTarget} replace />;
}

/** The selected store's menu by category, filtered, sorted, with 'Add' and favourites. */
function MenuPage() {
  const { t, fill } = useTexts(menuTexts);
  useDocumentTitle(fill(t.documentTitle, { brand: BRAND }));
  const requestedCategoryId = useRequestedCategoryId();
  const { pathname, search } = useLocation();
  const { actor, toast, dismissToast } = useMenuActor({ categoryId: requestedCategoryId });
  useLanguageChange(() => actor.send({ type: 'language.change' }));
  const store = useSelector(actor, selectStore);
  const deliveryType = useSelector(actor, selectDeliveryType);
  const rail = useSelector(actor, selectRail);
  const categories = useSelector(actor, selectCategories, shallowEqual);
  const selectedId = useSelector(actor, selectSelectedCategoryId);
  const products = useSelector(actor, selectProducts, shallowEqual);
  const categorySize = useSelector(actor, selectCategorySize);
  const vegOnly = useSelector(actor, selectVegOnly);
  const filter = useSelector(actor, selectFoodFilter);
  const sort = useSelector(actor, selectSort);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);

  // A link to another category while the screen is open (banner, /menu/{slug}) opens that category.
  useEffect(() => {
    if (requestedCategoryId !== null) actor.send({ type: 'category.select', categoryId: requestedCategoryId });
  }, [actor, requestedCategoryId]);

  const select = (categoryId: number) => actor.send({ type: 'category.select', categoryId });

  const emptyText = categorySize > 0 ? t.emptyFilter : selectedId === FAVOURITES_CATEGORY_ID ? t.emptyFavourites : t.emptyCategory;

  return (
    <>
      <AppHeader end={<CartButton />} />
      <main className={styles.page} aria-busy={isLoading}>
        <h1 className="visually-hidden">{t.heading}</h1>

        {isLoading ? <MenuSkeleton label={t.loading} /> : null}

        {hasFailed ? (
          <div role="alert" className={styles.failed}>
            <p className={styles.failedTitle}>{t.loadFailedTitle}</p>
            <p className={styles.failedBody}>{t.loadFailedBody}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'menu.retry' })}>
              {t.retry}
            </Button>
          </div>
        ) : null}

        {!isLoading && !hasFailed && store ? (
          <>
            <StoreBar store={store} deliveryType={deliveryType} rail={rail} />
            <FreePizzas storeId={store.id} />
            <CategoryTabs categories={categories} selectedId={selectedId} onSelect={select} />
            {selectedId !== null ? (
              <>
                <MenuToolbar
                  vegOnly={vegOnly}
                  filter={filter}
                  sort={sort}
                  onFilter={(next) => actor.send({ type: 'filter.select', filter: next })}
                  onSort={(next) => actor.send({ type: 'sort.select', sort: next })}
                />
                <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selectedId)} className={styles.panel}>
                  {products.length > 0 ? (
                    <ProductGrid actor={actor} products={products} returnUrl={`${pathname}${search}`} />
                  ) : (
                    <p className={styles.empty}>{emptyText}</p>
                  )}
                </section>
              </>
            ) : (
              <p className={styles.empty}>{t.emptyMenu}</p>
            )}
          </>
        ) : null}
      </main>
      <CartBar />
      <ToastRegion message={toast} onDismiss={dismissToast} />
    </>
  );
}

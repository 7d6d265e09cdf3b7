import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { TabList } from '@/components/TabList';
import { ToastRegion } from '@/components/Toast';
import { ROUTES } from '@/domain/navigation';
import {
  orderHistoryMachine,
  selectCanLoadMore,
  selectErrorMessage,
  selectFavouritesTab,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsComplete,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectOrders,
  selectCanToggleFavourite,
  selectSavingOrderId,
} from '@machines/orderHistory.machine';
import afterOrderTexts from '@/i18n/en/afterOrder';
import orderHistoryTexts from '@/i18n/en/orderHistory';
import { useTexts } from '@/i18n/useTexts';
import { OrderCard } from './OrderCard';
import card from '@/styles/card.module.css';
import styles from './OrderHistoryScreen.module.css';

type TabId = 'all' | 'favourites';
const TABS: readonly TabId[] = ['all', 'favourites'];
const PANEL_ID = 'order-history-panel';
const tabIdOf = (id: TabId): string => `order-history-tab-${id}`;

/** Starts loading the next page a little before the end of the list comes into view. */
const SENTINEL_MARGIN = '240px';

/** Asks for the next page when the end of the list scrolls into view (where IntersectionObserver exists). */
function EndOfList({ onReached }: { onReached: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(onReached);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached();
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}

/** The All / Favourites tabs and their orders, appended page by page. */
export function OrderHistoryList() {
  const actor = useActorRef(useMachineLogic(orderHistoryMachine), { input: {} });
  const favourites = useSelector(actor, selectFavouritesTab);
  const orders = useSelector(actor, selectOrders);
  const isLoading = useSelector(actor, selectIsLoading);
  const isLoadingMore = useSelector(actor, selectIsLoadingMore);
  const hasFailed = useSelector(actor, selectHasFailed);
  const hasMoreFailed = useSelector(actor, selectHasMoreFailed);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const isComplete = useSelector(actor, selectIsComplete);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const savingOrderId = useSelector(actor, selectSavingOrderId);
  const canToggleFavourite = useSelector(actor, selectCanToggleFavourite);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const [toast, setToast] = useState<string | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  const { t } = useTexts(orderHistoryTexts);
  const { retry: retryLabel } = useTexts(afterOrderTexts).t;

  useEffect(() => {
    const subscription = actor.on('toast.requested', ({ message }) => setToast(message));
    return () => subscription.unsubscribe();
  }, [actor]);

  const selectedTab: TabId = favourites ? 'favourites' : 'all';
  const loadMore = () => actor.send({ type: 'history.more' });
  const retry = () => actor.send({ type: 'history.retry' });

  return (
    <>
      <TabList
        items={TABS}
        idOf={(tab) => tab}
        selectedId={selectedTab}
        onSelect={(id) => actor.send({ type: 'tab.select', favourites: id === 'favourites' })}
        tabIdOf={tabIdOf}
        panelId={PANEL_ID}
        label={t.tabsLabel}
        className={styles.tabs}
        tabClassName={styles.tab}
        renderTab={(tab) => t.tabs[tab]}
      />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabIdOf(selectedTab)}
        aria-busy={isLoading || isLoadingMore}
        className={styles.panel}
      >
        {isLoading ? <Loader label={t.loading} /> : null}
        {hasFailed ? <StatusPanel title={t.loadFailedTitle} body={errorMessage ?? ''} retryLabel={retryLabel} onRetry={retry} /> : null}
        {isEmpty ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{favourites ? t.empty.favouritesTitle : t.empty.title}</p>
            <p>{favourites ? t.empty.favouritesBody : t.empty.body}</p>
            <Link to={ROUTES.menu} className={`${card.primaryLink} ${card.smallLink} ${styles.emptyLink}`}>
              {t.orderNow}
            </Link>
          </div>
        ) : null}
        {orders.length > 0 ? (
          <ol className={styles.list}>
            {orders.map((order) => (
              <li key={order.orderId}>
                <OrderCard
                  order={order}
                  saving={savingOrderId === order.orderId}
                  canToggle={canToggleFavourite}
                  onToggleFavourite={(orderId) => actor.send({ type: 'favourite.toggle', orderId })}
                />
              </li>
            ))}
          </ol>
        ) : null}
        {/* The button stays while the next page loads, so a keyboard user pressing it keeps their focus. */}
        {canLoadMore || isLoadingMore ? (
          <div className={styles.more}>
            {canLoadMore ? <EndOfList onReached={loadMore} /> : null}
            <Button variant="secondary" onClick={loadMore} aria-busy={isLoadingMore || undefined}>
              {t.loadMore}
            </Button>
          </div>
        ) : null}
        {isLoadingMore ? <Loader label={t.loadingMore} /> : null}
        {hasMoreFailed ? <StatusPanel title={t.moreFailed} body={errorMessage ?? ''} retryLabel={retryLabel} onRetry={retry} /> : null}
        {isComplete ? <p className={styles.allLoaded}>{t.allLoaded}</p> : null}
      </div>
      <ToastRegion message={toast} onDismiss={dismissToast} />
    </>
  );
}

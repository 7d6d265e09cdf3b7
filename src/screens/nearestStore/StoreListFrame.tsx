import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { StoreSummary } from '@/contract/locations';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { StoreListBody } from './StoreListBody';
import { StoreListHeading } from './StoreListHeading';
import { storeListRouteOf, type StoreListRoute } from './storeListRoute';
import { useStoreList, type StoreList } from './useStoreList';
import page from '@/styles/page.module.css';

/** What one visit offers the view that draws its stores. */
export interface StoreListVisit extends StoreList {
  route: StoreListRoute;
}

export interface StoreListFrameProps {
  /** The other view of the same list (its path and link text); the URL's query goes along unchanged. */
  otherView: { path: string; label: string };
  /** How the loaded stores are drawn: cards, or a map with cards. */
  renderStores: (stores: StoreSummary[], visit: StoreListVisit) => ReactNode;
}

interface StoreListPageProps extends Omit<StoreListFrameProps, 'otherView'> {
  route: StoreListRoute;
  otherView: { to: string; label: string };
}

/** One visit's stores, the city choice, and the store selection a 'Choose' starts. */
function StoreListPage({ route, otherView, renderStores }: StoreListPageProps) {
  const list = useStoreList(route);
  return (
    <>
      <StoreListHeading actor={list.actor} deliveryParam={route.deliveryParam} otherView={otherView} />
      <StoreListBody actor={list.actor} renderStores={(stores) => renderStores(stores, { ...list, route })} />
      {list.flow.overlay}
    </>
  );
}

/** The page around a store list view: the delivery type's title, the header, and one page per URL. */
export function StoreListFrame({ otherView, ...pageProps }: StoreListFrameProps) {
  const { t, fill } = useTexts(storeListTexts);
  const { pathname, search } = useLocation();
  const route = storeListRouteOf(pathname, search);
  const title = t.titles[route.deliveryType];
  useDocumentTitle(fill(t.documentTitle, { title }));

  return (
    <>
      <AppHeader />
      <main className={page.page}>
        <h1 className={page.title}>{title}</h1>
        {/* A new URL is a new visit: a fresh list for its point and delivery type. */}
        <StoreListPage
          key={`${pathname}${search}`}
          route={route}
          otherView={{ to: `${otherView.path}${search}`, label: otherView.label }}
          {...pageProps}
        />
      </main>
    </>
  );
}

import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { ROUTES } from '@/domain/navigation';
import { documentTitleOf, STORE_LIST_LABEL, TITLES, VIEW_ON_MAP } from './messages';
import { StoreCard } from './StoreCard';
import { StoreListBody } from './StoreListBody';
import { StoreListHeading } from './StoreListHeading';
import { storeListRouteOf, type StoreListRoute } from './storeListRoute';
import { useStoreList, type StoreListMachines } from './useStoreList';
import styles from './StoreList.module.css';

export type NearestStoreScreenProps = StoreListMachines;

interface StoreListPageProps extends StoreListMachines {
  route: StoreListRoute;
  /** The URL's query, passed on unchanged to the map view. */
  search: string;
}

/** One visit's list: the stores, the city choice, and the store selection a 'Choose' starts. */
function StoreListPage({ route, search, machine, selectionMachine }: StoreListPageProps) {
  const { actor, flow, choose } = useStoreList(route, { machine, selectionMachine });
  return (
    <>
      <StoreListHeading
        actor={actor}
        deliveryParam={route.deliveryParam}
        otherView={{ to: `${ROUTES.takeawayMapScreen}${search}`, label: VIEW_ON_MAP }}
      />
      <StoreListBody
        actor={actor}
        renderStores={(stores) => (
          <ul className={styles.stores} aria-label={STORE_LIST_LABEL}>
            {stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} onChoose={choose} disabled={flow.busy} />
              </li>
            ))}
          </ul>
        )}
      />
      {flow.overlay}
    </>
  );
}

/**
 * SPEC 2 /nearestStore?deliveryType&latitude&longitude: the stores near the point, or a city's stores;
 * /selectResturant?deliveryType&storePage=false starts with the city choice. A chosen store leads to the menu.
 */
export default function NearestStoreScreen({ machine, selectionMachine }: NearestStoreScreenProps) {
  const { pathname, search } = useLocation();
  const route = storeListRouteOf(pathname, search);
  const title = TITLES[route.deliveryType];
  useDocumentTitle(documentTitleOf(title));

  return (
    <>
      <AppHeader />
      <main className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {/* A new URL is a new visit: a fresh list for its point and delivery type. */}
        <StoreListPage key={`${pathname}${search}`} route={route} search={search} machine={machine} selectionMachine={selectionMachine} />
      </main>
    </>
  );
}

import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { ROUTES } from '@/domain/navigation';
import { documentTitleOf, TITLES, VIEW_AS_LIST } from '../nearestStore/messages';
import { StoreListBody } from '../nearestStore/StoreListBody';
import { StoreListHeading } from '../nearestStore/StoreListHeading';
import { storeListRouteOf, type StoreListRoute } from '../nearestStore/storeListRoute';
import { useStoreList, type StoreListMachines } from '../nearestStore/useStoreList';
import { StoresOnMap } from './StoresOnMap';
import styles from './TakeawayMapScreen.module.css';

export type TakeawayMapScreenProps = StoreListMachines;

interface StoreMapPageProps extends StoreListMachines {
  route: StoreListRoute;
  /** The URL's query, passed on unchanged to the list view. */
  search: string;
}

/** One visit's map: the same store list as /nearestStore, drawn as markers. */
function StoreMapPage({ route, search, machine, selectionMachine }: StoreMapPageProps) {
  const { actor, flow, choose } = useStoreList(route, { machine, selectionMachine });
  return (
    <>
      <StoreListHeading
        actor={actor}
        deliveryParam={route.deliveryParam}
        otherView={{ to: `${ROUTES.nearestStore}${search}`, label: VIEW_AS_LIST }}
      />
      <StoreListBody
        actor={actor}
        renderStores={(stores) => <StoresOnMap actor={actor} stores={stores} point={route.point} choose={choose} busy={flow.busy} />}
      />
      {flow.overlay}
    </>
  );
}

/** SPEC 2 /takeawayMapScreen?deliveryType&latitude&longitude: the stores near the point on a map; a chosen store leads to the menu. */
export default function TakeawayMapScreen({ machine, selectionMachine }: TakeawayMapScreenProps) {
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
        <StoreMapPage key={`${pathname}${search}`} route={route} search={search} machine={machine} selectionMachine={selectionMachine} />
      </main>
    </>
  );
}

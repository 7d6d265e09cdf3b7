import { Link, useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Loader } from '@/components/Loader';
import { ROUTES } from '@/domain/navigation';
import { selectIsLoggedIn, selectIsReady, selectUserId } from '@machines/session.machine';
import { addressBookMachine } from '@machines/addressBook.machine';
import { addressBookRouteOf, type AddressBookRoute } from './addressBookRoute';
import { ManageAddresses } from './ManageAddresses';
import { SelectAddress } from './SelectAddress';
import {
  BACK_TO_PROFILE,
  LOADING_ADDRESSES,
  MANAGE_DOCUMENT_TITLE,
  MANAGE_TITLE,
  SELECT_DOCUMENT_TITLE,
  SELECT_SUBTITLE,
  SELECT_TITLE,
} from './messages';
import page from '@/styles/page.module.css';
import styles from './AddressBookScreen.module.css';

interface AddressBookViewProps {
  userId: string | null;
  route: AddressBookRoute;
}

/** One visit's address book actor, for the logged-in user's server list or the guest's device list. */
function AddressBookView({ userId, route }: AddressBookViewProps) {
  const actor = useActorRef(useMachineLogic(addressBookMachine), { input: { userId } });
  return route.mode === 'manage' ? (
    <ManageAddresses actor={actor} />
  ) : (
    <SelectAddress actor={actor} matchPoint={route.matchPoint} />
  );
}

/**
 * SPEC 2 /myAddresses, /address and /changeAddress: 'My Addresses' manages the saved addresses;
 * 'Choose a delivery address' picks one for the order. Guests' addresses stay on the device (SPEC 6).
 */
export default function AddressBookScreen() {
  const { pathname, search } = useLocation();
  const route = addressBookRouteOf(pathname, search);
  const isManaging = route.mode === 'manage';
  useDocumentTitle(isManaging ? MANAGE_DOCUMENT_TITLE : SELECT_DOCUMENT_TITLE);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const sessionUserId = useSelector(session, selectUserId);
  const userId = isLoggedIn ? sessionUserId : null;

  return (
    <>
      <AppHeader />
      <main className={page.page}>
        {route.fromProfile ? (
          <Link to={ROUTES.profile} className={styles.back}>
            <span aria-hidden="true">‹</span> {BACK_TO_PROFILE}
          </Link>
        ) : null}
        <h1 className={page.title}>{isManaging ? MANAGE_TITLE : SELECT_TITLE}</h1>
        {isManaging ? null : <p className={styles.subtitle}>{SELECT_SUBTITLE}</p>}
        {isReady ? (
          // A login or logout during the visit, or another mode, starts a fresh list.
          <AddressBookView
            key={`${userId ?? 'guest'}:${route.mode}`}
            userId={userId}
            route={route}
          />
        ) : (
          <Loader label={LOADING_ADDRESSES} fullPage />
        )}
      </main>
    </>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Loader } from '@/components/Loader';
import { ROUTES } from '@/domain/navigation';
import addressBookTexts from '@/i18n/en/addressBook';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn, selectIsReady, selectUserId } from '@machines/session.machine';
import { addressBookMachine } from '@machines/addressBook.machine';
import { addressBookRouteOf, type AddressBookRoute } from './addressBookRoute';
import { ManageAddresses } from './ManageAddresses';
import { SelectAddress } from './SelectAddress';
import page from '@/styles/page.module.css';
import styles from './AddressBookScreen.module.css';

interface AddressBookViewProps {
  userId: string | null;
  route: AddressBookRoute;
}

/** One visit's address book actor, for the logged-in user's server list or the guest's device list. */
function AddressBookView({ userId, route }: AddressBookViewProps) {
  const actor = useActorRef(useMachineLogic(addressBookMachine), { input: { userId } });
  return route.mode === 'manage' ? <ManageAddresses actor={actor} /> : <SelectAddress actor={actor} matchPoint={route.matchPoint} />;
}

/**
 * SPEC 2 /myAddresses, /address and /changeAddress: 'My Addresses' manages the saved addresses;
 * 'Choose a delivery address' picks one for the order. Guests' addresses stay on the device (SPEC 6).
 */
export default function AddressBookScreen() {
  const { t } = useTexts(addressBookTexts);
  const { pathname, search } = useLocation();
  const route = addressBookRouteOf(pathname, search);
  const isManaging = route.mode === 'manage';
  useDocumentTitle(isManaging ? t.manageDocumentTitle : t.selectDocumentTitle);
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
            <span aria-hidden="true">‹</span> {t.backToProfile}
          </Link>
        ) : null}
        <h1 className={page.title}>{isManaging ? t.manageTitle : t.selectTitle}</h1>
        {isManaging ? null : <p className={styles.subtitle}>{t.selectSubtitle}</p>}
        {isReady ? (
          // A login or logout during the visit, or another mode, starts a fresh list.
          <AddressBookView key={`${userId ?? 'guest'}:${route.mode}`} userId={userId} route={route} />
        ) : (
          <Loader label={t.loading} fullPage />
        )}
      </main>
    </>
  );
}

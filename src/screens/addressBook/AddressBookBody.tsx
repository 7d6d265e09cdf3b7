import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useAppNavigate } from '@/app/useAppNavigate';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { DEFAULT_MAP_CENTRE, type Coordinates } from '@/domain/geo';
import { mapScreenRoute } from '@/domain/navigation';
import addressBookTexts from '@/i18n/en/addressBook';
import { useTexts } from '@/i18n/useTexts';
import { selectAddresses, type addressBookMachine, type AddressBookSnapshot } from '@machines/addressBook.machine';
import styles from './AddressBookScreen.module.css';

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

const selectIsLoading = (snapshot: AddressBookSnapshot) => snapshot.matches('loading');
const selectLoadFailed = (snapshot: AddressBookSnapshot) => snapshot.matches('failed');
const selectHasAddresses = (snapshot: AddressBookSnapshot) => snapshot.context.addresses.length > 0;

/** Where the map opens for a new address: the newest saved address, else the default centre. */
function newAddressPoint(snapshot: AddressBookSnapshot): Coordinates {
  const newest = selectAddresses(snapshot)[0];
  return newest ? { latitude: newest.latitude, longitude: newest.longitude } : DEFAULT_MAP_CENTRE;
}

/** Opens the map to add an address (SPEC 2 /mapScreen with isAddAddress); the map screen saves it and comes back. */
export function useAddAddress(actor: AddressBookActor): (point?: Coordinates) => void {
  const navigate = useAppNavigate();
  return (point) => navigate(mapScreenRoute(point ?? newAddressPoint(actor.getSnapshot()), true));
}

/** 'Add new address', opening the map at the newest saved address or the default centre. */
export function AddAddressButton({ actor }: { actor: AddressBookActor }) {
  const { t } = useTexts(addressBookTexts);
  const addAddress = useAddAddress(actor);
  return (
    <Button variant="secondary" block onClick={() => addAddress()}>
      <span aria-hidden="true" className={styles.plus}>
        +
      </span>
      {t.addAddress}
    </Button>
  );
}

/** Loading, a failed load with retry, or the empty state; the list itself once there is one. */
export function AddressBookBody({ actor, children }: { actor: AddressBookActor; children: ReactNode }) {
  const { t } = useTexts(addressBookTexts);
  const isLoading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const hasAddresses = useSelector(actor, selectHasAddresses);

  if (isLoading) return <Loader label={t.loading} fullPage />;
  if (loadFailed) {
    return (
      <StatusPanel
        title={t.loadFailedTitle}
        body={t.loadFailedBody}
        retryLabel={t.retry}
        onRetry={() => actor.send({ type: 'addresses.retry' })}
      />
    );
  }
  if (!hasAddresses) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyArt} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
            <path
              d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h2 className={styles.emptyTitle}>{t.emptyTitle}</h2>
        <p className={styles.emptyBody}>{t.emptyBody}</p>
        <AddAddressButton actor={actor} />
      </div>
    );
  }
  return children;
}

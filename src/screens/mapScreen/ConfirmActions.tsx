import { useEffect, useEffectEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useRootActors } from '@/app/RootActorsContext';
import { useStoreSelectionFlow } from '@/app/storeSelectionFlow';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useMachineLogic } from '@/app/machineLogic';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { DELIVERY_TYPE_CODES, ROUTES } from '@/domain/navigation';
import mapScreenTexts from '@/i18n/en/mapScreen';
import { useTexts } from '@/i18n/useTexts';
import { addressBookMachine, selectHasFailed, type AddressBookSnapshot } from '@machines/addressBook.machine';
import { selectIsBusy as selectPinIsBusy, selectPlace, selectPoint, type mapPinMachine } from '@machines/mapPin.machine';
import { selectIsLoggedIn, selectIsReady, selectUser, selectUserId } from '@machines/session.machine';
import { AddressSheet } from './AddressSheet';
import { newAddressDraft } from './addressDraft';
import { coordinatesText } from './coordinatesText';
import styles from './MapScreen.module.css';

type MapPinActor = ActorRefFrom<typeof mapPinMachine>;

/** SPEC 4: once the store is saved the user goes to a requested page; from the delivery map that is the menu. */
const AFTER_STORE_CHOSEN = ROUTES.menu;

/** Confirm for delivery: the store serving the pin is looked up, saved, and the customer goes on to the menu. */
export function ConfirmDelivery({ pin }: { pin: MapPinActor }) {
  const { t } = useTexts(mapScreenTexts);
  const flow = useStoreSelectionFlow({ deliveryType: DELIVERY_TYPE_CODES.delivery, next: AFTER_STORE_CHOSEN });
  const pinBusy = useSelector(pin, selectPinIsBusy);

  return (
    <>
      <BusyButton
        block
        busy={flow.busy}
        busyLabel={t.findingStore}
        disabled={pinBusy}
        onClick={() => flow.choose(selectPoint(pin.getSnapshot()))}
      >
        {t.confirmLocation}
      </BusyButton>
      {flow.overlay}
    </>
  );
}

const selectCanAdd = (snapshot: AddressBookSnapshot) => snapshot.can({ type: 'address.add' });
const selectIsLoading = (snapshot: AddressBookSnapshot) => snapshot.matches('loading');
const selectIsEditing = (snapshot: AddressBookSnapshot) => snapshot.matches('editing') || snapshot.matches('saving');

interface AddAddressProps {
  pin: MapPinActor;
}

/** One address book per user: the session must be known before it opens. */
export function ConfirmNewAddress({ pin }: AddAddressProps) {
  const { t } = useTexts(mapScreenTexts);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);

  if (!isReady) {
    return (
      <BusyButton block busy busyLabel={t.addressesLoading}>
        {t.confirmLocation}
      </BusyButton>
    );
  }
  // A guest's addresses stay on this device (userId null).
  const owner = isLoggedIn ? userId : null;
  return <NewAddress key={owner ?? ''} pin={pin} userId={owner} />;
}

/** Confirm for a new saved address: the form opens in a sheet with the pin's place; saved, it goes to the address list. */
function NewAddress({ pin, userId }: AddAddressProps & { userId: string | null }) {
  const { t } = useTexts(mapScreenTexts);
  const { session } = useRootActors();
  const book = useActorRef(useMachineLogic(addressBookMachine), { input: { userId } });
  const canAdd = useSelector(book, selectCanAdd);
  const isLoading = useSelector(book, selectIsLoading);
  const hasFailed = useSelector(book, selectHasFailed);
  const isEditing = useSelector(book, selectIsEditing);
  const pinBusy = useSelector(pin, selectPinIsBusy);
  const place = useSelector(pin, selectPlace);
  const point = useSelector(pin, selectPoint);
  const appNavigate = useAppNavigate();
  const saved = useEffectEvent(() => appNavigate(ROUTES.myAddresses));

  // Saving ends in `listing`; cancelling leaves `editing` for it too, without a save.
  useEffect(() => {
    let previous = book.getSnapshot();
    const subscription = book.subscribe((snapshot) => {
      if (previous.matches('saving') && snapshot.matches('listing')) saved();
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [book]);

  const confirm = () => {
    const user = userId === null ? null : selectUser(session.getSnapshot());
    book.send({ type: 'address.add', draft: newAddressDraft(point, place, user) });
  };

  return (
    <>
      {hasFailed ? (
        <div role="alert" className={styles.bookFailed}>
          <p>{t.addressesFailed}</p>
          <Button variant="secondary" onClick={() => book.send({ type: 'addresses.retry' })}>
            {t.retryAddresses}
          </Button>
        </div>
      ) : null}
      <BusyButton block busy={isLoading} busyLabel={t.addressesLoading} disabled={!canAdd || pinBusy} onClick={confirm}>
        {t.confirmLocation}
      </BusyButton>
      {isEditing ? <AddressSheet actor={book} pinnedAt={place?.formattedAddress ?? coordinatesText(point)} /> : null}
    </>
  );
}

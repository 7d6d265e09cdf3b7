import { useEffect, useEffectEvent, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { SavedAddress } from '@/contract/addresses';
import { useStoreSelectionFlow } from '@/app/storeSelectionFlow';
import { Popup } from '@/components/Popup';
import type { Coordinates } from '@/domain/geo';
import { DELIVERY_TYPE_CODES } from '@/domain/navigation';
import addressBookTexts from '@/i18n/en/addressBook';
import { useTexts } from '@/i18n/useTexts';
import { selectAddresses, selectNotice, type AddressBookSnapshot } from '@machines/addressBook.machine';
import { AddAddressButton, AddressBookBody, useAddAddress, type AddressBookActor } from './AddressBookBody';
import { AddressSummary, streetLineOf } from './AddressSummary';
import styles from './AddressBookScreen.module.css';
import { useMessages } from '@/i18n/useMessages';

const selectIsListing = (snapshot: AddressBookSnapshot) => snapshot.matches('listing');

export interface SelectAddressProps {
  actor: AddressBookActor;
  /** A location from the URL to match to a saved address; null without one. */
  matchPoint: Coordinates | null;
}

/**
 * 'Choose a delivery address': a tapped address (or the one matching the URL's location) goes to store
 * selection for delivery, which takes the customer to the cart; no match shows the SPEC 8 notice.
 */
export function SelectAddress({ actor, matchPoint }: SelectAddressProps) {
  const { t, fill } = useTexts(addressBookTexts);
  const flow = useStoreSelectionFlow({ deliveryType: DELIVERY_TYPE_CODES.delivery, next: 'cart' });
  const addresses = useSelector(actor, selectAddresses);
  const notice = useSelector(actor, selectNotice);
  const say = useMessages();
  const isListing = useSelector(actor, selectIsListing);
  const addAddress = useAddAddress(actor);
  const matchAsked = useRef(false);
  const latitude = matchPoint?.latitude;
  const longitude = matchPoint?.longitude;

  const choose = (address: SavedAddress) =>
    flow.choose({ latitude: address.latitude, longitude: address.longitude, addressId: address.address_id });
  const chooseMatched = useEffectEvent(choose);

  useEffect(() => {
    const subscription = actor.on('address.matched', ({ address }) => chooseMatched(address));
    return () => subscription.unsubscribe();
  }, [actor]);

  // SPEC 8: the URL's location is matched once, as soon as the saved addresses are in.
  useEffect(() => {
    if (latitude === undefined || longitude === undefined || !isListing || matchAsked.current) return;
    matchAsked.current = true;
    actor.send({ type: 'location.match', latitude, longitude });
  }, [actor, isListing, latitude, longitude]);

  return (
    <>
      <AddressBookBody actor={actor}>
        <ul role="list" aria-label={t.savedAddressesLabel} className={styles.list} aria-busy={flow.busy || undefined}>
          {addresses.map((address) => (
            <li key={address.address_id}>
              <button
                type="button"
                className={`${styles.card} ${styles.choice}`}
                aria-label={fill(t.deliverToLabel, { label: t.labels[address.label], line: streetLineOf(address) })}
                disabled={flow.busy}
                onClick={() => choose(address)}
              >
                <AddressSummary address={address} />
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <AddAddressButton actor={actor} />
        </div>
      </AddressBookBody>

      {notice ? (
        <Popup
          header={say(notice.header)}
          body={<p>{say(notice.body)}</p>}
          leftButton={{ label: t.noticeDismiss, onClick: () => actor.send({ type: 'notice.dismiss' }) }}
          rightButton={{ label: t.addAddress, onClick: () => addAddress(matchPoint ?? undefined) }}
          onClose={() => actor.send({ type: 'notice.dismiss' })}
        />
      ) : null}
      {flow.overlay}
    </>
  );
}

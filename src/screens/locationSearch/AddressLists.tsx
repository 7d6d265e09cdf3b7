import { useId, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import type { SavedAddress } from '@/contract/addresses';
import { selectAddresses, selectHasFailed, selectRecentSearches, type addressBookMachine } from '@machines/addressBook.machine';
import locationSearchTexts from '@/i18n/en/locationSearch';
import { useTexts } from '@/i18n/useTexts';
import { AddressLabelIcon, ClockIcon } from './icons';
import { PlaceText } from './PlaceText';
import { RetryNotice } from './RetryNotice';
import styles from './LocationSearchScreen.module.css';

type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

/** A titled list of places to pick from. */
function PickList({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul role="list" className={styles.list}>
        {children}
      </ul>
    </section>
  );
}

/** House number, street, locality and city, skipping the empty ones. */
export function addressLine(address: SavedAddress): string {
  return [address.houseNo, address.address, address.locality, address.city].filter((part) => part.trim() !== '').join(', ');
}

export interface SavedAddressesProps {
  actor: AddressBookActor;
  onPick: (address: SavedAddress) => void;
  disabled: boolean;
}

/** SPEC 2 'Saved Addresses', shown only when there are some. */
export function SavedAddresses({ actor, onPick, disabled }: SavedAddressesProps) {
  const { t } = useTexts(locationSearchTexts);
  const addresses = useSelector(actor, selectAddresses);
  const hasFailed = useSelector(actor, selectHasFailed);

  if (hasFailed) {
    return <RetryNotice message={t.addressesFailed} onRetry={() => actor.send({ type: 'addresses.retry' })} />;
  }
  if (addresses.length === 0) return null;

  return (
    <PickList title={t.savedAddresses}>
      {addresses.map((address) => (
        <li key={address.address_id}>
          <button type="button" className={styles.row} disabled={disabled} onClick={() => onPick(address)}>
            <span className={styles.rowIcon}>
              <AddressLabelIcon label={address.label} />
            </span>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{t.labels[address.label]}</span>
              <span className={styles.rowDetail}>{addressLine(address)}</span>
            </span>
          </button>
        </li>
      ))}
    </PickList>
  );
}

export interface RecentSearchesProps {
  actor: AddressBookActor;
  onPick: (place: GeoPlace) => void;
}

/** SPEC 2 'Recently Searched': the 3 newest searches (SPEC 9), shown only when there are some. */
export function RecentSearches({ actor, onPick }: RecentSearchesProps) {
  const { t } = useTexts(locationSearchTexts);
  const recent = useSelector(actor, selectRecentSearches, shallowEqual);
  if (recent.length === 0) return null;

  return (
    <PickList title={t.recentlySearched}>
      {recent.map((place) => (
        <li key={place.placeId}>
          <button type="button" className={styles.row} onClick={() => onPick(place)}>
            <span className={styles.rowIcon}>
              <ClockIcon />
            </span>
            <PlaceText place={place} />
          </button>
        </li>
      ))}
    </PickList>
  );
}

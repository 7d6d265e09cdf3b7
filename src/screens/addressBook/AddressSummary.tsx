import type { SavedAddress } from '@/contract/addresses';
import type { AddressLabel } from '@/domain/address';
import { COUNTRY_PREFIX } from '@/domain/constants';
import addressBookTexts from '@/i18n/en/addressBook';
import { useTexts } from '@/i18n/useTexts';
import styles from './AddressBookScreen.module.css';

const joined = (...parts: string[]): string =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** 'House no, society/street'. */
export const streetLineOf = (address: SavedAddress): string => joined(address.houseNo, address.address);
/** 'Locality, city'. */
export const areaLineOf = (address: SavedAddress): string => joined(address.locality, address.city);

function LabelIcon({ label }: { label: AddressLabel }) {
  const paths: Record<AddressLabel, string> = {
    Home: 'M4 11.5 12 5l8 6.5V20h-5.5v-5h-5v5H4z',
    Work: 'M4 8.5h16V19H4zM9 8.5V6h6v2.5M4 13h16',
    Other: 'M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  };
  return (
    <span className={styles.labelIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d={paths[label]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** A saved address as the customer knows it: its label, street line, area line and contact. */
export function AddressSummary({ address }: { address: SavedAddress }) {
  const { t } = useTexts(addressBookTexts);
  const contact = [address.fullName.trim(), address.mobile_no ? `${COUNTRY_PREFIX} ${address.mobile_no}` : ''].filter(Boolean).join(' · ');
  return (
    <span className={styles.summary}>
      <LabelIcon label={address.label} />
      <span className={styles.summaryText}>
        <span className={styles.label}>{t.labels[address.label]}</span>
        <span className={styles.street}>{streetLineOf(address)}</span>
        <span className={styles.area}>{areaLineOf(address)}</span>
        {contact ? <span className={styles.contact}>{contact}</span> : null}
      </span>
    </span>
  );
}

import { useSelector } from '@xstate/react';
import { AddressForm } from '@/screens/addressBook/AddressForm';
import { Button } from '@/components/Button';
import addressBookTexts from '@/i18n/en/addressBook';
import { useTexts } from '@/i18n/useTexts';
import { selectAddresses, type AddressBookSnapshot } from '@machines/addressBook.machine';
import { AddAddressButton, AddressBookBody, type AddressBookActor } from './AddressBookBody';
import { AddressSummary, streetLineOf } from './AddressSummary';
import { DeleteAddressPopup } from './DeleteAddressPopup';
import styles from './AddressBookScreen.module.css';

const selectEditingId = (snapshot: AddressBookSnapshot) => snapshot.context.editingId;
const selectCanChange = (snapshot: AddressBookSnapshot) => snapshot.matches('listing');
const selectAsksDelete = (snapshot: AddressBookSnapshot) => snapshot.context.deletingId !== null;

/** 'My Addresses': each saved address with Edit (inline form) and Delete (after confirmation). */
export function ManageAddresses({ actor }: { actor: AddressBookActor }) {
  const { t, fill } = useTexts(addressBookTexts);
  const addresses = useSelector(actor, selectAddresses);
  const editingId = useSelector(actor, selectEditingId);
  const canChange = useSelector(actor, selectCanChange);
  const asksDelete = useSelector(actor, selectAsksDelete);

  return (
    <AddressBookBody actor={actor}>
      <ul role="list" aria-label={t.savedAddressesLabel} className={styles.list}>
        {addresses.map((address) => (
          <li key={address.address_id} className={styles.card}>
            {editingId === address.address_id ? (
              <AddressForm actor={actor} submitLabel={t.saveChanges} />
            ) : (
              <>
                <AddressSummary address={address} />
                <div className={styles.cardActions}>
                  <Button
                    variant="secondary"
                    className={styles.smallButton}
                    aria-label={fill(t.editAddressLabel, { label: t.labels[address.label], line: streetLineOf(address) })}
                    disabled={!canChange}
                    onClick={() => actor.send({ type: 'address.edit', addressId: address.address_id })}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    className={`${styles.smallButton} ${styles.danger}`}
                    aria-label={fill(t.deleteAddressLabel, { label: t.labels[address.label], line: streetLineOf(address) })}
                    disabled={!canChange}
                    onClick={() => actor.send({ type: 'address.delete', addressId: address.address_id })}
                  >
                    {t.delete}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <AddAddressButton actor={actor} />
      </div>
      {asksDelete ? <DeleteAddressPopup actor={actor} /> : null}
    </AddressBookBody>
  );
}

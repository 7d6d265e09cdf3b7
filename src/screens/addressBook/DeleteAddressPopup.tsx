import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SavedAddress } from '@/contract/addresses';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import addressBookTexts from '@/i18n/en/addressBook';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import { selectAddressError, selectAddresses, type addressBookMachine, type AddressBookSnapshot } from '@machines/addressBook.machine';
import { areaLineOf, streetLineOf } from './AddressSummary';
import styles from './AddressBookScreen.module.css';

const selectIsDeleting = (snapshot: AddressBookSnapshot) => snapshot.matches('deleting');
const selectDeleteFailed = (snapshot: AddressBookSnapshot) => snapshot.matches({ confirmingDelete: 'failed' });
const selectDeletingId = (snapshot: AddressBookSnapshot) => snapshot.context.deletingId;

/** Asks before a saved address is deleted; stays open while it is deleted and explains a failure. */
export function DeleteAddressPopup({ actor }: { actor: ActorRefFrom<typeof addressBookMachine> }) {
  const { t } = useTexts(addressBookTexts);
  const say = useMessages();
  const deletingId = useSelector(actor, selectDeletingId);
  const addresses = useSelector(actor, selectAddresses);
  const isDeleting = useSelector(actor, selectIsDeleting);
  const failed = useSelector(actor, selectDeleteFailed);
  const error = useSelector(actor, selectAddressError);
  const address: SavedAddress | undefined = addresses.find((entry) => entry.address_id === deletingId);
  const cancel = () => actor.send({ type: 'delete.cancel' });

  return (
    <Popup
      header={t.deleteTitle}
      body={
        <>
          {address ? (
            <p className={styles.deleteAddress}>
              <strong>{t.labels[address.label]}</strong>
              <br />
              {streetLineOf(address)}
              <br />
              {areaLineOf(address)}
            </p>
          ) : null}
          <p>{t.deleteBody}</p>
          {isDeleting ? <Loader label={t.deleting} /> : null}
          {failed ? (
            <p role="alert" className={styles.deleteError}>
              {t.deleteFailed} {error?.displayMsg || say('genericError')}
            </p>
          ) : null}
        </>
      }
      leftButton={{ label: t.deleteCancel, onClick: cancel }}
      rightButton={{ label: t.deleteConfirm, onClick: () => actor.send({ type: 'delete.confirm' }) }}
      onClose={cancel}
      alert
      initialFocus="left"
    />
  );
}

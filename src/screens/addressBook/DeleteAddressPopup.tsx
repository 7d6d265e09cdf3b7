import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SavedAddress } from '@/contract/addresses';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import {
  selectAddressError,
  selectAddresses,
  type addressBookMachine,
  type AddressBookSnapshot,
} from '@machines/addressBook.machine';
import { areaLineOf, streetLineOf } from './AddressSummary';
import {
  DELETE_BODY,
  DELETE_CANCEL,
  DELETE_CONFIRM,
  DELETE_FAILED,
  DELETE_TITLE,
  DELETING,
  GENERIC_ERROR,
} from './messages';
import styles from './AddressBookScreen.module.css';

const selectIsDeleting = (snapshot: AddressBookSnapshot) => snapshot.matches('deleting');
const selectDeleteFailed = (snapshot: AddressBookSnapshot) => snapshot.matches({ confirmingDelete: 'failed' });
const selectDeletingId = (snapshot: AddressBookSnapshot) => snapshot.context.deletingId;

/** Asks before a saved address is deleted; stays open while it is deleted and explains a failure. */
export function DeleteAddressPopup({ actor }: { actor: ActorRefFrom<typeof addressBookMachine> }) {
  const deletingId = useSelector(actor, selectDeletingId);
  const addresses = useSelector(actor, selectAddresses);
  const isDeleting = useSelector(actor, selectIsDeleting);
  const failed = useSelector(actor, selectDeleteFailed);
  const error = useSelector(actor, selectAddressError);
  const address: SavedAddress | undefined = addresses.find((entry) => entry.address_id === deletingId);
  const cancel = () => actor.send({ type: 'delete.cancel' });

  return (
    <Popup
      header={DELETE_TITLE}
      body={
        <>
          {address ? (
            <p className={styles.deleteAddress}>
              <strong>{address.label}</strong>
              <br />
              {streetLineOf(address)}
              <br />
              {areaLineOf(address)}
            </p>
          ) : null}
          <p>{DELETE_BODY}</p>
          {isDeleting ? <Loader label={DELETING} /> : null}
          {failed ? (
            <p role="alert" className={styles.deleteError}>
              {DELETE_FAILED} {error?.displayMsg || GENERIC_ERROR}
            </p>
          ) : null}
        </>
      }
      leftButton={{ label: DELETE_CANCEL, onClick: cancel }}
      rightButton={{ label: DELETE_CONFIRM, onClick: () => actor.send({ type: 'delete.confirm' }) }}
      onClose={cancel}
      alert
      initialFocus="left"
    />
  );
}

/** Texts of the address book (SPEC 2 /myAddresses, /address, /changeAddress). */
import { defineTexts } from '../texts';

export default defineTexts('addressBook', {
  manageTitle: 'My Addresses',
  selectTitle: 'Choose a delivery address',
  manageDocumentTitle: 'My Addresses · Slice',
  selectDocumentTitle: 'Choose a delivery address · Slice',
  selectSubtitle: 'Your order goes to the store that delivers to the address you choose.',
  backToProfile: 'Back to profile',

  loading: 'Loading your addresses',
  loadFailedTitle: 'We could not load your addresses.',
  loadFailedBody: 'Check your connection and try again.',
  retry: 'Try again',

  emptyTitle: 'No saved addresses yet',
  emptyBody: 'Add an address once and order to it in a tap next time.',
  addAddress: 'Add new address',
  savedAddressesLabel: 'Saved addresses',
  /** The saved address labels (SPEC 5 Home, Work, Other). */
  labels: { Home: 'Home', Work: 'Work', Other: 'Other' },

  edit: 'Edit',
  delete: 'Delete',
  saveChanges: 'Save changes',
  editAddressLabel: 'Edit {label} address, {line}',
  deleteAddressLabel: 'Delete {label} address, {line}',
  deliverToLabel: 'Deliver to {label}: {line}',

  deleteTitle: 'Delete this address?',
  deleteBody: 'It is removed from your saved addresses.',
  deleteCancel: 'Cancel',
  deleteConfirm: 'Delete',
  deleting: 'Deleting address',
  deleteFailed: 'We could not delete this address.',

  noticeDismiss: 'Not now',
});

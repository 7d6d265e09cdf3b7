/** The address book screen's UI texts; the SPEC 8 notice texts are the machine's notice codes (src/i18n/en/messages.ts). */
import { BRAND } from '@/domain/constants';
import messages from '@/i18n/en/messages';

export const GENERIC_ERROR = messages.texts.genericError;

export const MANAGE_TITLE = 'My Addresses';
export const SELECT_TITLE = 'Choose a delivery address';
export const MANAGE_DOCUMENT_TITLE = `${MANAGE_TITLE} · ${BRAND}`;
export const SELECT_DOCUMENT_TITLE = `${SELECT_TITLE} · ${BRAND}`;
export const SELECT_SUBTITLE = 'Your order goes to the store that delivers to the address you choose.';
export const BACK_TO_PROFILE = 'Back to profile';

export const LOADING_ADDRESSES = 'Loading your addresses';
export const LOAD_FAILED_TITLE = 'We could not load your addresses.';
export const LOAD_FAILED_BODY = 'Check your connection and try again.';
export const RETRY = 'Try again';

export const EMPTY_TITLE = 'No saved addresses yet';
export const EMPTY_BODY = 'Add an address once and order to it in a tap next time.';
export const ADD_ADDRESS = 'Add new address';
export const SAVED_ADDRESSES_LABEL = 'Saved addresses';

export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const SAVE_CHANGES = 'Save changes';
export const editAddressLabel = (label: string, line: string) => `Edit ${label} address, ${line}`;
export const deleteAddressLabel = (label: string, line: string) => `Delete ${label} address, ${line}`;
export const deliverToLabel = (label: string, line: string) => `Deliver to ${label}: ${line}`;

export const DELETE_TITLE = 'Delete this address?';
export const DELETE_BODY = 'It is removed from your saved addresses.';
export const DELETE_CANCEL = 'Cancel';
export const DELETE_CONFIRM = 'Delete';
export const DELETING = 'Deleting address';
export const DELETE_FAILED = 'We could not delete this address.';

export const NOTICE_DISMISS = 'Not now';

/** The only module that touches IndexedDB: a typed wrapper over idb-keyval with the key names. */
import { del, get, set } from 'idb-keyval';

/** Every key the app keeps in IndexedDB. */
export const STORAGE_KEYS = {
  /** The anonymous or logged-in session (user id and credentials). */
  session: 'slice.session',
  /** The landing screen's veg-only switch. */
  vegOnly: 'slice.vegOnly',
  /** The delivery choice last made on the landing screen. */
  deliveryChoice: 'slice.deliveryChoice',
  /** The install prompt preference (hidden until a time, or for ever). */
  installPrompt: 'slice.installPrompt',
  /** The payment mode chosen last (SPEC 3 paymentMode); cleared at login and logout. */
  paymentMode: 'slice.paymentMode',
  /** Whether the wallet is applied to the order; cleared at login and logout. */
  walletSelection: 'slice.walletSelection',
  /** The addresses kept on this device. */
  addresses: 'slice.addresses',
  /** The cart kept on this device. */
  cart: 'slice.cart',
  /** Loyalty information (SPEC 3 loyaltyInfo). */
  loyalty: 'slice.loyalty',
  /** The wallet summary loaded at login (SPEC 3 walletSummary). */
  wallet: 'slice.wallet',
  /** Query parameters saved for the feedback page, appended when login returns to /uf (SPEC 2, 4). */
  feedbackParams: 'slice.feedbackParams',
  /** The feedback form as last changed, for its order (SPEC 4 "Feedback is persisted locally"); cleared once stored. */
  feedbackDraft: 'slice.feedbackDraft',
  /** The social sign-in request in progress (state and return target), kept across the provider's redirect. */
  socialLogin: 'slice.socialLogin',
  /** The selected store with its location, delivery type and order timing (SPEC 3 storeId, location). */
  store: 'slice.store',
  /** The ids of the last stores selected, newest first (SPEC 3: last 4 store ids). */
  recentStoreIds: 'slice.recentStoreIds',
  /** The places searched last, newest first (SPEC 9: 4 kept, 3 shown). */
  recentSearches: 'slice.recentSearches',
  /** House numbers and landmarks given for map-pin delivery points, newest first (4 kept). */
  doorsteps: 'slice.doorsteps',
  /** A guest's cash order waiting for their login (SPEC 4 auto login); submitted by the login, cleared at logout. */
  pendingOrder: 'slice.pendingOrder',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Async so that a missing IndexedDB (old or locked-down browsers) rejects instead of throwing.

/** The stored value, or undefined when the key was never written. */
export async function readStored<T>(key: StorageKey): Promise<T | undefined> {
  return get<T>(key);
}

export async function writeStored<T>(key: StorageKey, value: T): Promise<void> {
  return set(key, value);
}

export async function removeStored(key: StorageKey): Promise<void> {
  return del(key);
}

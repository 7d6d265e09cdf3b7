/** User-facing texts from SPEC sections 2 and 8, exactly as written there. */

export const POPUP_DEFAULT_HEADER = 'Oops';
export const POPUP_DEFAULT_BUTTON = 'OK';

export const ERROR_FALLBACK_TITLE = 'Something went wrong!';
export const ERROR_FALLBACK_BODY = 'Please try again.';
export const ERROR_FALLBACK_BUTTON = 'Refresh';

export const GENERIC_ERROR = 'Something Went Wrong. Please Try Again.';
export const INTERNAL_SERVER_ERROR = 'internal server error';
/** SPEC 8: popup defaults for a 500 outside the retried calls. */
export const INTERNAL_SERVER_ERROR_HEADER = 'Ops';
export const INTERNAL_SERVER_ERROR_BUTTON = 'Ok';
export const BAD_RESPONSE = 'Bad response from server';
export const ASYNC_TIMEOUT = 'Async call timeout limit reached';

export const TOKEN_REFRESH_FAILED =
  'Looks like something went wrong, please retry. If you were logged in, please re-login to continue enjoying exclusive benefits';
export const LOGGED_OUT_BY_API = 'You have been logged out. Please login again.';

export const NETWORK_RETRYING = 'There seems to be network issue. Retrying ....';
export const NETWORK_LOST = 'Internet connection Lost';
export const NETWORK_RETRY_FAILED = 'Retry Failed';

export const BROKEN_LINK = 'We’re sorry. The link you clicked is not a working one!';

/** SPEC 8: the OTP was refused too often. */
export const OTP_VALIDATION_FAILED = 'Validation failed. please verify your number again.';

/** SPEC 8: location texts. */
export const LOCATION_BLOCKED = 'Location access is disabled. Please enable it in site settings';
export const LOCATION_BLOCKED_HEADER = 'Location Access Denied';
export const LOCATION_SEARCH_PROMPT = 'Search for your delivery location';
export const LOCATION_NOT_DELIVERABLE = 'We Do not Deliver Here';
export const STORE_UNAVAILABLE =
  'Sorry, we are facing some temporary issues with the store selected. Please select a different store';
export const LOCATION_NO_SAVED_ADDRESS_HEADER = 'Location doesn’t match any saved address';
export const LOCATION_NO_SAVED_ADDRESS =
  'None of your saved addresses match the location you have given. Add a new address if you need to.';

/** SPEC 8 texts answered with the store error codes '2.STORENA' and LOCATION_NOT_SERVICEABLE. */
export const STORE_ERROR_MESSAGES = {
  storeNotAvailable: STORE_UNAVAILABLE,
  notServiceable: LOCATION_NOT_DELIVERABLE,
} as const;

/** Answers of the request checks at the server's edge. */
export const passwordTooShort = (minLength: number): string => `Password should be at least ${minLength} characters.`;
export const PROFILE_UPDATE_EMPTY = 'Send at least one of firstName, lastName or email.';
export const TRACK_ORDER_ID_INVALID = 'Please enter a valid order id.';
export const REDIRECT_URI_MESSAGE = 'redirect_uri must be a path on this site.';
export const TRANSACTION_STATUS_URL_INVALID = 'transactionStatusUrl must be a path on this site.';
export const STORE_ID_INVALID = 'not a valid store id.';
export const tooManyProperties = (max: number): string => `at most ${max} properties`;

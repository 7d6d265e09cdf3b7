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

export const NETWORK_LOST = 'Internet connection Lost';

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

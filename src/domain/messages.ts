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

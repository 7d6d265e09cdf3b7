/** SPEC texts of sections 2, 5 and 8 that machines, components and the server share, keyed by the code they travel as. */
import { defineTexts } from '../texts';

const messages = defineTexts('messages', {
  popupHeader: 'Oops',
  popupButton: 'OK',

  errorFallbackTitle: 'Something went wrong!',
  errorFallbackBody: 'Please try again.',
  errorFallbackButton: 'Refresh',

  genericError: 'Something Went Wrong. Please Try Again.',
  internalServerError: 'internal server error',
  /** SPEC 8: popup defaults for a 500 outside the retried calls. */
  internalServerErrorHeader: 'Ops',
  internalServerErrorButton: 'Ok',
  badResponse: 'Bad response from server',
  asyncTimeout: 'Async call timeout limit reached',

  tokenRefreshFailed:
    'Looks like something went wrong, please retry. If you were logged in, please re-login to continue enjoying exclusive benefits',
  loggedOutByApi: 'You have been logged out. Please login again.',

  networkRetrying: 'There seems to be network issue. Retrying ....',
  networkLost: 'Internet connection Lost',
  networkRetryFailed: 'Retry Failed',

  brokenLink: 'We’re sorry. The link you clicked is not a working one!',

  /** The OTP was refused too often. */
  otpValidationFailed: 'Validation failed. please verify your number again.',

  locationBlocked: 'Location access is disabled. Please enable it in site settings',
  locationBlockedHeader: 'Location Access Denied',
  locationSearchPrompt: 'Search for your delivery location',
  locationNotDeliverable: 'We Do not Deliver Here',
  storeUnavailable: 'Sorry, we are facing some temporary issues with the store selected. Please select a different store',
  locationNoSavedAddressHeader: 'Location doesn’t match any saved address',
  locationNoSavedAddress: 'None of your saved addresses match the location you have given. Add a new address if you need to.',

  paymentFailed: 'Payment Failed. Please try again.',
  orderNotConfirmed: 'Your order was not confirmed. Please try placing the order again.',
});

export default messages;

/** A SPEC text as machines, components and the server pass it around: its key here. */
export type MessageCode = keyof typeof messages.texts;

/** What a person is told: a SPEC text by its code, or words the server already wrote in their language. */
export type Message = { readonly code: MessageCode } | { readonly text: string };

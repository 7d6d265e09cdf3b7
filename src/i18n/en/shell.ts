/** Texts of the app shell's own flows: the install banner, store selection and order submit overlays. */
import { defineTexts } from '../texts';

export default defineTexts('shell', {
  installBanner: {
    title: 'Get the Slice app',
    body: 'Install Slice for one-tap ordering, even on a slow connection.',
    install: 'Install',
    later: 'Not now',
    never: "Don't ask again",
  },
  storeSelection: {
    timingTitle: 'When do you want your order?',
    deliverNow: 'Deliver Now',
    pickUpNow: 'Pick up now',
    advanceOrder: 'Advance Order',
    advanceHint: 'We start preparing your order 30 minutes before this time.',
    advanceTimeLabel: 'Date and time',
    advanceTimeTooSoon: 'Please choose a time at least 30 minutes from now',
    continue: 'Continue',
    cancel: 'Cancel',
    vehicleTitle: 'Your vehicle',
    vehicleLabel: 'Vehicle details',
    vehicleHint: 'Colour, model and number, so we can bring the order to your car.',
    vehicleDetailsRequired: 'Please enter your vehicle details',
    vehicleDetailsTooLong: 'Vehicle details can have at most {max} characters',
    finding: 'Finding your store',
    storeProblemHeader: 'Store unavailable',
    retry: 'Try again',
  },
  orderSubmit: {
    placing: 'Placing your order',
    /** SPEC 8 duplicate order: a question about this order, never reading as if it went through already. */
    duplicateHeader: 'Place another order?',
    duplicateBody: 'You placed an order in the past {minutes} minutes. Do you want to continue placing this order?',
    duplicateContinue: 'Yes, place this order',
    duplicateCancel: 'No, not now',
    cancel: 'Cancel',
    retry: 'Try again',
    /** SPEC 3 enroll refused: the order was not placed; it may go without joining Pizza Pals. */
    enrolmentRefusedHeader: 'Could not join Pizza Pals',
    placeWithoutJoining: 'Place order without joining',
    /** Order submit problems by OrderSubmitProblem; SPEC gives no texts (ours). */
    problems: {
      orderNotReady: 'Your cart or store is no longer available. Please go back to your cart and try again.',
      paymentPageMissing: 'We could not open the payment page. Please try again or choose another way to pay.',
    },
  },
  completeAddress: {
    heading: 'Complete your address',
    deliverTo: 'Delivering to',
    note: 'Help your delivery partner find your door.',
    houseNo: 'House / Flat no.',
    houseNoHint: 'For example Flat 4B or House 12',
    landmark: 'Landmark (optional)',
    landmarkHint: 'For example Near City Hospital',
  },
  guestContact: {
    heading: 'Your mobile number',
    note: 'Pay cash without logging in first: we send a code to this number, and entering it logs you in and places your order.',
    mobile: 'Mobile number',
    mobileHint: '10 digits, for example 9876543210',
    payOnline: 'Log in to pay online',
  },
});

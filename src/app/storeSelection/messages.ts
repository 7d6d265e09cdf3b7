/** Texts of the store selection popups and messages (timing, vehicle details, lookup failures). */
export const STORE_SELECTION_TEXTS = {
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
  finding: 'Finding your store',
  storeProblemHeader: 'Store unavailable',
  retry: 'Try again',
} as const;

/** Texts of "Complete your address" on the payment page; the SPEC 5 'Enter House No' comes from src/domain/address. */
export const COMPLETE_ADDRESS_TEXTS = {
  heading: 'Complete your address',
  deliverTo: 'Delivering to',
  note: 'Help your delivery partner find your door.',
  houseNo: 'House / Flat no.',
  houseNoHint: 'For example Flat 4B or House 12',
  landmark: 'Landmark (optional)',
  landmarkHint: 'For example Near City Hospital',
} as const;

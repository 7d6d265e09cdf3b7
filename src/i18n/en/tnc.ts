/** Texts of the terms and conditions page (SPEC 2 /tnc), its rail section with the rules of ordering to a seat (SPEC 9 refunds). */
import { defineTexts } from '../texts';

export default defineTexts('tnc', {
  documentTitle: 'Terms and Conditions · Slice',
  heading: 'Terms and Conditions',
  intro: 'These terms apply to every order you place with Slice. Placing an order means you accept them.',
  contentsLabel: 'On this page',
  ordering: {
    heading: 'Ordering and payment',
    store:
      'Your order is made by the Slice store that serves your address, or by the store you choose for takeaway, dine-in or Drive-n-Pick.',
    bill: 'You pay the total on the bill at checkout, with taxes and charges shown there.',
    offers: 'Coupons and offers have their own terms, shown with each offer.',
    payment:
      'Pay online by card, UPI, net banking or wallet, or in cash where the store takes it. Your order is placed once its payment is confirmed.',
  },
  delivery: {
    heading: 'Delivery',
    guarantee: 'We deliver within {minutes} minutes of your order, or {allNightMinutes} minutes for all-night delivery (11 PM to 3 AM).',
    liability: 'If we are late, we cover up to {rupees} of that order.',
    tracking: 'You can follow your order on its tracking page until it reaches you.',
  },
  refunds: {
    heading: 'Cancellation and refunds',
    failed: 'If you pay but the order cannot be placed, or the store cancels it, the amount you paid is refunded in full.',
    days: 'A refund reaches the account you paid from in {days} business days.',
    wallet: 'You can move a refund to your Slice Wallet as Refund Points instead, from the order’s details; it arrives there at once.',
  },
  rail: {
    heading: 'Delivery to your train seat',
    pnr: 'Order with the PNR of your ticket, for a station ahead on your journey that a Slice store serves.',
    cutOff:
      'Each store sets how long before the train’s expected arrival it needs your order, from {min} to {max} minutes. The station list shows the last time to order at each station.',
    seat: 'We hand your order over at your seat, to the person who shows its {digits}-digit delivery code.',
    wallet: 'Orders to a seat cannot be paid with the Slice Wallet.',
    cancel:
      'You can cancel until {hours} hours before the train’s scheduled arrival at your station. An order placed later than that can be cancelled within {minutes} minutes of ordering.',
    late: 'If the train reaches your station more than {minutes} minutes late, or your ticket is cancelled, the order ends and you get a full refund.',
    refund: 'Refunds reach the account you paid from in {days} business days.',
  },
});

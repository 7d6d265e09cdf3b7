/** Texts of the offers pages (SPEC 2 /offers and /tncOffers; ours, SPEC gives none). */
import { defineTexts } from '../texts';

export default defineTexts('offers', {
  documentTitle: 'Offers · {brand}',
  heading: 'Offers for you',
  intro: 'Pick an offer and we will apply it to your cart.',
  loading: 'Loading offers',
  emptyTitle: 'No offers right now',
  emptyBody: 'This store has no offers running today. Check back soon for fresh deals.',
  failedTitle: 'We could not load the offers',
  loadFailedBody: 'Please check your connection and try again.',
  retry: 'Try again',
  browseMenu: 'Browse the menu',
  /** SPEC 5 confetti: shown with it, so the moment is announced without the animation too. */
  confetti: 'Your cart qualifies for an offer! Apply one to save.',
  /** A deal card. */
  codeLabel: 'Code',
  apply: 'Apply',
  applyCode: 'Apply {code}',
  applying: 'Applying {code} to your cart',
  minOrder: 'Min order {amount}',
  /** The payment types a deal is limited to, joined as the language lists alternatives ('UPI or Card'). */
  onlyWith: 'Only with {options}',
  firstOrderOnly: 'First order only',
  tncLink: 'T&C',
  tncLinkLabel: 'Terms and conditions: {title}',
  /** /tncOffers. */
  terms: {
    documentTitle: 'Offer terms · {brand}',
    heading: 'Terms and conditions',
    loading: 'Loading the offer terms',
    failedTitle: 'We could not load these terms',
    notFoundTitle: 'We could not find this offer',
    notFoundBody: 'It may have ended. Have a look at the offers running now.',
    seeAllOffers: 'See all offers',
    validity: 'Valid from {from} to {to}',
  },
});

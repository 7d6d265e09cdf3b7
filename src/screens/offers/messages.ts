/** Texts of the offers pages (SPEC 2 /offers and /tncOffers). SPEC gives none of them; they are ours. */
import { BRAND } from '@/domain/constants';

export const OFFERS_DOCUMENT_TITLE = `Offers · ${BRAND}`;
export const OFFERS_HEADING = 'Offers for you';
export const OFFERS_INTRO = 'Pick an offer and we will apply it to your cart.';
export const OFFERS_LOADING = 'Loading offers';
export const OFFERS_EMPTY_TITLE = 'No offers right now';
export const OFFERS_EMPTY_BODY = 'This store has no offers running today. Check back soon for fresh deals.';
export const OFFERS_FAILED_TITLE = 'We could not load the offers';
export const LOAD_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';
export const BROWSE_MENU = 'Browse the menu';

export const APPLY = 'Apply';
export const applyingStatus = (code: string): string => `Applying ${code} to your cart`;
export const CODE_LABEL = 'Code';
export const FIRST_ORDER_ONLY = 'First order only';
export const minOrderLabel = (amount: string): string => `Min order ${amount}`;
export const onlyWithLabel = (paymentOptions: readonly string[]): string => `Only with ${paymentOptions.join(' or ')}`;
export const TNC_LINK = 'T&C';
export const tncLinkLabel = (title: string): string => `Terms and conditions: ${title}`;

/** SPEC 5 confetti: shown with it, so the moment is announced without the animation too. */
export const CONFETTI_MESSAGE = 'Your cart qualifies for an offer! Apply one to save.';

export const TNC_DOCUMENT_TITLE = `Offer terms · ${BRAND}`;
export const TNC_HEADING = 'Terms and conditions';
export const TNC_LOADING = 'Loading the offer terms';
export const TNC_FAILED_TITLE = 'We could not load these terms';
export const TNC_NOT_FOUND_TITLE = 'We could not find this offer';
export const TNC_NOT_FOUND_BODY = 'It may have ended. Have a look at the offers running now.';
export const SEE_ALL_OFFERS = 'See all offers';
export const validityLabel = (from: string, to: string): string => `Valid from ${from} to ${to}`;

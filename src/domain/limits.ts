/**
 * Limits and formats of what the server accepts on the wire: longer, larger or malformed input is refused
 * before a rule looks at it. SPEC 5 field limits live beside their rules (validation.ts, address.ts).
 */

/** The largest PostgreSQL integer: ids and counts stored in integer columns stay within it. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Long enough for any well-formed text field; longer input is refused before a rule looks at it. */
export const MAX_RAW_FIELD = 256;
/** Long enough for any locality, city or area name. */
export const MAX_PLACE_FIELD = 120;
/** Long enough for any place name someone would type. */
export const MAX_PLACE_INPUT = 100;
export const MAX_ADDRESS_COMPONENT_KEYS = 20;
export const MAX_SOCIAL_TOKEN = 4096;
export const MAX_REFRESH_TOKEN = 512;
export const MAX_USER_ID = 200;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Most lines one cart call may carry; SPEC 9 limits the cart to far fewer items anyway. */
export const MAX_CART_LINES = 100;
/** Most of one line; the SPEC 9 item limit refuses a cart long before. */
export const MAX_LINE_QUANTITY = 999;
/** Most toppings in one list of a line. */
export const MAX_TOPPINGS_PER_LIST = 30;
/** The largest tip accepted, paise (Rs 1000). */
export const MAX_TIP_PAISE = 100_000;
/** The largest order price a client may state, paise. */
export const MAX_PRICE_PAISE = 100_000_000;

/** Store, deal and coupon ids are short codes of letters, digits, '-' and '_'. */
export const SHORT_CODE = /^[A-Za-z0-9_-]{1,32}$/;
/** A client's key for one order attempt: the same key sent again answers the first result. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** The first 6 digits of a card. */
export const CARD_BIN = /^\d{6}$/;
/** name@handle, as UPI addresses are written. */
export const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/;

export const MAX_ORDER_ID = 64;
export const MAX_PAYMENT_ID = 32;
export const MAX_ORDER_EMAIL = 50;
/** A Paytm link state (the wallet's random link attempt name). */
export const MAX_PAYTM_STATE = 64;
/** The most one Paytm top-up adds, paise (Rs 10,000, a minimum-KYC wallet's monthly limit). */
export const MAX_PAYTM_ADD_PAISE = 1_000_000;
export const MAX_URL = 1024;
export const MAX_DELIVERY_INSTRUCTIONS = 250;
export const MAX_DELIVERY_ADDRESS = 500;
export const MAX_VPA = 100;
export const MAX_BANK_CODE = 20;
/** A gateway's payment and transaction references. */
export const MAX_GATEWAY_REFERENCE = 128;

/** Far past any order history page a customer scrolls to; larger numbers are refused. */
export const MAX_PAGE_NO = 100_000;
export const MAX_QUERY_FIELD = 64;

/** Usage tracking events. */
export const MAX_TRACKING_SHORT_TEXT = 200;
export const MAX_TRACKING_LONG_TEXT = 2000;
export const MAX_TRACKING_PROPERTIES = 50;

/** The sandbox identity provider's consent page. */
export const MAX_REDIRECT_LENGTH = 1024;
export const MAX_STATE_LENGTH = 512;
export const MAX_CONSENT_NAME = 101;

/** A Slice order id: SL and 10 digits. */
export const SLICE_ORDER_PREFIX = 'SL';
export const ORDER_NUMBER_DIGITS = 10;
export const SLICE_ORDER_ID_PATTERN = new RegExp(`^${SLICE_ORDER_PREFIX}\\d{${ORDER_NUMBER_DIGITS}}$`);

const PLACEHOLDER_ORIGIN = 'http://sandbox.invalid';

/** Only a path of this site, so nothing leaves it: no scheme, host, `//`, backslash, fragment or whitespace. */
export function isSameOriginPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are among what is refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\#\s\u0000-\u001f]/.test(value)) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

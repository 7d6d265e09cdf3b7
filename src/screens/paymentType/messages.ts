/** Texts of the payment screens. SPEC 5 and SPEC 8 rule texts come from src/domain/payment; these are ours. */
import { BRAND } from '@/domain/constants';
import type { CardBrand, PaymentGroup } from '@/domain/payment';

export const PAYMENT_DOCUMENT_TITLE = `Payment · ${BRAND}`;
export const CARD_DOCUMENT_TITLE = `Card payment · ${BRAND}`;
export const PAYMENT_HEADING = 'Payment';
export const CARD_HEADING = 'Pay by card';
export const PAYMENT_LOADING = 'Loading payment options';
export const CART_LOADING = 'Loading your order';
export const LOAD_FAILED_TITLE = 'We could not load the payment options';
export const LOAD_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';
export const AMOUNT_TO_PAY = 'Amount to pay';
export const BILL_DETAILS = 'Bill details';
export const ITEMS_IN_ORDER = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
export const CHOOSE_METHOD = 'Choose a payment method';
export const NO_METHODS = 'No payment method is available for this order right now.';
export const NO_CARD_METHOD = 'Card payments are not available for this order.';
export const OTHER_METHODS = 'Other payment methods';

export const GROUP_TITLES: Record<PaymentGroup, string> = {
  cards: 'Cards',
  upi: 'UPI',
  netBanking: 'Net banking',
  wallets: 'Wallets',
  cash: 'Cash on delivery',
  eVouchers: 'e-Vouchers & Gift cards',
  sliceWallet: `${BRAND} Wallet`,
};
/** The screen's order of the groups. */
export const GROUP_ORDER: readonly PaymentGroup[] = ['cards', 'upi', 'netBanking', 'wallets', 'cash', 'eVouchers'];

export const WALLET_LABEL = `Use ${BRAND} Wallet`;
export const WALLET_BALANCE = (amount: string) => `Balance ${amount}`;
export const WALLET_USED = (amount: string) => `${amount} paid from your wallet`;
export const WALLET_ONLY_NOTE = `Your ${BRAND} Wallet covers the whole order.`;

export const UPI_MODES_LEGEND = 'How do you want to pay by UPI?';
export const UPI_INTENT = 'Pay with a UPI app';
export const UPI_COLLECT = 'Enter UPI ID';
export const UPI_ID = 'UPI ID';
export const UPI_ID_HINT = 'For example name@bank. You will approve the request in your UPI app.';

export const CARD_FORM_LABEL = 'Card details';
export const CARD_NUMBER = 'Card number';
export const EXPIRY_MONTH = 'Expiry month';
export const EXPIRY_YEAR = 'Expiry year';
export const MONTH_PLACEHOLDER = 'MM';
export const YEAR_PLACEHOLDER = 'YYYY';
export const CVV = 'CVV';
export const NAME_ON_CARD = 'Name on card';
export const SAVE_CARD = 'Save this card for faster checkout';
export const CHECKING_CARD = 'Checking your card';
export const CARD_SECURE_NOTE = 'Your card details go straight to the secure payment page and are never stored by us.';
export const BRAND_NAMES: Record<CardBrand, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  amex: 'American Express',
  maestro: 'Maestro',
  rupay: 'RuPay',
  generic: 'Card',
};
/** Short badge texts so the number keeps its room. */
export const BRAND_BADGES: Record<CardBrand, string> = {
  mastercard: 'MC',
  visa: 'VISA',
  amex: 'AMEX',
  maestro: 'Maestro',
  rupay: 'RuPay',
  generic: 'Card',
};
export const CARD_BRAND = (name: string) => `Card brand: ${name}`;

export const PAY = (amount: string) => `Pay ${amount}`;
export const PLACE_ORDER = 'Place order';


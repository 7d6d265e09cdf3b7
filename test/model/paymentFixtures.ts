/** Values the payment selection tests share: a cart, the store's payment methods and answers. */
import type { CartItem, CartResponse } from '@/contract/cart';
import type { PaymentMethod, PaymentOptionsResponse } from '@/contract/payments';
import type { PaymentSelectionInput } from '@machines/paymentSelection.machine';
import { storeActorWith } from '../support/storeActor';

/** Pinned so the card expiry rule does not drift: 15 June 2025. */
export const TODAY = new Date(2025, 5, 15);

export const PAYMENT_CART: CartResponse = {
  cartId: 'cart-1',
  storeId: '66201',
  deliveryType: 'D',
  validItems: [],
  invalidItems: [],
  itemCount: 2,
  cartCalculations: [],
  strikePrice: 52_000,
  displayNetPrice: 49_900,
  price: 45_000,
  taxAmount: 2_250,
  tip: { tipAmount: 0, tipRemoved: false, autoTipSelected: false },
  explicitPromo: null,
  optionalCharges: [],
  optedOptionalCharges: [],
  nextOfferMinimum: null,
};

export const EDV_LINE = { itemId: 'line-1', isEDVOApplied: true } as CartItem;

const method = (
  paymentId: string,
  paymentType: PaymentMethod['paymentType'],
  name: string,
  extra: Partial<PaymentMethod> = {},
): PaymentMethod => ({
  paymentId,
  paymentType,
  name,
  provider: 'PAYU',
  enabled: 'E',
  ...extra,
});

export const CREDIT = method('pay-cc', 'CC', 'Credit card');
export const DEBIT = method('pay-dc', 'DC', 'Debit card');
export const UPI = method('pay-upi', 'UPI_WALLET', 'UPI', { upiModes: ['INTENT', 'COLLECT'] });
export const NET_BANKING = method('pay-nb', 'NB', 'HDFC Bank');
export const AMAZON = method('pay-amz', 'AMZPAY_WALLET', 'Amazon Pay');
export const CASH = method('pay-cash', 'CASH', 'Cash on delivery', { provider: null });
export const EVOUCHER = method('pay-ev', 'EVOUCHER', 'Gift card', { provider: null });
export const WALLET = method('pay-wallet', 'PIGGYBANK', 'Slice Wallet', { provider: null });

export const METHODS: PaymentMethod[] = [CREDIT, DEBIT, UPI, NET_BANKING, AMAZON, CASH, EVOUCHER, WALLET];

export function paymentOptions(overrides: Partial<PaymentOptionsResponse> = {}): PaymentOptionsResponse {
  return { methods: METHODS, lastUsedPaymentId: null, walletBalance: 20_000, ...overrides };
}

export function selectionInput(overrides: Partial<PaymentSelectionInput> = {}): PaymentSelectionInput {
  return {
    storeActor: storeActorWith(),
    cart: PAYMENT_CART,
    luhnCheckEnabled: true,
    blacklistedPaymentMethods: [],
    miniApp: false,
    today: TODAY,
    ...overrides,
  };
}

/** A card that passes every SPEC 5 rule on TODAY. */
export const GOOD_CARD = { number: '4111 1111 1111 1111', month: '12', year: '2027', cvv: '123', name: 'Asha Rao' } as const;

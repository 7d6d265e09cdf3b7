/** Values the order submit tests share: the saved store, a cart, a session, payments and confirm answers. */
import type { CartResponse } from '@/contract/cart';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse, OrderSummary } from '@/contract/orders';
import type { PaymentAction } from '@/contract/codes';
import { vi } from 'vitest';
import type { OrderSession } from '@/domain/order';
import type { OrderInHand, OrderSubmitInput } from '@machines/orderSubmit.machine';
import type { PaymentSelectionResult } from '@/domain/paymentChoice';
import type { SelectedStore } from '@/domain/store';
import { storeActorWith } from '../support/storeActor';

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
export const MINUTE_MS = 60_000;

export const SAVED_STORE: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: 'addr-7', place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

export const CART: CartResponse = {
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
  tip: { tipAmount: 2_000, tipRemoved: false, autoTipSelected: false },
  explicitPromo: null,
  optionalCharges: [],
  optedOptionalCharges: [{ chargeTypeCode: 'K', selected: true }],
  nextOfferMinimum: null,
};

export const SESSION: OrderSession = {
  userId: 'user-42',
  user: { firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', email: 'asha@example.com' },
  isLoggedIn: true,
};

export const CASH: PaymentSelectionResult = {
  primaryPaymentId: 'pay-cash',
  primaryType: 'CASH',
  secondaryPaymentId: null,
  instrumentDetails: null,
  cardInitialDigits: null,
};

export const CARD_FIELDS = { number: '4111111111111111', expiry: '12/30', cvv: '123', name: 'Asha Rao', saveCard: false };

export const CARD: PaymentSelectionResult = {
  primaryPaymentId: 'pay-cc',
  primaryType: 'CC',
  secondaryPaymentId: null,
  instrumentDetails: null,
  cardInitialDigits: '411111',
  card: CARD_FIELDS,
};

export const UPI: PaymentSelectionResult = {
  primaryPaymentId: 'pay-upi',
  primaryType: 'UPI_WALLET',
  secondaryPaymentId: null,
  instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@upi' },
  cardInitialDigits: null,
};

export const GATEWAY_URL = '/api/v1/sandbox/gateway/pay/pay-cc';
export const INTENT_URL = 'upi://pay?pa=slice@upi&tr=txn-1';

export function payment(action: PaymentAction, extra: Partial<InitiateOrderPaymentResponse> = {}): InitiateOrderPaymentResponse {
  return {
    action,
    orderTransactionId: 'txn-1',
    paymentId: 'pay-1',
    gateway: null,
    processTransactionURL: null,
    intentUrl: null,
    pollingData: null,
    unifiedPaymentResponse: null,
    ...extra,
  };
}

export function confirmed(action: PaymentAction, extra: Partial<InitiateOrderPaymentResponse> = {}): ConfirmOrderResponse {
  return {
    status: 'SUCCESS',
    initiateOrderPaymentResponse: payment(action, extra),
    confirmOrderBatchResponse: { orderId: 'order-1', storeDetails: { id: '66201', name: 'Koramangala' } },
  };
}

export const REFUSED: ConfirmOrderResponse = {
  status: 'FAILED',
  errors: [{ code: 'ORDER_REFUSED', displayMsg: 'This store is not taking orders right now.', header: 'Store closed' }],
};

export const POLLING = { duration: 60, interval: 5, method: 'GET' as const, url: '/api/v1/payments/transactions/txn-1/status' };

/** The machine input with a store actor (the tests fake its `readStore`). */
export function submitInput(overrides: Partial<OrderSubmitInput> = {}): OrderSubmitInput {
  return { duplicateOrderTimeInMin: 30, storeActor: storeActorWith(), ...overrides };
}

/** What the flow hands over with `order.submit`: the cart and the session, no doorstep asked, not joining Pizza Pals. */
export const ORDER: OrderInHand = { cart: CART, session: SESSION, doorstep: null, enrolment: null };

/** The card code the loyalty info call issued the customer. */
export const CARD_CODE = 'PP0123456789';

/** The same order, joining Pizza Pals with it (SPEC 3 enroll). */
export const ORDER_JOINING: OrderInHand = { ...ORDER, enrolment: { loyaltyCardCode: CARD_CODE } };

/** The programme refused the order's enrolment: the card code went to another member meanwhile (nothing placed). */
export const ENROLMENT_REFUSED: ConfirmOrderResponse = {
  status: 'FAILED',
  errors: [{ code: 'LOYALTY_CARD_CODE_TAKEN', displayMsg: 'This Pizza Pals card code has just gone to another member.' }],
};

/** Fixes the machine's clock at NOW and its idempotency keys to `nextKey`'s; returns the restore. */
export function fixClockAndKeys(nextKey: () => string): () => void {
  const now = vi.spyOn(Date, 'now').mockReturnValue(NOW);
  const key = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => nextKey() as ReturnType<Crypto['randomUUID']>);
  return () => {
    now.mockRestore();
    key.mockRestore();
  };
}

export const SUMMARY: OrderSummary = {
  id: 'order-1',
  deliveryType: 'D',
  sliceOrderId: 'SL-100234',
  userDetail: { mobile: '9876543210' },
  advanceOrder: false,
  items: [
    { product: { id: 101, name: 'Margherita' }, quantity: 2, free: false },
    { product: { id: 501, name: 'Garlic Bread' }, quantity: 1, free: false },
  ],
  paymentSummary: {
    loyaltyEarnedPoints: 100,
    paymentSummaryItem: [
      { key: 'sub_total', label: 'Item total', value: 45_000 },
      {
        key: 'taxes_and_charges',
        label: 'Taxes & Charges',
        value: 4_900,
        children: [
          {
            key: 'additional_charges',
            label: 'Charges',
            value: 2_650,
            children: [{ key: 'delivery_charge', label: 'Delivery charge', value: 2_650 }],
          },
          { key: 'tax', label: 'GST (5%)', value: 2_250 },
        ],
      },
      { key: 'grand_total', label: 'Grand total', value: 49_900 },
    ],
  },
  earnableBurnable: {
    overall: { points: 100 },
    burnable: { freeItems: 0 },
    toBeConsumed: { points: 0 },
    updatedPointsBalance: 0,
    pendingPoints: 700,
  },
  discount: 0,
  netPrice: 49_900,
  status: 'ORDER PLACED',
  paymentMode: 'Cash',
};

import { describe, expect, it } from 'vitest';
import type { RecentOrderResponse } from '@/contract/orders';
import { confirmBodyOf, intentUrlOf, isEnrolmentRefusal, isRecentOrder, paymentTransactionRoute, placedOrderRoute } from '@/domain/order';
import { RAIL_STORE } from '../../model/railFixtures';
import { CART, CASH, INTENT_URL, MINUTE_MS, NOW, payment, POLLING, SAVED_STORE, SESSION, UPI } from '../../model/orderSubmitFixtures';

const NO_RECENT: RecentOrderResponse = { orderId: null, placedAt: null };

describe('order rules', () => {
  it('counts an order as recent only inside the duplicate window', () => {
    expect(isRecentOrder({ orderId: 'o', placedAt: NOW - 29 * MINUTE_MS }, NOW, 30)).toBe(true);
    expect(isRecentOrder({ orderId: 'o', placedAt: NOW - 30 * MINUTE_MS }, NOW, 30)).toBe(false);
    expect(isRecentOrder(NO_RECENT, NOW, 30)).toBe(false);
  });

  it('builds SPEC 3 order and payment details from the store, cart, session and payment', () => {
    const body = confirmBodyOf({
      idempotencyKey: 'k',
      store: { ...SAVED_STORE, timing: { kind: 'advance', at: NOW + 3_600_000 } },
      cart: CART,
      session: SESSION,
      selection: UPI,
      transactionStatusUrl: '/paymentTransaction',
    });
    expect(body).toEqual({
      idempotencyKey: 'k',
      orderDetails: {
        addressId: 'addr-7',
        deliveryLocation: { latitude: 12.93, longitude: 77.62, address: '' },
        cartId: 'cart-1',
        deliveryType: 'D',
        price: 49_900,
        userDetails: { firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', email: 'asha@example.com' },
        zeroContactDelivery: false,
        tip: 2_000,
        advancedTime: NOW + 3_600_000,
        optedOptionalCharges: [{ chargeTypeCode: 'K', selected: true }],
        additonalUserIdentification: null,
        deliveryInstructions: '',
        stationId: null,
        customerIrctcDetails: null,
        enroll: false,
        loyaltyRegistrationRequest: null,
        autoLogin: false,
        language: 'en',
      },
      paymentDetails: {
        primaryPaymentId: 'pay-upi',
        secondaryPaymentId: null,
        transactionStatusUrl: '/paymentTransaction',
        loyaltyEligible: true,
        cardInitialDigits: null,
        instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@upi' },
      },
    });
  });

  it('joining Pizza Pals with the order sends enroll with the card code the loyalty info call issued (SPEC 3)', () => {
    const base = { idempotencyKey: 'k', store: SAVED_STORE, cart: CART, session: SESSION, selection: CASH, transactionStatusUrl: 'x' };
    expect(confirmBodyOf({ ...base, enrolment: { loyaltyCardCode: 'PP0123456789' } }).orderDetails).toMatchObject({
      enroll: true,
      loyaltyRegistrationRequest: { loyaltyCardCode: 'PP0123456789' },
    });
    expect(confirmBodyOf({ ...base, enrolment: null }).orderDetails).toMatchObject({ enroll: false, loyaltyRegistrationRequest: null });
  });

  it('tells an enrolment refusal by its loyalty code or a 400 or 409 answer', () => {
    expect(isEnrolmentRefusal({ code: 'LOYALTY_CARD_CODE_TAKEN' })).toBe(true);
    expect(isEnrolmentRefusal({ code: 'LOYALTY_CARD_CODE_INVALID' })).toBe(true);
    expect(isEnrolmentRefusal({ code: 'LOYALTY_NOT_ELIGIBLE' })).toBe(true);
    expect(isEnrolmentRefusal({ code: 'BAD_REQUEST', status: 400 })).toBe(true);
    expect(isEnrolmentRefusal({ code: 'CONFLICT', status: 409 })).toBe(true);
    expect(isEnrolmentRefusal({ code: 'ORDER_REFUSED' })).toBe(false);
    expect(isEnrolmentRefusal({ code: 'NETWORK_ERROR', status: 0 })).toBe(false);
    expect(isEnrolmentRefusal({ code: 'INTERNAL_SERVER_ERROR', status: 500 })).toBe(false);
  });

  it('a delivery to the map pin carries the house number and landmark the customer gave', () => {
    const base = { idempotencyKey: 'k', store: SAVED_STORE, cart: CART, session: SESSION, selection: CASH, transactionStatusUrl: 'x' };
    expect(confirmBodyOf({ ...base, doorstep: { houseNo: 'Flat 4B', landmark: 'Near Forum Mall' } }).orderDetails.deliveryLocation).toEqual(
      {
        latitude: 12.93,
        longitude: 77.62,
        address: '',
        houseNo: 'Flat 4B',
        landmark: 'Near Forum Mall',
      },
    );
    expect(confirmBodyOf({ ...base, doorstep: { houseNo: 'Flat 4B', landmark: '' } }).orderDetails.deliveryLocation).not.toHaveProperty(
      'landmark',
    );
  });

  it('sends no address for pickup types, the vehicle for curbside, and blank details for a guest', () => {
    const body = confirmBodyOf({
      idempotencyKey: 'k',
      store: { ...SAVED_STORE, deliveryType: 'CURB', vehicleDetails: 'White Swift KA 01 1234' },
      cart: CART,
      session: { userId: 'guest-1', user: null, isLoggedIn: false },
      selection: CASH,
      transactionStatusUrl: 'x',
    });
    expect(body.orderDetails.addressId).toBeNull();
    expect(body.orderDetails.deliveryLocation).toBeNull();
    expect(body.orderDetails.additonalUserIdentification).toBe('White Swift KA 01 1234');
    expect(body.orderDetails.userDetails).toEqual({ firstName: '', lastName: '', mobile: '', email: '' });
    expect(body.paymentDetails.loyaltyEligible).toBe(false);
  });

  it('a rail order names its station and ticket, and no address (SPEC 3)', () => {
    const body = confirmBodyOf({
      idempotencyKey: 'k',
      store: RAIL_STORE,
      cart: CART,
      session: SESSION,
      selection: CASH,
      transactionStatusUrl: 'x',
    });
    expect(body.orderDetails).toMatchObject({
      deliveryType: 'IRCTC',
      addressId: null,
      deliveryLocation: null,
      stationId: 'SBC',
      customerIrctcDetails: { pnr: '8765432109', trainNo: '12628' },
    });
    // A leftover rail selection on another delivery type sends none of it.
    const delivery = confirmBodyOf({
      idempotencyKey: 'k',
      store: { ...SAVED_STORE, rail: RAIL_STORE.rail },
      cart: CART,
      session: SESSION,
      selection: CASH,
      transactionStatusUrl: 'x',
    });
    expect(delivery.orderDetails.stationId).toBeNull();
    expect(delivery.orderDetails.customerIrctcDetails).toBeNull();
  });

  it('sends a placed rail order to /thankYou with the SPEC 2 placeholder id, any other with its transaction', () => {
    expect(placedOrderRoute('txn-1', 'IRCTC')).toBe('/thankYou?transactionId=IRCTC_ORDER');
    expect(placedOrderRoute('txn-1', 'D')).toBe('/thankYou?transactionId=txn-1');
    expect(placedOrderRoute('txn-1', null)).toBe('/thankYou?transactionId=txn-1');
  });

  it('carries the server-given polling in the /paymentTransaction query', () => {
    expect(paymentTransactionRoute('txn-1', POLLING)).toBe(
      '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&pollUrl=%2Fapi%2Fv1%2Fpayments%2Ftransactions%2Ftxn-1%2Fstatus&pollMethod=GET',
    );
    expect(paymentTransactionRoute('txn-1', null)).toBe('/paymentTransaction?transactionId=txn-1');
    expect(paymentTransactionRoute('txn-1', POLLING, 'asha@upi')).toBe(
      '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&pollUrl=%2Fapi%2Fv1%2Fpayments%2Ftransactions%2Ftxn-1%2Fstatus&pollMethod=GET&upiId=asha%40upi',
    );
  });

  it('finds the intent link only when the unified answer has an intent mode', () => {
    const withIntent = payment('UNIFIED_PAYMENT_ACTION', {
      intentUrl: INTENT_URL,
      unifiedPaymentResponse: { nextActions: [{ mode: 'intent' }, { mode: 'poll' }] },
    });
    expect(intentUrlOf(withIntent)).toBe(INTENT_URL);
    expect(
      intentUrlOf(
        payment('UNIFIED_PAYMENT_ACTION', { intentUrl: INTENT_URL, unifiedPaymentResponse: { nextActions: [{ mode: 'poll' }] } }),
      ),
    ).toBeNull();
    expect(
      intentUrlOf(payment('UNIFIED_PAYMENT_ACTION', { unifiedPaymentResponse: { nextActions: [{ mode: 'intent', url: 'upi://x' }] } })),
    ).toBe('upi://x');
  });
});

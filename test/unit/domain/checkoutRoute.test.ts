import { describe, expect, it } from 'vitest';
import type { PaymentType } from '@/contract/codes';
import type { PaymentMethod, PaymentOptionsResponse } from '@/contract/payments';
import { checkoutRouteOf, isPickupOrder, needsPaymentOptions, type CheckoutFacts, type CheckoutPayer } from '@/domain/checkoutRoute';
import type { StoredPaymentMode } from '@/domain/paymentChoice';

const CARD: StoredPaymentMode = { paymentType: 'CC', name: 'Credit Card', paymentId: 'pay-cc' };
const CASH: StoredPaymentMode = { paymentType: 'CASH', name: 'Cash on Delivery', paymentId: 'pay-cash' };
const UPI: StoredPaymentMode = { paymentType: 'UPI_WALLET', name: 'UPI', paymentId: 'pay-upi' };

const CUSTOMER_ON_PHONE: CheckoutPayer = { loggedIn: true, device: 'mobile', blacklisted: [] };
const CUSTOMER_ON_DESKTOP: CheckoutPayer = { ...CUSTOMER_ON_PHONE, device: 'desktop' };
const GUEST: CheckoutPayer = { ...CUSTOMER_ON_PHONE, loggedIn: false };

function method(mode: StoredPaymentMode, extra: Partial<PaymentMethod> = {}): PaymentMethod {
  return { paymentId: mode.paymentId, paymentType: mode.paymentType, name: mode.name, provider: null, enabled: 'E', ...extra };
}

/** The store's options: cash, card and UPI (both modes) offered. */
function optionsWith(
  methods: PaymentMethod[] = [method(CASH), method(CARD), method(UPI, { upiModes: ['INTENT', 'COLLECT'] })],
): PaymentOptionsResponse {
  return { methods, walletBalance: 0, lastUsedPaymentId: null };
}

const takeaway = (lastMode: StoredPaymentMode | null, payer: CheckoutPayer = CUSTOMER_ON_PHONE): CheckoutFacts => ({
  deliveryType: 'T',
  payer,
  lastMode,
});

const toPaymentType = { kind: 'navigate', to: '/paymentType' };
const toCardPage = { kind: 'navigate', to: '/payment' };

describe('pickup confirmation routes by payment type (SPEC 4)', () => {
  it.each(['T', 'P', 'DINEIN', 'CURB'] as const)(
    'a %s order last paid in cash by a logged-in customer is submitted from the cart',
    (deliveryType) => {
      const facts = { ...takeaway(CASH), deliveryType };
      expect(isPickupOrder(deliveryType)).toBe(true);
      expect(needsPaymentOptions(facts)).toBe(true);
      expect(checkoutRouteOf(facts, optionsWith())).toEqual({
        kind: 'submit',
        selection: {
          primaryPaymentId: 'pay-cash',
          primaryType: 'CASH',
          secondaryPaymentId: null,
          instrumentDetails: null,
          cardInitialDigits: null,
        },
      });
    },
  );

  it('UPI on a phone is submitted with UPI intent (the order submit leads to /upiForm); on a desktop payment selection asks for the UPI ID', () => {
    expect(checkoutRouteOf(takeaway(UPI), optionsWith())).toEqual({
      kind: 'submit',
      selection: {
        primaryPaymentId: 'pay-upi',
        primaryType: 'UPI_WALLET',
        secondaryPaymentId: null,
        instrumentDetails: { upiMode: 'INTENT' },
        cardInitialDigits: null,
      },
    });
    // A store whose UPI has no mode list offers intent (as the payment page's default).
    expect(checkoutRouteOf(takeaway(UPI), optionsWith([method(UPI)])).kind).toBe('submit');
    expect(needsPaymentOptions(takeaway(UPI, CUSTOMER_ON_DESKTOP))).toBe(false);
    expect(checkoutRouteOf(takeaway(UPI, CUSTOMER_ON_DESKTOP), null)).toEqual(toPaymentType);
    // A store offering collect only: payment selection.
    expect(checkoutRouteOf(takeaway(UPI), optionsWith([method(UPI, { upiModes: ['COLLECT'] })]))).toEqual(toPaymentType);
  });

  it('a pickup order last paid by card goes to the card page, once the store still offers that card', () => {
    expect(needsPaymentOptions(takeaway(CARD))).toBe(true);
    expect(checkoutRouteOf(takeaway(CARD), optionsWith())).toEqual(toCardPage);
    expect(checkoutRouteOf(takeaway({ ...CARD, paymentType: 'DC' }), optionsWith([method({ ...CARD, paymentType: 'DC' })]))).toEqual(
      toCardPage,
    );
    expect(checkoutRouteOf(takeaway(CARD), optionsWith([method(CASH)]))).toEqual(toPaymentType);
    // Options not loaded: the card page tells what is wrong itself.
    expect(checkoutRouteOf(takeaway(CARD), null)).toEqual(toCardPage);
    // A guest goes to the card page as before, by way of the login.
    expect(needsPaymentOptions(takeaway(CARD, GUEST))).toBe(false);
    expect(checkoutRouteOf(takeaway(CARD, GUEST), null)).toEqual(toCardPage);
  });

  it('a method the store no longer offers (gone, disabled, blacklisted, another type under the id) goes to payment selection', () => {
    expect(checkoutRouteOf(takeaway(CASH), optionsWith([method(CARD)]))).toEqual(toPaymentType);
    expect(checkoutRouteOf(takeaway(CASH), optionsWith([method(CASH, { enabled: 'D' })]))).toEqual(toPaymentType);
    expect(checkoutRouteOf(takeaway(CASH, { ...CUSTOMER_ON_PHONE, blacklisted: ['CASH'] }), optionsWith())).toEqual(toPaymentType);
    expect(checkoutRouteOf(takeaway(CASH, { ...CUSTOMER_ON_PHONE, blacklisted: ['pay-cash'] }), optionsWith())).toEqual(toPaymentType);
    expect(checkoutRouteOf(takeaway(CASH), optionsWith([method({ ...CASH, paymentType: 'NB' })]))).toEqual(toPaymentType);
    // Nothing is submitted without knowing the method is offered.
    expect(checkoutRouteOf(takeaway(CASH), null)).toEqual(toPaymentType);
    expect(checkoutRouteOf(takeaway(UPI), null)).toEqual(toPaymentType);
  });

  it('any other method, or none, goes to payment selection (the method starts chosen there), without asking the store', () => {
    for (const paymentType of ['NB', 'PAYTM_WALLET', 'AMZPAY_WALLET', 'EVOUCHER', 'PIGGYBANK'] satisfies PaymentType[]) {
      const facts = takeaway({ paymentType, name: paymentType, paymentId: `pay-${paymentType}` });
      expect(needsPaymentOptions(facts)).toBe(false);
      expect(checkoutRouteOf(facts, optionsWith())).toEqual(toPaymentType);
    }
    expect(needsPaymentOptions(takeaway(null))).toBe(false);
    expect(checkoutRouteOf(takeaway(null), null)).toEqual(toPaymentType);
  });

  it('a guest never submits from the cart: payment selection (and its login) first', () => {
    for (const mode of [CASH, UPI]) {
      expect(needsPaymentOptions(takeaway(mode, GUEST))).toBe(false);
      expect(checkoutRouteOf(takeaway(mode, GUEST), optionsWith())).toEqual(toPaymentType);
    }
  });

  it('delivery and rail orders always go to payment selection', () => {
    expect(isPickupOrder('D')).toBe(false);
    expect(isPickupOrder('IRCTC')).toBe(false);
    expect(isPickupOrder(null)).toBe(false);
    for (const deliveryType of ['D', 'IRCTC', null] as const) {
      for (const mode of [CARD, CASH, UPI]) {
        const facts = { ...takeaway(mode), deliveryType };
        expect(needsPaymentOptions(facts)).toBe(false);
        expect(checkoutRouteOf(facts, optionsWith())).toEqual(toPaymentType);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  canZeroContact,
  confirmBodyOf,
  hasDeliveryNote,
  orderProcessSecondsOf,
  paymentTransactionRoute,
  pollingTargetOf,
  returnUrlOf,
} from '@/domain/order';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import { EMPTY_CARD } from '@/domain/payment';
import { isTipRemovedByWallet, isWalletOnly, payableOf, type PaymentChoiceState } from '@/domain/paymentChoice';
import { isTipRemovedForWallet, orderTipOf, orderTotalOf, tipInForce } from '@/domain/walletTip';
import { CART, CASH, SAVED_STORE, SESSION, UPI } from '../../model/orderSubmitFixtures';
import { PAYMENT_CART, paymentOptions, UPI as UPI_METHOD, WALLET } from '../../model/paymentFixtures';

const BASE = { idempotencyKey: 'k', store: SAVED_STORE, cart: CART, session: SESSION, transactionStatusUrl: '/paymentTransaction' };

describe('checkout rules: delivery instructions and zero-contact delivery (SPEC 3, 4)', () => {
  it('offers zero-contact delivery for prepaid delivery orders only', () => {
    expect(canZeroContact('D', 'UPI_WALLET')).toBe(true);
    expect(canZeroContact('D', 'PIGGYBANK')).toBe(true);
    expect(canZeroContact('D', 'CASH')).toBe(false);
    expect(canZeroContact('T', 'CC')).toBe(false);
    expect(canZeroContact('IRCTC', 'CC')).toBe(false);
  });

  it('takes delivery instructions for delivery orders only', () => {
    expect(hasDeliveryNote('D')).toBe(true);
    expect(['T', 'P', 'DINEIN', 'CURB', 'IRCTC'].map((type) => hasDeliveryNote(type as 'T'))).toEqual([false, false, false, false, false]);
  });

  it('sends the trimmed instructions and zero-contact with a prepaid delivery order', () => {
    const body = confirmBodyOf({ ...BASE, selection: UPI, deliveryNote: { instructions: '  Ring twice  ', zeroContact: true } });
    expect(body.orderDetails).toMatchObject({ deliveryInstructions: 'Ring twice', zeroContactDelivery: true });
  });

  it('drops zero-contact for cash but keeps the instructions', () => {
    const body = confirmBodyOf({ ...BASE, selection: CASH, deliveryNote: { instructions: 'Gate 2', zeroContact: true } });
    expect(body.orderDetails).toMatchObject({ deliveryInstructions: 'Gate 2', zeroContactDelivery: false });
  });

  it('sends neither with a pickup order, nor when none was given', () => {
    const pickup = confirmBodyOf({
      ...BASE,
      store: { ...SAVED_STORE, deliveryType: 'T' },
      selection: UPI,
      deliveryNote: { instructions: 'Gate 2', zeroContact: true },
    });
    expect(pickup.orderDetails).toMatchObject({ deliveryInstructions: '', zeroContactDelivery: false });
    expect(confirmBodyOf({ ...BASE, selection: UPI }).orderDetails).toMatchObject({ deliveryInstructions: '', zeroContactDelivery: false });
  });
});

describe('checkout rules: the server-given polling call (SPEC 7 pollingData url and method)', () => {
  const URL = '/api/v1/payments/transactions/TXN-1/status';

  it('takes a path of this API with GET or POST', () => {
    expect(pollingTargetOf(URL, 'GET', 'TXN-1')).toEqual({ url: URL, method: 'GET' });
    expect(pollingTargetOf(URL, 'POST', 'TXN-1')).toEqual({ url: URL, method: 'POST' });
  });

  it.each([
    ['another host', 'https://evil.example/api/v1/x'],
    ['a protocol-relative url', '//evil.example/api/v1/x'],
    ['a path outside the API', '/thankYou'],
    ['dot segments', '/api/v1/../admin'],
    ['encoded dot segments', '/api/v1/%2e%2e/admin'],
    ['a double slash', '/api/v1//evil.example'],
    ['a backslash', '/api/v1/\\evil.example'],
    ['a query', '/api/v1/x?y=1'],
    ['a placeholder', '/api/v1/payments/transactions/{orderTransactionId}/status'],
    ['another call of this API', '/api/v1/loyalty/opt-out'],
    ["another transaction's status", '/api/v1/payments/transactions/TXN-2/status'],
  ])('refuses %s (the fixed status path is asked then)', (_, url) => {
    expect(pollingTargetOf(url, 'POST', 'TXN-1')).toBeNull();
  });

  it('refuses a method other than GET or POST, and a missing url or method', () => {
    expect(pollingTargetOf(URL, 'DELETE', 'TXN-1')).toBeNull();
    expect(pollingTargetOf(null, 'GET', 'TXN-1')).toBeNull();
    expect(pollingTargetOf(URL, null, 'TXN-1')).toBeNull();
  });

  it('/paymentTransaction carries the url and method, and reads back the same target', () => {
    const route = paymentTransactionRoute('TXN-1', { interval: 3, duration: 80, url: URL, method: 'POST' });
    const query = new URLSearchParams(route.split('?')[1]);
    expect(pollingTargetOf(query.get('pollUrl'), query.get('pollMethod'), 'TXN-1')).toEqual({ url: URL, method: 'POST' });
  });
});

describe('checkout rules: the tip is removed for delivery (D) with the wallet used (SPEC 4)', () => {
  const TIP = 2_000;
  const TIPPED = { ...PAYMENT_CART, tip: { tipAmount: TIP, tipRemoved: false, autoTipSelected: false } };
  const STATE: PaymentChoiceState = {
    cart: TIPPED,
    luhnCheckEnabled: true,
    blacklisted: [],
    miniApp: false,
    today: { year: 2025, month: 6, day: 15 },
    options: paymentOptions({ walletBalance: 20_000 }),
    selectedId: UPI_METHOD.paymentId,
    walletApplied: false,
    upiMode: 'INTENT',
    vpa: '',
    card: EMPTY_CARD,
    binError: null,
  };

  it('removes it for delivery with the wallet only', () => {
    expect(isTipRemovedForWallet('D', true)).toBe(true);
    expect(isTipRemovedForWallet('D', false)).toBe(false);
    expect(isTipRemovedForWallet('T', true)).toBe(false);
    expect(isTipRemovedForWallet('CURB', true)).toBe(false);
  });

  it('counts a tip the customer removed as none', () => {
    expect(tipInForce({ tipAmount: TIP, tipRemoved: true, autoTipSelected: false })).toBe(0);
    expect(orderTipOf(TIPPED, false)).toBe(TIP);
    expect(orderTipOf(TIPPED, true)).toBe(0);
    expect(orderTotalOf(TIPPED, true)).toBe(TIPPED.displayNetPrice - TIP);
    expect(orderTotalOf({ ...TIPPED, deliveryType: 'T' }, true)).toBe(TIPPED.displayNetPrice);
  });

  it('the payment page asks the total without the tip once the wallet is applied', () => {
    expect(payableOf(STATE)).toBe(TIPPED.displayNetPrice);
    expect(isTipRemovedByWallet(STATE)).toBe(false);
    const applied = { ...STATE, walletApplied: true };
    expect(isTipRemovedByWallet(applied)).toBe(true);
    expect(payableOf(applied)).toBe(TIPPED.displayNetPrice - TIP - 20_000);
  });

  it('a wallet that covers the total only without the tip makes a wallet-only order', () => {
    const justEnough = { ...STATE, walletApplied: true, options: paymentOptions({ walletBalance: TIPPED.displayNetPrice - TIP }) };
    expect(isWalletOnly(justEnough)).toBe(true);
    expect(payableOf(justEnough)).toBe(0);
  });

  it('the confirm body sends no tip and the lower price with the wallet, the tip and full price without', () => {
    const withWallet = confirmBodyOf({ ...BASE, selection: { ...UPI, secondaryPaymentId: WALLET.paymentId } });
    expect(withWallet.orderDetails).toMatchObject({ tip: 0, price: CART.displayNetPrice - CART.tip.tipAmount });
    const walletOnly = confirmBodyOf({
      ...BASE,
      selection: { ...UPI, primaryPaymentId: WALLET.paymentId, primaryType: 'PIGGYBANK', instrumentDetails: null },
    });
    expect(walletOnly.orderDetails).toMatchObject({ tip: 0, price: CART.displayNetPrice - CART.tip.tipAmount });
    expect(confirmBodyOf({ ...BASE, selection: UPI }).orderDetails).toMatchObject({ tip: CART.tip.tipAmount, price: CART.displayNetPrice });
  });
});

describe('checkout rules: the SPEC 9 order-processing times', () => {
  it("marks a wallet's return URL, and no other", () => {
    expect(returnUrlOf('/paymentTransaction', 'PAYTM_WALLET')).toBe('/paymentTransaction?process=wallet');
    expect(returnUrlOf('/paymentTransaction', 'AMZPAY_WALLET')).toBe('/paymentTransaction?process=wallet');
    expect(returnUrlOf('/paymentTransaction', 'CC')).toBe('/paymentTransaction');
    expect(returnUrlOf('/paymentTransaction', 'UPI_WALLET')).toBe('/paymentTransaction');
  });

  it('the confirm body sends the marked return URL for a wallet', () => {
    const wallet = confirmBodyOf({
      ...BASE,
      selection: { ...UPI, primaryPaymentId: 'pay-paytm', primaryType: 'PAYTM_WALLET', instrumentDetails: null },
    });
    expect(wallet.paymentDetails.transactionStatusUrl).toBe('/paymentTransaction?process=wallet');
    expect(confirmBodyOf({ ...BASE, selection: UPI }).paymentDetails.transactionStatusUrl).toBe('/paymentTransaction');
  });

  it("waits the wallet's processing time after a wallet's page, the order's after any other", () => {
    const times = { orderProcessTimeInSec: 7, orderProcessTimeForWalletInSec: 2 };
    expect(orderProcessSecondsOf('wallet', times)).toBe(2);
    expect(orderProcessSecondsOf(null, times)).toBe(7);
    expect(orderProcessSecondsOf('other', times)).toBe(7);
    expect(orderProcessSecondsOf(null, APP_CONFIG_DEFAULTS)).toBe(5);
    expect(orderProcessSecondsOf('wallet', APP_CONFIG_DEFAULTS)).toBe(3);
  });
});

describe('checkout rules: a guest paying cash with auto login (SPEC 4)', () => {
  const GUEST = { userId: 'anon-1', user: null, isLoggedIn: false };

  it("sends the guest's mobile and asks for the order to wait for their login", () => {
    const body = confirmBodyOf({ ...BASE, session: GUEST, selection: CASH, autoLoginMobile: '9812345678' });
    expect(body.orderDetails.userDetails.mobile).toBe('9812345678');
    expect(body.orderDetails.autoLogin).toBe(true);
  });

  it('never asks it for a logged-in customer, whose own mobile goes with the order', () => {
    const body = confirmBodyOf({ ...BASE, selection: CASH, autoLoginMobile: '9812345678' });
    expect(body.orderDetails.userDetails.mobile).toBe(SESSION.user?.mobile);
    expect(body.orderDetails.autoLogin).toBe(false);
    expect(confirmBodyOf({ ...BASE, session: GUEST, selection: CASH }).orderDetails.autoLogin).toBe(false);
  });
});

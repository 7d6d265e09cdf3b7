import { describe, expect, it } from 'vitest';
import { EMPTY_CARD } from '@/domain/payment';
import {
  asStoredMode,
  choicesOf,
  initialSelection,
  isWalletOnly,
  payableOf,
  problemsOf,
  selectionOf,
  walletMethodOf,
  type PaymentChoiceState,
} from '@/domain/paymentChoice';
import { AMAZON, CASH, CREDIT, EVOUCHER, GOOD_CARD, PAYMENT_CART, paymentOptions, UPI, WALLET } from '../../model/paymentFixtures';

const STATE: PaymentChoiceState = {
  cart: PAYMENT_CART,
  luhnCheckEnabled: true,
  blacklisted: [],
  miniApp: false,
  today: { year: 2025, month: 6, day: 15 },
  options: paymentOptions(),
  selectedId: null,
  walletApplied: false,
  upiMode: null,
  vpa: '',
  card: EMPTY_CARD,
  binError: null,
};

describe('payment choice', () => {
  it('SPEC 5: offers the wallet unless the order is a rail order, in a mini-app, or the balance is zero', () => {
    expect(walletMethodOf(STATE)).toBe(WALLET);
    expect(walletMethodOf({ ...STATE, miniApp: true })).toBeNull();
    expect(walletMethodOf({ ...STATE, cart: { ...PAYMENT_CART, deliveryType: 'IRCTC' } })).toBeNull();
    expect(walletMethodOf({ ...STATE, options: paymentOptions({ walletBalance: 0 }) })).toBeNull();
  });

  it('offers no e-voucher for a rail order, as no wallet', () => {
    const offered = (state: PaymentChoiceState) => choicesOf(state).map((choice) => choice.method.paymentId);
    expect(offered(STATE)).toContain(EVOUCHER.paymentId);
    expect(offered({ ...STATE, cart: { ...PAYMENT_CART, deliveryType: 'IRCTC' } })).not.toContain(EVOUCHER.paymentId);
  });

  it('SPEC 4: a wallet covering the total is a wallet-only order paid by the wallet alone', () => {
    const covered = { ...STATE, walletApplied: true, options: paymentOptions({ walletBalance: 60_000 }) };
    expect(isWalletOnly(covered)).toBe(true);
    expect(payableOf(covered)).toBe(0);
    expect(selectionOf(covered)).toEqual({
      primaryPaymentId: WALLET.paymentId,
      primaryType: WALLET.paymentType,
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: null,
    });
  });

  it('a short wallet leaves the rest to a second method, sent as the secondary payment', () => {
    const short = { ...STATE, walletApplied: true, selectedId: UPI.paymentId, upiMode: 'INTENT' as const };
    expect(payableOf(short)).toBe(PAYMENT_CART.displayNetPrice - 20_000);
    expect(selectionOf(short)).toMatchObject({
      primaryPaymentId: UPI.paymentId,
      secondaryPaymentId: WALLET.paymentId,
      instrumentDetails: { upiMode: 'INTENT' },
    });
  });

  it('stops paying without a method, with the wallet and cash, with a bad UPI ID, and with card problems', () => {
    expect(problemsOf(STATE).message).toBe('methodRequired');
    expect(problemsOf({ ...STATE, walletApplied: true }).message).toBe('walletInsufficient');
    expect(problemsOf({ ...STATE, walletApplied: true, selectedId: CASH.paymentId }).message).toBe('walletConflict');
    expect(problemsOf({ ...STATE, selectedId: UPI.paymentId, upiMode: 'COLLECT', vpa: 'nobank' }).vpaError).toBe('vpaInvalid');
    expect(Object.keys(problemsOf({ ...STATE, selectedId: CREDIT.paymentId }).cardErrors)).not.toHaveLength(0);
  });

  it('sends a card to the gateway as digits with MM/YYYY expiry, and only its BIN to our API', () => {
    const withCard = { ...STATE, selectedId: CREDIT.paymentId, card: { ...GOOD_CARD, saveCard: false } };
    expect(problemsOf(withCard).cardErrors).toEqual({});
    expect(selectionOf(withCard)).toMatchObject({
      cardInitialDigits: '411111',
      card: { number: '4111111111111111', expiry: '12/2027', cvv: '123', name: 'Asha Rao', saveCard: false },
    });
  });

  it('SPEC 4: starts on the card for /payment, else on the last used method unless it is Amazon Pay', () => {
    const { options: _options, ...rest } = STATE;
    expect(initialSelection(rest, paymentOptions(), null, 'card')).toBe(CREDIT.paymentId);
    expect(initialSelection(rest, paymentOptions(), UPI.paymentId, null)).toBe(UPI.paymentId);
    expect(initialSelection(rest, paymentOptions({ lastUsedPaymentId: AMAZON.paymentId }), null, null)).toBeNull();
  });

  it('reads back a kept payment mode only when it names a payment id', () => {
    expect(asStoredMode({ paymentType: 'CC', name: 'Credit card', paymentId: 'pay-cc' })).toEqual({
      paymentType: 'CC',
      name: 'Credit card',
      paymentId: 'pay-cc',
    });
    expect(asStoredMode({ paymentType: 'CC' })).toBeNull();
    expect(asStoredMode(null)).toBeNull();
  });
});

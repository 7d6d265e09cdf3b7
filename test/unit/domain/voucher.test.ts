import { describe, expect, it } from 'vitest';
import { EMPTY_CARD } from '@/domain/payment';
import {
  choicesOf,
  isVoucherOnly,
  payableOf,
  problemsOf,
  selectionOf,
  typeBesideWallet,
  type PaymentChoiceState,
} from '@/domain/paymentChoice';
import {
  combinesWithVoucher,
  maskedMobile,
  maskedVoucherCode,
  normaliseVoucherCode,
  voucherCodeError,
  voucherCovers,
  voucherSecretError,
  voucherShareOf,
} from '@/domain/voucher';
import type { VoucherDetails } from '@/contract/vouchers';
import { CREDIT, EVOUCHER, GOOD_CARD, PAYMENT_CART, paymentOptions } from '../../model/paymentFixtures';

const STATE: PaymentChoiceState = {
  cart: PAYMENT_CART,
  luhnCheckEnabled: true,
  blacklisted: [],
  miniApp: false,
  today: { year: 2025, month: 6, day: 15 },
  options: paymentOptions(),
  selectedId: EVOUCHER.paymentId,
  walletApplied: false,
  upiMode: null,
  vpa: '',
  card: EMPTY_CARD,
  binError: null,
};
const voucher = (balancePaise: number): VoucherDetails => ({
  voucherCode: 'GIFT-2000-PIN',
  kind: 'GIFT_CARD',
  balancePaise,
  expiresAt: Date.UTC(2099, 11, 31),
  auth: 'PIN',
});

describe('e-voucher rules', () => {
  it('SPEC 5: a code is needed before checking, and a PIN or 6-digit OTP before proving', () => {
    expect(normaliseVoucherCode(' gift 2000-pin ')).toBe('GIFT2000-PIN');
    expect(voucherCodeError('')).toBe('voucherCodeRequired');
    expect(voucherCodeError('gift-2000-pin')).toBeNull();
    expect(voucherSecretError('PIN', '12', 6)).toBe('voucherSecretRequired');
    expect(voucherSecretError('PIN', '2468', 6)).toBeNull();
    expect(voucherSecretError('OTP', '2468', 6)).toBe('voucherSecretRequired');
    expect(voucherSecretError('OTP', '123456', 6)).toBeNull();
  });

  it('a voucher pays the whole order or its whole balance; cash, another voucher and the wallet cannot pay the rest', () => {
    expect(voucherShareOf(50_000, 10_000)).toBe(10_000);
    expect(voucherShareOf(50_000, 90_000)).toBe(50_000);
    expect(voucherCovers(50_000, 50_000)).toBe(true);
    expect(['CC', 'UPI_WALLET', 'NB'].every(combinesWithVoucher)).toBe(true);
    expect(['CASH', 'EVOUCHER', 'PIGGYBANK', 'PAYTM_WALLET'].some(combinesWithVoucher)).toBe(false);
    expect(maskedVoucherCode('GIFT-2000-PIN')).toBe('••••-PIN');
    expect(maskedMobile('9876500001')).toBe('••••••0001');
  });

  it("SPEC 5 'Please enter e-Voucher / Giftcard number' when the e-voucher is chosen and none is applied", () => {
    expect(problemsOf(STATE).voucherError).toEqual({ problem: 'voucherCodeRequired' });
  });

  it('a voucher covering the order is the only payment, sent with its code', () => {
    const covering = { ...STATE, voucher: voucher(10_000_000) };
    expect(isVoucherOnly(covering)).toBe(true);
    expect(payableOf(covering)).toBe(0);
    expect(problemsOf(covering).message).toBeNull();
    expect(selectionOf(covering)).toEqual({
      primaryPaymentId: EVOUCHER.paymentId,
      primaryType: 'EVOUCHER',
      secondaryPaymentId: null,
      instrumentDetails: { voucherCode: 'GIFT-2000-PIN' },
      cardInitialDigits: null,
    });
  });

  it('a voucher short of the order asks for a second method, offers only online ones and sends it as the secondary', () => {
    const short = { ...STATE, selectedId: null, voucher: voucher(10_000) };
    expect(problemsOf(short).message).toBe('voucherShort');
    expect(payableOf(short)).toBe(PAYMENT_CART.displayNetPrice - 10_000);
    expect(choicesOf(short).map((choice) => choice.method.paymentType)).not.toContain('CASH');
    expect(choicesOf(short).map((choice) => choice.method.paymentType)).not.toContain('EVOUCHER');
    // SPEC 8: the wallet would be combined with the voucher.
    expect(typeBesideWallet(short)).toBe('EVOUCHER');
    const withCard = { ...short, selectedId: CREDIT.paymentId, card: { ...EMPTY_CARD, ...GOOD_CARD } };
    expect(problemsOf(withCard).message).toBeNull();
    expect(selectionOf(withCard)).toMatchObject({
      primaryPaymentId: EVOUCHER.paymentId,
      primaryType: 'EVOUCHER',
      secondaryPaymentId: CREDIT.paymentId,
      instrumentDetails: { voucherCode: 'GIFT-2000-PIN' },
      cardInitialDigits: '411111',
    });
  });
});

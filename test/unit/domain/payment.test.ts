import { describe, expect, it } from 'vitest';
import {
  binOf,
  CARD_MONTHS,
  cardBrandOf,
  cardExpiry,
  cardNumberError,
  combinesWithWallet,
  DEFAULT_WALLET_APPLIED,
  EMPTY_CARD,
  eVoucherBlocked,
  isCardType,
  isMethodOffered,
  isTipRemovedWithWallet,
  isValidVpa,
  isWalletHidden,
  passesLuhn,
  payableAfterWallet,
  paymentChoices,
  preselectedPaymentId,
  promoAllows,
  SAVE_CARD_DEFAULT,
  validateCard,
  walletConflict,
  walletCovers,
  type CardDraft,
  type MethodLike,
} from '@/domain/payment';

const NOW = new Date(2025, 5, 15);
const RULES = { luhnCheckEnabled: true, now: NOW };
const VALID_VISA: CardDraft = { number: '4111 1111 1111 1111', month: '12', year: '2027', cvv: '123', name: 'Asha Rao', saveCard: false };

const method = (paymentId: string, paymentType: string, enabled: 'E' | 'D' = 'E'): MethodLike => ({ paymentId, paymentType, enabled });
const METHODS = [
  method('cc', 'CC'),
  method('upi', 'UPI_WALLET'),
  method('cash', 'CASH'),
  method('ev', 'EVOUCHER'),
  method('amz', 'AMZPAY_WALLET'),
  method('wallet', 'PIGGYBANK'),
  method('nb-off', 'NB', 'D'),
];

describe('card brand (SPEC 5)', () => {
  it('guesses nothing until the number exceeds 3 characters', () => {
    expect(cardBrandOf('411')).toBeNull();
    expect(cardBrandOf('4111')).toBe('visa');
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221 0000 0000 0009', 'mastercard'],
    ['2720 9900 0000 0000', 'mastercard'],
    ['4111 1111 1111 1111', 'visa'],
    ['3782 822463 10005', 'amex'],
    ['3411 111111 11111', 'amex'],
    ['6759 6498 2643 8453', 'maestro'],
    ['5018 0000 0000 0000', 'maestro'],
    ['6521 5000 0000 0000', 'rupay'],
    ['6070 0000 0000 0000', 'rupay'],
    ['5085 0000 0000 0000', 'rupay'],
    ['9999 0000 0000 0000', 'generic'],
    ['2721 0000 0000 0000', 'generic'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });
});

describe('Luhn and card number (SPEC 5)', () => {
  it('accepts numbers with a correct checksum and refuses others', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('finds the card number invalid for non-digits and wrong lengths', () => {
    expect(cardNumberError('', true)).toBe('cardNumberInvalid');
    expect(cardNumberError('4111 abcd 1111 1111', true)).toBe('cardNumberInvalid');
    expect(cardNumberError('41111111111', true)).toBe('cardNumberInvalid');
    expect(cardNumberError('41111111111111111111', true)).toBe('cardNumberInvalid');
  });

  it('finds a bad checksum only while the check is on', () => {
    expect(cardNumberError('4111 1111 1111 1112', true)).toBe('cardNumberLuhn');
    expect(cardNumberError('4111 1111 1111 1112', false)).toBeNull();
    expect(cardNumberError('4111 1111 1111 1111', true)).toBeNull();
  });
});

describe('validateCard (SPEC 5, SPEC 9)', () => {
  it('finds nothing wrong with a complete valid card', () => {
    expect(validateCard(VALID_VISA, RULES)).toEqual({});
  });

  it('gives every SPEC message code for an empty form', () => {
    expect(validateCard(EMPTY_CARD, RULES)).toEqual({
      number: 'cardNumberInvalid',
      month: 'monthRequired',
      year: 'yearRequired',
      cvv: 'cvvInvalid',
      name: 'nameInvalid',
    });
  });

  it('offers months 01 to 12 and refuses others', () => {
    expect(CARD_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(validateCard({ ...VALID_VISA, month: '13' }, RULES).month).toBe('monthInvalid');
    expect(validateCard({ ...VALID_VISA, month: '00' }, RULES).month).toBe('monthInvalid');
  });

  it('refuses a month already past this year', () => {
    expect(validateCard({ ...VALID_VISA, month: '05', year: '2025' }, RULES).month).toBe('monthInvalid');
    expect(validateCard({ ...VALID_VISA, month: '06', year: '2025' }, RULES)).toEqual({});
  });

  it('refuses a year not offered', () => {
    expect(validateCard({ ...VALID_VISA, year: '2024' }, RULES).year).toBe('yearRequired');
  });

  it('wants 3 CVV digits, 4 for amex', () => {
    expect(validateCard({ ...VALID_VISA, cvv: '1234' }, RULES).cvv).toBe('cvvInvalid');
    expect(validateCard({ ...VALID_VISA, cvv: '12a' }, RULES).cvv).toBe('cvvInvalid');
    const amex = { ...VALID_VISA, number: '3782 822463 10005' };
    expect(validateCard({ ...amex, cvv: '123' }, RULES).cvv).toBe('cvvInvalid');
    expect(validateCard({ ...amex, cvv: '1234' }, RULES)).toEqual({});
  });

  it('wants a name of letters', () => {
    expect(validateCard({ ...VALID_VISA, name: '   ' }, RULES).name).toBe('nameInvalid');
    expect(validateCard({ ...VALID_VISA, name: 'R2D2' }, RULES).name).toBe('nameInvalid');
    expect(validateCard({ ...VALID_VISA, name: "A. D'Souza-Rao" }, RULES)).toEqual({});
  });

  it('keeps the saved-card checkbox off by default (SPEC 9)', () => {
    expect(SAVE_CARD_DEFAULT).toBe(false);
    expect(EMPTY_CARD.saveCard).toBe(false);
  });

  it('takes the BIN once 6 digits are typed, and formats the expiry', () => {
    expect(binOf('4111 1')).toBeNull();
    expect(binOf('4111 11')).toBe('411111');
    expect(cardExpiry({ month: '03', year: '2029' })).toBe('03/2029');
  });
});

describe('wallet rules (SPEC 5, SPEC 8, SPEC 9)', () => {
  it('refuses the wallet with cash or e-voucher', () => {
    expect(walletConflict('CASH', true)).toBe('walletConflict');
    expect(walletConflict('EVOUCHER', true)).toBe('walletConflict');
    expect(walletConflict('CASH', false)).toBeNull();
    expect(walletConflict('CC', true)).toBeNull();
    expect(walletConflict(null, true)).toBeNull();
  });

  it('combines the wallet with every method but cash and e-voucher (the rule the server checks too)', () => {
    expect(combinesWithWallet('CASH')).toBe(false);
    expect(combinesWithWallet('EVOUCHER')).toBe(false);
    expect(combinesWithWallet('UPI_WALLET')).toBe(true);
    expect(combinesWithWallet('CC')).toBe(true);
  });

  it('knows credit and debit cards', () => {
    expect(isCardType('CC')).toBe(true);
    expect(isCardType('DC')).toBe(true);
    expect(isCardType('NB')).toBe(false);
    expect(isCardType(null)).toBe(false);
  });

  const visible = { blacklisted: false, balance: 10_000, irctc: false, miniApp: false, promoPaymentOptions: [] };
  it.each([
    ['blacklisted', { blacklisted: true }],
    ['balance zero', { balance: 0 }],
    ['IRCTC', { irctc: true }],
    ['mini-app', { miniApp: true }],
    ['promo with payment options', { promoPaymentOptions: ['UPI'] }],
  ])('hides the wallet when %s', (_reason, change) => {
    expect(isWalletHidden(visible)).toBe(false);
    expect(isWalletHidden({ ...visible, ...change })).toBe(true);
  });

  it('makes a wallet-only order when the balance covers the total', () => {
    expect(walletCovers(50_000, 50_000)).toBe(true);
    expect(walletCovers(50_000, 49_999)).toBe(false);
    expect(payableAfterWallet(50_000, 20_000, true)).toBe(30_000);
    expect(payableAfterWallet(50_000, 80_000, true)).toBe(0);
    expect(payableAfterWallet(50_000, 80_000, false)).toBe(50_000);
  });

  it('removes the tip only for delivery with the wallet', () => {
    expect(isTipRemovedWithWallet('D', true)).toBe(true);
    expect(isTipRemovedWithWallet('D', false)).toBe(false);
    expect(isTipRemovedWithWallet('T', true)).toBe(false);
  });

  it('is off by default', () => {
    expect(DEFAULT_WALLET_APPLIED).toBe(false);
  });
});

describe('e-vouchers (SPEC 5)', () => {
  it('are not allowed with EDV items or coupons', () => {
    expect(eVoucherBlocked({ hasEdvItems: true, hasCoupon: false })).toEqual({ code: 'eVoucherNotAllowed' });
    expect(eVoucherBlocked({ hasEdvItems: false, hasCoupon: true })).toEqual({ code: 'eVoucherNotAllowed' });
    expect(eVoucherBlocked({ hasEdvItems: false, hasCoupon: false })).toBeNull();
  });
});

describe('UPI collect address', () => {
  it('wants name@bank', () => {
    expect(isValidVpa('asha@okbank')).toBe(true);
    expect(isValidVpa('asha.rao-1@upi')).toBe(true);
    expect(isValidVpa('asha')).toBe(false);
    expect(isValidVpa('asha@')).toBe(false);
    expect(isValidVpa('@bank')).toBe(false);
  });
});

describe('choices and preselection (SPEC 4, SPEC 5)', () => {
  it('preselects the last used method unless it is an Amazon wallet', () => {
    expect(preselectedPaymentId('upi', METHODS)).toBe('upi');
    expect(preselectedPaymentId('amz', METHODS)).toBeNull();
    expect(preselectedPaymentId('nb-off', METHODS)).toBeNull();
    expect(preselectedPaymentId('gone', METHODS)).toBeNull();
    expect(preselectedPaymentId(null, METHODS)).toBeNull();
  });

  it('leaves out disabled and blacklisted methods and the wallet itself', () => {
    expect(isMethodOffered(method('x', 'CC'), ['CC'])).toBe(false);
    expect(isMethodOffered(method('x', 'CC'), ['x'])).toBe(false);
    const ids = paymentChoices(METHODS, {
      blacklisted: ['AMZPAY_WALLET'],
      walletApplied: false,
      hasEdvItems: false,
      irctc: false,
      promo: null,
    }).map((choice) => choice.method.paymentId);
    expect(ids).toEqual(['cc', 'upi', 'cash', 'ev']);
  });

  it('hides cash and e-vouchers while the wallet is used', () => {
    const ids = paymentChoices(METHODS, { blacklisted: [], walletApplied: true, hasEdvItems: false, irctc: false, promo: null }).map(
      (choice) => choice.method.paymentId,
    );
    expect(ids).toEqual(['cc', 'upi', 'amz']);
  });

  it('notes methods the coupon does not allow, by type or group, without disabling them (REMOVE_PROMO asks later)', () => {
    expect(promoAllows('UPI_WALLET', ['UPI'])).toBe(true);
    expect(promoAllows('CC', ['CARD'])).toBe(true);
    expect(promoAllows('CC', ['CC'])).toBe(true);
    expect(promoAllows('CC', ['UPI'])).toBe(false);
    expect(promoAllows('CC', [])).toBe(true);
    const choices = paymentChoices(METHODS, {
      blacklisted: [],
      walletApplied: false,
      hasEdvItems: false,
      irctc: false,
      promo: { promoCode: 'UPI75', paymentOptions: ['UPI'] },
    });
    const notes = Object.fromEntries(choices.map((choice) => [choice.method.paymentId, choice.promoNote]));
    expect(notes).toEqual({
      cc: { code: 'promoRestricted', promoCode: 'UPI75' },
      upi: null,
      cash: { code: 'promoRestricted', promoCode: 'UPI75' },
      ev: null,
      amz: { code: 'promoRestricted', promoCode: 'UPI75' },
    });
    // SPEC 8: e-vouchers are not allowed with coupons at all.
    expect(choices.filter((choice) => choice.disabledNote !== null).map((choice) => choice.method.paymentId)).toEqual(['ev']);
  });

  it('leaves e-vouchers out of a train order (IRCTC)', () => {
    const ids = paymentChoices(METHODS, { blacklisted: [], walletApplied: false, hasEdvItems: false, irctc: true, promo: null }).map(
      (choice) => choice.method.paymentId,
    );
    expect(ids).toEqual(['cc', 'upi', 'cash', 'amz']);
  });

  it('notes the e-voucher rule with EDV items', () => {
    const choices = paymentChoices(METHODS, { blacklisted: [], walletApplied: false, hasEdvItems: true, irctc: false, promo: null });
    expect(choices.find((choice) => choice.method.paymentId === 'ev')?.disabledNote).toEqual({ code: 'eVoucherNotAllowed' });
    expect(choices.find((choice) => choice.method.paymentId === 'cc')?.disabledNote).toBeNull();
  });
});

/**
 * Payment rules (SPEC 4 payment types, SPEC 5 card and wallet rules, SPEC 8 wallet and e-voucher messages,
 * SPEC 9 card months and methods hidden with the wallet). Pure: shared by the payment machine, screens and server.
 */
import { DELIVERY_TYPE } from '@/domain/constants';

// Messages, by code: the words are in the catalogue (namespace payment)

/** SPEC 5 card messages; `cardNumberLuhn` only while the Luhn check is switched on by config. */
export type CardError =
  'cardNumberInvalid' | 'cardNumberLuhn' | 'cvvInvalid' | 'monthRequired' | 'monthInvalid' | 'yearRequired' | 'nameInvalid';

/**
 * A message about the payment choice as a whole: the SPEC 8 wallet conflict, a wallet balance short of the
 * order (SPEC 8 asks for a second method), no method chosen and an e-voucher short of the order (a second method pays the rest).
 */
export type PaymentMessage = 'walletConflict' | 'walletInsufficient' | 'methodRequired' | 'voucherShort';

/** The UPI ID is not name@bank. */
export type VpaError = 'vpaInvalid';

/** Why a method cannot be chosen now: the applied coupon allows other methods (SPEC 5), or the SPEC 8 e-voucher rule. */
export type ChoiceNote = { code: 'promoRestricted'; promoCode: string } | { code: 'eVoucherNotAllowed' };

// Constants

/** SPEC 4 payment type of the Slice wallet. */
export const WALLET_PAYMENT_TYPE = 'PIGGYBANK';
/** SPEC 4 payment types the rules name. */
export const CASH_PAYMENT_TYPE = 'CASH';
export const EVOUCHER_PAYMENT_TYPE = 'EVOUCHER';
export const UPI_PAYMENT_TYPE = 'UPI_WALLET';
/** SPEC 4 credit and debit card types. */
export const CARD_PAYMENT_TYPES: readonly string[] = ['CC', 'DC'];
/** SPEC 4: the last-used method is preselected unless it is this one. */
export const NOT_PRESELECTED_TYPE = 'AMZPAY_WALLET';
/** SPEC 9: methods hidden while the wallet is used (SPEC 8: the wallet cannot combine with cash or e-voucher). */
export const HIDDEN_WITH_WALLET: readonly string[] = [EVOUCHER_PAYMENT_TYPE, CASH_PAYMENT_TYPE];
/** SPEC 9: card months 01-12. */
export const CARD_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
/** How many years ahead the expiry year select offers (ours). */
export const CARD_YEARS_AHEAD = 20;
/** SPEC 5: the brand is guessed once the number exceeds this many characters. */
export const BRAND_GUESS_AFTER = 3;
/** Digits of the bank identification number sent for server card validation (SPEC 3 cardInitialDigits). */
export const BIN_DIGITS = 6;
/** Card number lengths accepted (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CVV_DIGITS = 3;
export const AMEX_CVV_DIGITS = 4;
/** SPEC 9: the saved-card checkbox is off by default. */
export const SAVE_CARD_DEFAULT = false;
/** SPEC 9: the wallet is not applied by default. */
export const DEFAULT_WALLET_APPLIED = false;

// Card brand (SPEC 5)

export type CardBrand = 'mastercard' | 'visa' | 'amex' | 'maestro' | 'rupay' | 'generic';

/** Bank identification number prefixes, checked in this order (RuPay before Maestro: they share 50x and 6x). */
const BRAND_PREFIXES: readonly { brand: Exclude<CardBrand, 'generic'>; prefixes: readonly string[] }[] = [
  { brand: 'amex', prefixes: ['34', '37'] },
  { brand: 'visa', prefixes: ['4'] },
  { brand: 'rupay', prefixes: ['508', '353', '356', '60', '65', '81', '82'] },
  { brand: 'maestro', prefixes: ['50', '56', '57', '58', '63', '67'] },
];
/** Mastercard: 51-55 and 2221-2720. */
const MASTERCARD_RANGES: readonly [number, number, number][] = [
  [2, 51, 55],
  [4, 2221, 2720],
];

/** Digits of a typed card number (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** SPEC 5: null until the number exceeds 3 characters, then the guessed brand. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (digits.length <= BRAND_GUESS_AFTER) return null;
  const isMastercard = MASTERCARD_RANGES.some(([length, low, high]) => {
    const prefix = Number(digits.slice(0, length));
    return prefix >= low && prefix <= high;
  });
  if (isMastercard) return 'mastercard';
  return BRAND_PREFIXES.find(({ prefixes }) => prefixes.some((prefix) => digits.startsWith(prefix)))?.brand ?? 'generic';
}

/** The Luhn checksum (SPEC 5). */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Card validation (SPEC 5)

export interface CardDraft {
  number: string;
  /** '01'-'12' or '' while not chosen. */
  month: string;
  /** Four digits or '' while not chosen. */
  year: string;
  cvv: string;
  name: string;
  saveCard: boolean;
}
export type CardField = 'number' | 'month' | 'year' | 'cvv' | 'name';
export type CardErrors = Partial<Record<CardField, CardError>>;

export interface CardRuleOptions {
  /** SPEC 5: the Luhn check is on by default and switchable by config. */
  luhnCheckEnabled: boolean;
  /** Today, for the expiry check. */
  now: Date;
}

export const EMPTY_CARD: CardDraft = { number: '', month: '', year: '', cvv: '', name: '', saveCard: SAVE_CARD_DEFAULT };
export const CARD_FIELDS: readonly CardField[] = ['number', 'month', 'year', 'cvv', 'name'];

/** SPEC 5 card number rules: digits of a card's length, then Luhn when enabled. */
export function cardNumberError(number: string, luhnCheckEnabled: boolean): CardError | null {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    return 'cardNumberInvalid';
  }
  if (luhnCheckEnabled && !passesLuhn(digits)) return 'cardNumberLuhn';
  return null;
}

/** The CVV length the brand needs: 4 for amex, else 3. */
export function cvvLengthOf(number: string): number {
  return cardBrandOf(number) === 'amex' ? AMEX_CVV_DIGITS : CVV_DIGITS;
}

export function cvvError(cvv: string, number: string): CardError | null {
  return new RegExp(`^\\d{${cvvLengthOf(number)}}$`).test(cvv) ? null : 'cvvInvalid';
}

/** SPEC 9 months 01-12; a month already past in the current year is invalid too. */
export function monthError(month: string, year: string, now: Date): CardError | null {
  if (month === '') return 'monthRequired';
  if (!CARD_MONTHS.includes(month)) return 'monthInvalid';
  if (Number(year) === now.getFullYear() && Number(month) < now.getMonth() + 1) return 'monthInvalid';
  return null;
}

export function yearError(year: string, now: Date): CardError | null {
  return cardYears(now).includes(year) ? null : 'yearRequired';
}

/** Letters, spaces, dots, apostrophes and hyphens, at least one letter. */
export function nameError(name: string): CardError | null {
  const trimmed = name.trim();
  return /^[A-Za-z][A-Za-z .'-]*$/.test(trimmed) ? null : 'nameInvalid';
}

/** The expiry years offered: this year and CARD_YEARS_AHEAD after it. */
export function cardYears(now: Date): string[] {
  const first = now.getFullYear();
  return Array.from({ length: CARD_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
}

export function cardFieldError(field: CardField, card: CardDraft, options: CardRuleOptions): CardError | null {
  switch (field) {
    case 'number':
      return cardNumberError(card.number, options.luhnCheckEnabled);
    case 'month':
      return monthError(card.month, card.year, options.now);
    case 'year':
      return card.year === '' ? 'yearRequired' : yearError(card.year, options.now);
    case 'cvv':
      return cvvError(card.cvv, card.number);
    case 'name':
      return nameError(card.name);
  }
}

/** Every SPEC 5 card message that applies, by field; empty when the card can be sent to the gateway. */
export function validateCard(card: CardDraft, options: CardRuleOptions): CardErrors {
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) {
    const error = cardFieldError(field, card, options);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The card's first 6 digits once typed (SPEC 3 cardInitialDigits, SPEC 5 server card validation); null before. */
export function binOf(number: string): string | null {
  const digits = cardDigits(number);
  return /^\d+$/.test(digits) && digits.length >= BIN_DIGITS ? digits.slice(0, BIN_DIGITS) : null;
}

/** The expiry as the gateway page takes it: MM/YYYY. */
export function cardExpiry(card: Pick<CardDraft, 'month' | 'year'>): string {
  return `${card.month}/${card.year}`;
}

// UPI (SPEC 4 UPI modes)

/** A virtual payment address, name@bank (the pattern is ours). */
export function isValidVpa(vpa: string): boolean {
  return /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/.test(vpa.trim());
}

/** A credit or debit card (SPEC 4 CC, DC). */
export const isCardType = (type: string | null | undefined): boolean => type != null && CARD_PAYMENT_TYPES.includes(type);

// Wallet rules (SPEC 5, SPEC 8)

/** SPEC 5: the wallet cannot combine with cash or e-voucher. */
export const combinesWithWallet = (paymentType: string): boolean => !HIDDEN_WITH_WALLET.includes(paymentType);

/** SPEC 8: the wallet cannot combine with cash or e-voucher. */
export function walletConflict(primaryType: string | null, secondaryIsWallet: boolean): PaymentMessage | null {
  return secondaryIsWallet && primaryType !== null && !combinesWithWallet(primaryType) ? 'walletConflict' : null;
}

export interface WalletVisibility {
  /** The wallet's payment type or id is blacklisted by config. */
  blacklisted: boolean;
  /** Paise. */
  balance: number;
  /** SPEC 5 IRCTC flag: a rail order. */
  irctc: boolean;
  miniApp: boolean;
  /** The applied coupon's payment options; empty when none. */
  promoPaymentOptions: readonly string[];
}

/** SPEC 5: the wallet is hidden when blacklisted, balance zero, IRCTC, in a mini-app, or a promo limits payment options. */
export function isWalletHidden({ blacklisted, balance, irctc, miniApp, promoPaymentOptions }: WalletVisibility): boolean {
  return blacklisted || balance <= 0 || irctc || miniApp || promoPaymentOptions.length > 0;
}

/** The wallet covers the whole order: a wallet-only order (SPEC 4), nothing left to pay. */
export function walletCovers(total: number, balance: number): boolean {
  return balance >= total;
}

/** What is left to pay after the wallet, paise. */
export function payableAfterWallet(total: number, balance: number, walletApplied: boolean): number {
  return walletApplied ? Math.max(0, total - balance) : total;
}

/** SPEC 4: tip is removed for delivery (D) when the wallet is used. */
export function isTipRemovedWithWallet(deliveryType: string, walletUsed: boolean): boolean {
  return deliveryType === DELIVERY_TYPE.delivery && walletUsed;
}

// E-vouchers (SPEC 5)

/** SPEC 5: e-vouchers are not allowed with EDV items or coupons. */
export function eVoucherBlocked({ hasEdvItems, hasCoupon }: { hasEdvItems: boolean; hasCoupon: boolean }): ChoiceNote | null {
  return hasEdvItems || hasCoupon ? { code: 'eVoucherNotAllowed' } : null;
}

// Method groups and choices

export type PaymentGroup = 'cards' | 'upi' | 'netBanking' | 'wallets' | 'cash' | 'eVouchers' | 'sliceWallet';

/** The screen's group of each SPEC 4 payment type. */
export const PAYMENT_GROUP_OF: Readonly<Record<string, PaymentGroup>> = {
  CC: 'cards',
  DC: 'cards',
  UPI_WALLET: 'upi',
  NB: 'netBanking',
  MB: 'netBanking',
  CASHCRD: 'wallets',
  AMZPAY_WALLET: 'wallets',
  PAYTM_WALLET: 'wallets',
  WALLET: 'wallets',
  CASH: 'cash',
  EVOUCHER: 'eVouchers',
  PIGGYBANK: 'sliceWallet',
};

/** Payment option names a coupon may use for a whole group (the seeded UPI coupon says 'UPI'). */
const GROUP_OPTION_NAMES: Readonly<Record<PaymentGroup, string>> = {
  cards: 'CARD',
  upi: 'UPI',
  netBanking: 'NB',
  wallets: 'WALLET',
  cash: 'CASH',
  eVouchers: 'EVOUCHER',
  sliceWallet: 'PIGGYBANK',
};

/** SPEC 5: a coupon with payment options allows only those (by payment type or group); none: any. */
export function promoAllows(paymentType: string, promoPaymentOptions: readonly string[]): boolean {
  if (promoPaymentOptions.length === 0) return true;
  const group = PAYMENT_GROUP_OF[paymentType];
  return promoPaymentOptions.some((option) => option === paymentType || (group !== undefined && option === GROUP_OPTION_NAMES[group]));
}

export interface MethodLike {
  paymentId: string;
  paymentType: string;
  enabled: 'E' | 'D';
}

/** Disabled by the server (flag D) or blacklisted by config (type or id). */
export function isMethodOffered(method: MethodLike, blacklisted: readonly string[]): boolean {
  return method.enabled === 'E' && !blacklisted.includes(method.paymentType) && !blacklisted.includes(method.paymentId);
}

export interface ChoiceRules {
  blacklisted: readonly string[];
  walletApplied: boolean;
  hasEdvItems: boolean;
  /** SPEC 5 IRCTC flag: a rail order (no e-voucher, as no Slice wallet: a rail order's end gives no voucher share back). */
  irctc: boolean;
  /** The applied coupon; null when none. */
  promo: { promoCode: string; paymentOptions: readonly string[] } | null;
}

export interface PaymentChoice<TMethod extends MethodLike> {
  method: TMethod;
  group: PaymentGroup;
  /** Why it cannot be chosen now; null when it can. */
  disabledNote: ChoiceNote | null;
  /** The cart's coupon works only with other methods: this one may be chosen, and the order then asks to drop the coupon (SPEC 4 REMOVE_PROMO); null otherwise. */
  promoNote: ChoiceNote | null;
}

/**
 * The methods offered as radio choices, in the server's order: server-disabled, blacklisted and the wallet
 * itself left out; cash and e-voucher left out while the wallet is used (SPEC 9); e-voucher left out of a rail order
 * (IRCTC); the e-voucher rule as a note
 * that disables, the coupon's restriction as a note that does not (paying another way asks to drop the coupon).
 */
export function paymentChoices<TMethod extends MethodLike>(methods: readonly TMethod[], rules: ChoiceRules): PaymentChoice<TMethod>[] {
  const eVoucherNote = eVoucherBlocked({ hasEdvItems: rules.hasEdvItems, hasCoupon: rules.promo !== null });
  return methods
    .filter((method) => isMethodOffered(method, rules.blacklisted) && method.paymentType !== WALLET_PAYMENT_TYPE)
    .filter((method) => !rules.walletApplied || combinesWithWallet(method.paymentType))
    .filter((method) => !rules.irctc || method.paymentType !== EVOUCHER_PAYMENT_TYPE)
    .map((method) => {
      const promoNote: ChoiceNote | null =
        rules.promo && !promoAllows(method.paymentType, rules.promo.paymentOptions)
          ? { code: 'promoRestricted', promoCode: rules.promo.promoCode }
          : null;
      const note = method.paymentType === EVOUCHER_PAYMENT_TYPE ? eVoucherNote : null;
      return { method, group: PAYMENT_GROUP_OF[method.paymentType] ?? 'wallets', disabledNote: note, promoNote: note ? null : promoNote };
    });
}

/** SPEC 4: the last-used method is preselected when it can be chosen, unless it is an Amazon wallet. */
export function preselectedPaymentId(lastUsed: string | null, methods: readonly MethodLike[]): string | null {
  if (lastUsed === null) return null;
  const method = methods.find((candidate) => candidate.paymentId === lastUsed);
  if (!method || method.enabled !== 'E' || method.paymentType === NOT_PRESELECTED_TYPE) return null;
  return method.paymentId;
}

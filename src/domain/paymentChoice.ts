/**
 * The customer's payment choice at checkout (SPEC 3 payment details, SPEC 4 preselection and wallet-only
 * orders, SPEC 5 card, wallet, UPI and coupon rules): the methods offered, what stops paying, and the
 * payment details handed to the order submit. Pure: the payment selection machine holds the flow.
 */
import type { CartResponse } from '@/contract/cart';
import type { PaymentDetails } from '@/contract/orders';
import type { PaymentMethod, PaymentOptionsResponse } from '@/contract/payments';
import type { PaymentType, UpiMode } from '@/contract/codes';
import { DELIVERY_TYPE } from '@/domain/constants';
import { orderTotalOf } from '@/domain/walletTip';
import type { VoucherDetails } from '@/contract/vouchers';
import { combinesWithVoucher, voucherCovers, type VoucherInputError } from '@/domain/voucher';
import {
  binOf,
  cardDigits,
  cardExpiry,
  isCardType,
  isMethodOffered,
  isValidVpa,
  isWalletHidden,
  EVOUCHER_PAYMENT_TYPE,
  payableAfterWallet,
  paymentChoices,
  preselectedPaymentId,
  UPI_PAYMENT_TYPE,
  validateCard,
  walletConflict,
  walletCovers,
  WALLET_PAYMENT_TYPE,
  type CardDraft,
  type CardErrors,
  type PaymentChoice,
  type PaymentMessage,
  type VpaError,
} from '@/domain/payment';

/** What the customer chose, handed to the order submit (SPEC 3 payment details). */
export interface PaymentSelectionResult {
  primaryPaymentId: string;
  primaryType: PaymentType;
  /** The Slice wallet when combined with another method; the method paying what an e-voucher leaves. */
  secondaryPaymentId: string | null;
  instrumentDetails: PaymentDetails['instrumentDetails'];
  /** First 6 digits of a card (CC/DC); null otherwise. */
  cardInitialDigits: string | null;
  /** CC/DC only: posted straight to the gateway page by the order submit, never to our API. Expiry is MM/YYYY. */
  card?: { number: string; expiry: string; cvv: string; name: string; saveCard: boolean };
}

/** SPEC 3 paymentMode as kept on the device (STORAGE_KEYS.paymentMode). */
export interface StoredPaymentMode {
  paymentType: PaymentType;
  name: string;
  paymentId: string;
}

/** The choice as it stands, with the cart and the rules in force. */
export interface PaymentChoiceState {
  /** The server's cart being paid for. */
  cart: CartResponse;
  /** SPEC 5: the Luhn check, on by default, switchable by app config. */
  luhnCheckEnabled: boolean;
  /** App config: payment types or ids not offered. */
  blacklisted: string[];
  /** The app runs in a partner mini-app (SPEC 5: no wallet). */
  miniApp: boolean;
  /** Today (year, month 1-12, day) for the expiry rule. */
  today: { year: number; month: number; day: number };
  /** The store's payment options; null until loaded. */
  options: PaymentOptionsResponse | null;
  /** The chosen method (not the Slice wallet); null while none. */
  selectedId: string | null;
  /** Whether the Slice wallet is applied. */
  walletApplied: boolean;
  /** UPI: the chosen mode; null while UPI is not chosen. */
  upiMode: UpiMode | null;
  /** UPI collect: the typed address. */
  vpa: string;
  /** The card as typed. */
  card: CardDraft;
  /** SPEC 5: the server refused the typed card's BIN (errors[0].displayMsg); null otherwise. */
  binError: string | null;
  /** SPEC 4 EVOUCHER: the checked e-voucher or gift card paying (part of) the order; null or absent when none. */
  voucher?: VoucherDetails | null;
}

/** Under the voucher number field: the SPEC 5 message, or the server's words for a code it refused. */
export type VoucherFieldError = { readonly problem: VoucherInputError } | { readonly text: string };

/** SPEC 4: the applied voucher pays the whole order (no second method). */
export function isVoucherOnly(context: PaymentChoiceState): boolean {
  return context.voucher != null && voucherCovers(context.cart.displayNetPrice, context.voucher.balancePaise);
}

/** The payment type the Slice wallet would be combined with: the voucher when one is applied (SPEC 8). */
export function typeBesideWallet(context: PaymentChoiceState): string | null {
  return context.voucher != null ? EVOUCHER_PAYMENT_TYPE : (selectedMethodOf(context)?.paymentType ?? null);
}

function voucherMethodOf(context: PaymentChoiceState): PaymentMethod | null {
  return context.options?.methods.find((method) => method.paymentType === EVOUCHER_PAYMENT_TYPE) ?? null;
}

/** The Slice wallet method when it may be offered (SPEC 5 hiding rules); null otherwise. */
export function walletMethodOf(context: PaymentChoiceState): PaymentMethod | null {
  if (!context.options) return null;
  const wallet = context.options.methods.find((method) => method.paymentType === WALLET_PAYMENT_TYPE);
  if (!wallet || !isMethodOffered(wallet, context.blacklisted)) return null;
  const hidden = isWalletHidden({
    blacklisted: false,
    balance: context.options.walletBalance,
    irctc: context.cart.deliveryType === DELIVERY_TYPE.train,
    miniApp: context.miniApp,
    promoPaymentOptions: context.cart.explicitPromo?.paymentOptions ?? [],
  });
  return hidden ? null : wallet;
}

export function choicesOf(context: PaymentChoiceState, walletApplied = context.walletApplied): PaymentChoice<PaymentMethod>[] {
  const choices = paymentChoices(context.options?.methods ?? [], {
    blacklisted: context.blacklisted,
    walletApplied,
    hasEdvItems: context.cart.validItems.some((item) => item.isEDVOApplied),
    irctc: context.cart.deliveryType === DELIVERY_TYPE.train,
    promo: context.cart.explicitPromo,
  });
  // With a voucher applied, the choices are the methods that may pay what it leaves.
  return context.voucher != null ? choices.filter((choice) => combinesWithVoucher(choice.method.paymentType)) : choices;
}

export function selectableMethodsOf(context: PaymentChoiceState, walletApplied = context.walletApplied): PaymentMethod[] {
  return choicesOf(context, walletApplied)
    .filter((choice) => choice.disabledNote === null)
    .map((choice) => choice.method);
}

export function selectedMethodOf(context: PaymentChoiceState): PaymentMethod | null {
  return context.options?.methods.find((method) => method.paymentId === context.selectedId) ?? null;
}

/** The wallet balance in force, paise. */
export const balanceOf = (context: PaymentChoiceState): number => context.options?.walletBalance ?? 0;

/** SPEC 4: zero payable with the wallet in use. */
export function isWalletOnly(context: PaymentChoiceState): boolean {
  return context.walletApplied && walletCovers(orderTotalOf(context.cart, true), balanceOf(context));
}

/** What is left to pay online or in cash, paise. */
export function payableOf(context: PaymentChoiceState): number {
  if (context.voucher != null) return Math.max(0, context.cart.displayNetPrice - context.voucher.balancePaise);
  return payableAfterWallet(orderTotalOf(context.cart, context.walletApplied), balanceOf(context), context.walletApplied);
}

/** SPEC 4: the applied wallet removes this delivery order's tip (the amount shown and paid is without it). */
export function isTipRemovedByWallet(context: PaymentChoiceState): boolean {
  return orderTotalOf(context.cart, context.walletApplied) < context.cart.displayNetPrice;
}

export function todayOf(context: PaymentChoiceState): Date {
  return new Date(context.today.year, context.today.month - 1, context.today.day);
}

export interface Problems {
  message: PaymentMessage | null;
  vpaError: VpaError | null;
  cardErrors: CardErrors;
  /** SPEC 5 'Please enter e-Voucher / Giftcard number': the e-voucher is chosen and no voucher is applied. */
  voucherError?: VoucherFieldError | null;
}

/** Everything that stops `pay`, as the screen shows it. */
export function problemsOf(context: PaymentChoiceState): Problems {
  const none: Problems = { message: null, vpaError: null, cardErrors: {}, voucherError: null };
  if (isWalletOnly(context) || isVoucherOnly(context)) return none;
  const method = selectedMethodOf(context);
  if (context.voucher != null && (!method || !combinesWithVoucher(method.paymentType))) return { ...none, message: 'voucherShort' };
  if (method?.paymentType === EVOUCHER_PAYMENT_TYPE) return { ...none, voucherError: { problem: 'voucherCodeRequired' } };
  if (!method) return { ...none, message: context.walletApplied ? 'walletInsufficient' : 'methodRequired' };
  const conflict = walletConflict(method.paymentType, context.walletApplied);
  if (conflict) return { ...none, message: conflict };
  if (method.paymentType === UPI_PAYMENT_TYPE && context.upiMode === 'COLLECT' && !isValidVpa(context.vpa)) {
    return { ...none, vpaError: 'vpaInvalid' };
  }
  if (isCardType(method.paymentType)) {
    return { ...none, cardErrors: validateCard(context.card, { luhnCheckEnabled: context.luhnCheckEnabled, now: todayOf(context) }) };
  }
  return none;
}

export function hasProblems(context: PaymentChoiceState): boolean {
  const problems = problemsOf(context);
  return (
    problems.message !== null ||
    problems.vpaError !== null ||
    Object.keys(problems.cardErrors).length > 0 ||
    (problems.voucherError ?? null) !== null
  );
}

/** SPEC 5: the server refused the typed card's BIN, and the card is what would be paid with. */
export function isCardRefused(context: PaymentChoiceState): boolean {
  return context.binError !== null && !isWalletOnly(context) && isCardType(selectedMethodOf(context)?.paymentType);
}

/** SPEC 3 payment details of the choice; only called once `pay` found no problem. */
export function selectionOf(context: PaymentChoiceState): PaymentSelectionResult {
  const voucherMethod = voucherMethodOf(context);
  if (context.voucher == null || !voucherMethod) return methodSelectionOf(context);
  // SPEC 4 EVOUCHER: the voucher is the primary payment; the chosen method, if any, pays the rest.
  const voucherCode = context.voucher.voucherCode;
  const primary = { primaryPaymentId: voucherMethod.paymentId, primaryType: voucherMethod.paymentType };
  if (isVoucherOnly(context)) return { ...primary, secondaryPaymentId: null, instrumentDetails: { voucherCode }, cardInitialDigits: null };
  const rest = methodSelectionOf(context);
  return { ...rest, ...primary, secondaryPaymentId: rest.primaryPaymentId, instrumentDetails: { ...rest.instrumentDetails, voucherCode } };
}

function methodSelectionOf(context: PaymentChoiceState): PaymentSelectionResult {
  const wallet = walletMethodOf(context);
  const method = selectedMethodOf(context);
  if (isWalletOnly(context) && wallet) {
    return {
      primaryPaymentId: wallet.paymentId,
      primaryType: wallet.paymentType,
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: null,
    };
  }
  const chosen = method as PaymentMethod;
  const base: PaymentSelectionResult = {
    primaryPaymentId: chosen.paymentId,
    primaryType: chosen.paymentType,
    secondaryPaymentId: context.walletApplied && wallet ? wallet.paymentId : null,
    instrumentDetails: null,
    cardInitialDigits: null,
  };
  if (chosen.paymentType === UPI_PAYMENT_TYPE && context.upiMode) {
    return {
      ...base,
      instrumentDetails: context.upiMode === 'COLLECT' ? { upiMode: 'COLLECT', vpa: context.vpa.trim() } : { upiMode: context.upiMode },
    };
  }
  if (isCardType(chosen.paymentType)) {
    const number = cardDigits(context.card.number);
    return {
      ...base,
      cardInitialDigits: binOf(number),
      card: {
        number,
        expiry: cardExpiry(context.card),
        cvv: context.card.cvv,
        name: context.card.name.trim(),
        saveCard: context.card.saveCard,
      },
    };
  }
  return base;
}

/**
 * The method to start on: the card on /payment, else the last used one (this device's, then the server's)
 * unless Amazon wallet; the wallet is not applied yet.
 */
export function initialSelection(
  context: Omit<PaymentChoiceState, 'options'>,
  options: PaymentOptionsResponse,
  storedPaymentId: string | null,
  focus: 'card' | null,
): string | null {
  const selectable = selectableMethodsOf({ ...context, options }, false);
  if (focus === 'card') {
    const card = selectable.find((method) => isCardType(method.paymentType));
    if (card) return card.paymentId;
  }
  return preselectedPaymentId(storedPaymentId, selectable) ?? preselectedPaymentId(options.lastUsedPaymentId, selectable);
}

export function defaultUpiMode(method: PaymentMethod | null): UpiMode | null {
  if (method?.paymentType !== UPI_PAYMENT_TYPE) return null;
  return method.upiModes?.[0] ?? 'INTENT';
}

export function asStoredMode(value: unknown): StoredPaymentMode | null {
  if (typeof value !== 'object' || value === null) return null;
  return typeof (value as Partial<StoredPaymentMode>).paymentId === 'string' ? (value as StoredPaymentMode) : null;
}

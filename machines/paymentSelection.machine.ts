/**
 * Payment selection at checkout (SPEC 4 payment types and preselection, SPEC 5 card, wallet, e-voucher and
 * promo rules, SPEC 9 methods hidden with the wallet), one actor per visit of /paymentType or /payment.
 *
 * Loading reads the selected store (from the app's store actor), the payment mode and wallet choice kept on
 * this device and the store's payment options; the last-used method is preselected unless it is an Amazon wallet. The customer picks a
 * method, may add the Slice wallet (a balance short of the total asks for a second method; one covering it
 * makes a wallet-only order), picks the UPI mode and address, or types a card whose first 6 digits are
 * checked by the server. `payment.submit` checks every rule, keeps the choice on the device and emits `payment.selected` with
 * what the order submit needs; the card itself goes only to the gateway page, never to our API.
 */
import { and, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CardValidationResponse, PaymentMethod, PaymentOptionsResponse } from '@/contract/payments';
import type { CartResponse } from '@/contract/cart';
import type { PaymentType, UpiMode } from '@/contract/codes';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { readStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { vouchersApi } from '@/api/vouchers';
import type { VoucherCheckResponse, VoucherDetails } from '@/contract/vouchers';
import { voucherCodeError, voucherCovers } from '@/domain/voucher';
import { optionsForDevice, type DeviceKind } from '@/domain/device';
import {
  binOf,
  cardBrandOf,
  cardYears,
  DEFAULT_WALLET_APPLIED,
  EMPTY_CARD,
  HIDDEN_WITH_WALLET,
  EVOUCHER_PAYMENT_TYPE,
  UPI_PAYMENT_TYPE,
  walletConflict,
  walletCovers,
  type CardBrand,
  type CardDraft,
  type CardErrors,
  type CardField,
  type PaymentChoice,
  type ChoiceNote,
  type PaymentGroup,
  type PaymentMessage,
  type VpaError,
} from '@/domain/payment';
import {
  asStoredMode,
  balanceOf,
  choicesOf,
  defaultUpiMode,
  hasProblems,
  initialSelection,
  isCardRefused,
  isTipRemovedByWallet,
  isWalletOnly,
  payableOf,
  problemsOf,
  selectableMethodsOf,
  selectedMethodOf,
  selectionOf,
  todayOf,
  walletMethodOf,
  type PaymentChoiceState,
  type PaymentSelectionResult,
  type StoredPaymentMode,
} from '@/domain/paymentChoice';
import { isVoucherOnly, typeBesideWallet, type VoucherFieldError } from '@/domain/paymentChoice';
import { orderTotalOf } from '@/domain/walletTip';
import { readSelectedStore } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';

// Types

export interface PaymentSelectionInput {
  /** The app's store actor, whose store's payment options are offered. */
  storeActor: StoreActorRef;
  /** The server's cart being paid for. */
  cart: CartResponse;
  /** SPEC 5: the Luhn check, on by default, switchable by app config. */
  luhnCheckEnabled: boolean;
  /** App config: payment types or ids not offered. */
  blacklistedPaymentMethods: string[];
  /** SPEC 3 config isDefaultWalletApplied (SPEC 9: off by default). */
  defaultWalletApplied?: boolean;
  /** The app runs in a partner mini-app (SPEC 5: no wallet). */
  miniApp: boolean;
  /** /payment: start on the card method when one is offered. */
  focus?: 'card';
  /** Today, for the card expiry; the current date when not given. */
  today?: Date;
  /** The device paying (SPEC 4 UPI modes: intent on a phone, collect on a desktop); every mode the store offers when not given. */
  device?: DeviceKind;
}

/** Loading names the selected store's options, else the server cart's store's. */
export interface OptionsCallInput {
  storeActor: StoreActorRef;
  cartStoreId: string | null;
}

/** What loading gives: the store's options and the choices kept on this device. */
export interface LoadedOptions {
  options: PaymentOptionsResponse;
  storedMode: StoredPaymentMode | null;
  /** Whether the wallet was applied last time; null when never chosen. */
  storedWallet: boolean | null;
}

/** Besides the choice as it stands (cart, rules in force, options, method, wallet, UPI, card, BIN answer): */
export interface PaymentSelectionContext extends PaymentChoiceState {
  /** The app's store actor. */
  storeActor: StoreActorRef;
  defaultWalletApplied: boolean;
  focus: 'card' | null;
  /** The device paying; null: every UPI mode the store offers. */
  device: DeviceKind | null;
  /** UPI collect: why the address cannot be used; null while it can or is not checked yet. */
  vpaError: VpaError | null;
  /** SPEC 5 card messages by field, shown after a pay attempt and cleared as the field changes. */
  cardErrors: CardErrors;
  /** The BIN last sent for server card validation; null while fewer than 6 digits are typed. */
  checkedBin: string | null;
  /** A rule message for the whole choice (wallet conflict, insufficient balance, no method); null when none. */
  message: PaymentMessage | null;
  /** Why loading failed; null otherwise. */
  error: ApiError | null;
  /** SPEC 4 EVOUCHER: the voucher number as typed. */
  voucherCode: string;
  /** Under the voucher number: SPEC 5 'Please enter e-Voucher / Giftcard number' or the server's words; null when none. */
  voucherError: VoucherFieldError | null;
}

export type PaymentSelectionEvent =
  | { type: 'options.retry' }
  /** Method names come in the customer's language: a new language loads the options again, keeping the choice. */
  | { type: 'language.change' }
  | { type: 'method.select'; paymentId: string }
  | { type: 'wallet.toggle' }
  | { type: 'upi.mode'; mode: UpiMode }
  | { type: 'upi.vpa'; vpa: string }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'card.change'; field: 'saveCard'; value: boolean }
  | { type: 'message.dismiss' }
  /** SPEC 4 EVOUCHER: type, check and apply, or remove an e-voucher or gift card. */
  | { type: 'voucher.change'; code: string }
  | { type: 'voucher.apply' }
  | { type: 'voucher.remove' }
  | { type: 'payment.submit' };

/** The screen hands the selection to the order submit. */
/** `payment.selected`: `payment.submit` found no problem; `payment.refused`: it showed its problems (the page shows its other refusals with them). */
export type PaymentSelectionEmitted = { type: 'payment.selected'; selection: PaymentSelectionResult } | { type: 'payment.refused' };

/** `busy`: loading, checking a card's BIN or keeping the choice; `error`: the options could not be loaded. */
export type PaymentSelectionTag = 'busy' | 'error';

/** SPEC 4 UPI modes: the store's options as the paying device may use them; all of them when the device is not given. */
const offeredOnDevice = (options: PaymentOptionsResponse, device: DeviceKind | null): PaymentOptionsResponse =>
  device ? optionsForDevice(options, device) : options;

/** A preference that cannot be read (no IndexedDB) counts as never chosen. */
const readPreference = (key: Parameters<typeof readStored>[0]): Promise<unknown> => readStored<unknown>(key).catch(() => null);

// Setup

export const paymentSelectionMachine = setup({
  types: {
    context: {} as PaymentSelectionContext,
    events: {} as PaymentSelectionEvent,
    input: {} as PaymentSelectionInput,
    emitted: {} as PaymentSelectionEmitted,
    tags: {} as PaymentSelectionTag,
  },
  actors: {
    loadOptions: fromPromise<LoadedOptions, OptionsCallInput>(async ({ input, signal }) => {
      const [store, mode, wallet] = await Promise.all([
        readSelectedStore(input.storeActor),
        readPreference(STORAGE_KEYS.paymentMode),
        readPreference(STORAGE_KEYS.walletSelection),
      ]);
      const storeId = store?.storeId ?? input.cartStoreId;
      if (storeId === null) throw new Error('payment options need a store');
      const options = await ordersApi(getApiClient()).getPaymentOptions(storeId, { signal });
      return { options, storedMode: asStoredMode(mode), storedWallet: typeof wallet === 'boolean' ? wallet : null };
    }),
    /** SPEC 7 E-voucher: the voucher's kind, what it can pay, expiry and how it is proved. */
    checkVoucher: fromPromise<VoucherCheckResponse, { voucherCode: string }>(({ input, signal }) =>
      vouchersApi(getApiClient()).checkVoucher(input.voucherCode, { signal }),
    ),
    /** SPEC 5 server card validation of the BIN. */
    validateCard: fromPromise<CardValidationResponse, { bin: string }>(({ input, signal }) =>
      ordersApi(getApiClient()).validateCard(input.bin, { signal }),
    ),
    /** Keeps the choice for the next order (SPEC 3 paymentMode; the wallet choice). */
    rememberSelection: fromPromise<void, { mode: StoredPaymentMode | null; walletApplied: boolean }>(async ({ input }) => {
      await Promise.all([
        input.mode ? writeStored(STORAGE_KEYS.paymentMode, input.mode) : Promise.resolve(),
        writeStored(STORAGE_KEYS.walletSelection, input.walletApplied),
      ]);
    }),
  },
  guards: {
    isSelectable: ({ context }, params: { paymentId: string }) =>
      selectableMethodsOf(context).some((method) => method.paymentId === params.paymentId),
    isWalletApplied: ({ context }) => context.walletApplied,
    isWalletAvailable: ({ context }) => walletMethodOf(context) !== null,
    hasWalletConflict: ({ context }) => walletConflict(typeBesideWallet(context), true) !== null,
    /** The e-voucher is the chosen method and the Slice wallet is not used (SPEC 8), with a number to check. */
    canCheckVoucher: ({ context }) =>
      selectedMethodOf(context)?.paymentType === EVOUCHER_PAYMENT_TYPE &&
      !context.walletApplied &&
      voucherCodeError(context.voucherCode) === null,
    isVoucherChosen: ({ context }) => selectedMethodOf(context)?.paymentType === EVOUCHER_PAYMENT_TYPE && !context.walletApplied,
    /** A voucher that can pay, and still no wallet (it may have been switched on meanwhile). */
    isVoucherAccepted: ({ context }, params: { response: VoucherCheckResponse }) =>
      params.response.status === 'SUCCESS' && !context.walletApplied,
    isUpiSelected: ({ context }) => selectedMethodOf(context)?.paymentType === UPI_PAYMENT_TYPE,
    /** A number change that reaches a BIN not checked yet. */
    isNewBin: ({ context }, params: { field: CardField | 'saveCard'; value: string | boolean }) => {
      if (params.field !== 'number' || typeof params.value !== 'string') return false;
      const bin = binOf(params.value);
      return bin !== null && bin !== context.checkedBin;
    },
    isReadyToPay: ({ context }) => !hasProblems(context) && !isCardRefused(context),
  },
  actions: {
    assignLoaded: assign(({ context }, params: { loaded: LoadedOptions }) => {
      const options = offeredOnDevice(params.loaded.options, context.device);
      const selectedId = initialSelection(context, options, params.loaded.storedMode?.paymentId ?? null, context.focus);
      const withOptions = { ...context, options, selectedId };
      const selected = selectedMethodOf(withOptions);
      const wanted = params.loaded.storedWallet ?? context.defaultWalletApplied;
      const walletApplied = wanted && walletMethodOf(withOptions) !== null && walletConflict(selected?.paymentType ?? null, true) === null;
      return { options, selectedId, walletApplied, upiMode: defaultUpiMode(selected), error: null };
    }),
    assignRelabelled: assign(({ context }, params: { loaded: LoadedOptions }) => ({
      options: offeredOnDevice(params.loaded.options, context.device),
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    selectMethod: assign(({ context }, params: { paymentId: string }) => {
      const method = context.options?.methods.find((candidate) => candidate.paymentId === params.paymentId) ?? null;
      return { selectedId: params.paymentId, upiMode: defaultUpiMode(method), vpaError: null, message: null };
    }),
    removeWallet: assign({ walletApplied: false, message: null }),
    assignWalletConflict: assign(({ context }) => ({ message: walletConflict(typeBesideWallet(context), true) })),
    assignVoucherCode: assign((_, params: { code: string }) => ({ voucherCode: params.code, voucherError: null })),
    assignVoucherCodeProblem: assign(({ context }) => {
      const problem = voucherCodeError(context.voucherCode);
      return { voucherError: problem === null ? null : { problem } };
    }),
    // A voucher short of the order asks for a second method (SPEC 4): the customer chooses it next.
    assignVoucher: assign(({ context }, params: { response: VoucherCheckResponse }) => {
      if (params.response.status !== 'SUCCESS') return {};
      const { voucher } = params.response;
      const covers = voucherCovers(context.cart.displayNetPrice, voucher.balancePaise);
      return {
        voucher,
        voucherError: null,
        message: covers ? null : ('voucherShort' as const),
        selectedId: covers ? context.selectedId : null,
      };
    }),
    assignVoucherRefused: assign((_, params: { response: VoucherCheckResponse }) => ({
      voucherError: params.response.status === 'FAILED' ? { text: params.response.errors[0]?.displayMsg ?? '' } : null,
    })),
    assignVoucherCallError: assign((_, params: { error: unknown }) => ({ voucherError: { text: toApiError(params.error).displayMsg } })),
    removeVoucher: assign({ voucher: null, voucherError: null, message: null }),
    applyWallet: assign(({ context }) => ({
      walletApplied: true,
      message: walletCovers(orderTotalOf(context.cart, true), balanceOf(context)) ? null : ('walletInsufficient' as const),
    })),
    assignUpiMode: assign((_, params: { mode: UpiMode }) => ({ upiMode: params.mode, vpaError: null })),
    assignVpa: assign((_, params: { vpa: string }) => ({ vpa: params.vpa, vpaError: null })),
    assignCardField: assign(({ context }, params: { field: CardField | 'saveCard'; value: string | boolean }) => {
      const card = { ...context.card, [params.field]: params.value } as CardDraft;
      if (params.field === 'saveCard') return { card };
      const cardErrors = { ...context.cardErrors };
      delete cardErrors[params.field];
      const bin = binOf(card.number);
      // A BIN no longer typed takes its server answer with it.
      const binChanged = params.field === 'number' && bin !== context.checkedBin;
      return {
        card,
        cardErrors,
        checkedBin: binChanged ? bin : context.checkedBin,
        binError: binChanged ? null : context.binError,
      };
    }),
    assignBinResult: assign(({ context }, params: { response: CardValidationResponse }) => {
      // An answer for a BIN no longer typed is dropped.
      if (context.checkedBin === null || binOf(context.card.number) !== context.checkedBin) return {};
      return { binError: params.response.status === 'FAILED' ? (params.response.errors[0]?.displayMsg ?? null) : null };
    }),
    assignProblems: assign(({ context }) => problemsOf(context)),
    clearMessage: assign({ message: null }),
    emitSelected: emit(({ context }) => ({ type: 'payment.selected' as const, selection: selectionOf(context) })),
    emitRefused: emit({ type: 'payment.refused' } as const),
  },
}).createMachine({
  id: 'paymentSelection',
  initial: 'loading',
  context: ({ input }) => {
    const today = input.today ?? new Date();
    return {
      storeActor: input.storeActor,
      cart: input.cart,
      luhnCheckEnabled: input.luhnCheckEnabled,
      blacklisted: input.blacklistedPaymentMethods,
      defaultWalletApplied: input.defaultWalletApplied ?? DEFAULT_WALLET_APPLIED,
      miniApp: input.miniApp,
      focus: input.focus ?? null,
      device: input.device ?? null,
      today: { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() },
      options: null,
      selectedId: null,
      walletApplied: false,
      upiMode: null,
      vpa: '',
      vpaError: null,
      card: EMPTY_CARD,
      cardErrors: {},
      checkedBin: null,
      binError: null,
      voucher: null,
      voucherCode: '',
      voucherError: null,
      message: null,
      error: null,
    };
  },
  states: {
    loading: {
      tags: 'busy',
      // Asked for in another language while loading: loaded again in that one.
      on: { 'language.change': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ storeActor: context.storeActor, cartStoreId: context.cart.storeId }),
        onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'options.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'method.select': {
          guard: { type: 'isSelectable', params: ({ event }) => ({ paymentId: event.paymentId }) },
          actions: { type: 'selectMethod', params: ({ event }) => ({ paymentId: event.paymentId }) },
        },
        'wallet.toggle': [
          { guard: 'isWalletApplied', actions: 'removeWallet' },
          { guard: and(['isWalletAvailable', 'hasWalletConflict']), actions: 'assignWalletConflict' },
          { guard: 'isWalletAvailable', actions: 'applyWallet' },
        ],
        'upi.mode': {
          guard: 'isUpiSelected',
          actions: { type: 'assignUpiMode', params: ({ event }) => ({ mode: event.mode }) },
        },
        'upi.vpa': { guard: 'isUpiSelected', actions: { type: 'assignVpa', params: ({ event }) => ({ vpa: event.vpa }) } },
        'message.dismiss': { actions: 'clearMessage' },
        'voucher.change': { actions: { type: 'assignVoucherCode', params: ({ event }) => ({ code: event.code }) } },
        'voucher.remove': { actions: 'removeVoucher' },
        // Typing goes on in every ready state (also while names reload); a new card number's BIN is checked first.
        'card.change': [
          {
            guard: { type: 'isNewBin', params: ({ event }) => ({ field: event.field, value: event.value }) },
            target: '.checkingBin',
            actions: { type: 'assignCardField', params: ({ event }) => ({ field: event.field, value: event.value }) },
          },
          { actions: { type: 'assignCardField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        ],
      },
      states: {
        idle: {
          on: {
            'payment.submit': [
              { guard: 'isReadyToPay', target: '#paymentSelection.remembering' },
              { actions: ['assignProblems', 'emitRefused'] },
            ],
            'language.change': 'relabelling',
            'voucher.apply': [
              { guard: 'canCheckVoucher', target: 'checkingVoucher' },
              { guard: 'isVoucherChosen', actions: 'assignVoucherCodeProblem' },
            ],
          },
        },
        relabelling: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            input: ({ context }) => ({ storeActor: context.storeActor, cartStoreId: context.cart.storeId }),
            onDone: { target: 'idle', actions: { type: 'assignRelabelled', params: ({ event }) => ({ loaded: event.output }) } },
            // The names already shown stay: the choice still works.
            onError: 'idle',
          },
        },
        checkingVoucher: {
          tags: 'busy',
          invoke: {
            id: 'checkVoucher',
            src: 'checkVoucher',
            input: ({ context }) => ({ voucherCode: context.voucherCode }),
            onDone: [
              {
                guard: { type: 'isVoucherAccepted', params: ({ event }) => ({ response: event.output }) },
                target: 'idle',
                actions: { type: 'assignVoucher', params: ({ event }) => ({ response: event.output }) },
              },
              { target: 'idle', actions: { type: 'assignVoucherRefused', params: ({ event }) => ({ response: event.output }) } },
            ],
            onError: { target: 'idle', actions: { type: 'assignVoucherCallError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checkingBin: {
          tags: 'busy',
          on: {
            'card.change': [
              {
                guard: { type: 'isNewBin', params: ({ event }) => ({ field: event.field, value: event.value }) },
                target: 'checkingBin',
                reenter: true,
                actions: { type: 'assignCardField', params: ({ event }) => ({ field: event.field, value: event.value }) },
              },
              { actions: { type: 'assignCardField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            ],
          },
          invoke: {
            id: 'validateCard',
            src: 'validateCard',
            input: ({ context }) => ({ bin: context.checkedBin as string }),
            onDone: { target: 'idle', actions: { type: 'assignBinResult', params: ({ event }) => ({ response: event.output }) } },
            // SPEC 5: a call error counts as valid.
            onError: { target: 'idle' },
          },
        },
      },
    },
    remembering: {
      tags: 'busy',
      invoke: {
        id: 'rememberSelection',
        src: 'rememberSelection',
        input: ({ context }) => {
          const method = selectedMethodOf(context);
          return {
            mode: method ? { paymentType: method.paymentType, name: method.name, paymentId: method.paymentId } : null,
            walletApplied: context.walletApplied,
          };
        },
        onDone: { target: 'ready', actions: 'emitSelected' },
        // Not keeping the choice must not stop the order.
        onError: { target: 'ready', actions: 'emitSelected' },
      },
    },
  },
});

// Selectors

export type PaymentSelectionSnapshot = SnapshotFrom<typeof paymentSelectionMachine>;

export const selectIsLoading = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.matches('loading');
export const selectHasFailed = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.hasTag('error');
export const selectIsBusy = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.hasTag('busy');
export const selectChoices = (snapshot: PaymentSelectionSnapshot): PaymentChoice<PaymentMethod>[] => choicesOf(snapshot.context);
const sameNote = (a: ChoiceNote | null, b: ChoiceNote | null): boolean =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
/** Compares two choice lists by method and note (choices are rebuilt on every read). */
export function sameChoices(a: PaymentChoice<PaymentMethod>[], b: PaymentChoice<PaymentMethod>[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (choice, index) =>
        choice.method === b[index]?.method &&
        sameNote(choice.disabledNote, b[index]?.disabledNote ?? null) &&
        sameNote(choice.promoNote, b[index]?.promoNote ?? null),
    )
  );
}
export const selectSelectedId = (snapshot: PaymentSelectionSnapshot): string | null => snapshot.context.selectedId;
export const selectSelectedType = (snapshot: PaymentSelectionSnapshot): PaymentType | null =>
  selectedMethodOf(snapshot.context)?.paymentType ?? null;
export const selectWalletMethod = (snapshot: PaymentSelectionSnapshot): PaymentMethod | null => walletMethodOf(snapshot.context);
export const selectWalletBalance = (snapshot: PaymentSelectionSnapshot): number => balanceOf(snapshot.context);
export const selectIsWalletApplied = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.context.walletApplied;
/** SPEC 4: the applied wallet removed this delivery order's tip. */
export const selectIsTipRemovedByWallet = (snapshot: PaymentSelectionSnapshot): boolean => isTipRemovedByWallet(snapshot.context);
/** What the order costs as chosen (without the tip the wallet removes), paise. */
export const selectOrderTotal = (snapshot: PaymentSelectionSnapshot): number =>
  orderTotalOf(snapshot.context.cart, snapshot.context.walletApplied);
export const selectIsWalletOnly = (snapshot: PaymentSelectionSnapshot): boolean => isWalletOnly(snapshot.context);
export const selectPayable = (snapshot: PaymentSelectionSnapshot): number => payableOf(snapshot.context);
export const selectUpiMode = (snapshot: PaymentSelectionSnapshot): UpiMode | null => snapshot.context.upiMode;
export const selectVpa = (snapshot: PaymentSelectionSnapshot): string => snapshot.context.vpa;
export const selectVpaError = (snapshot: PaymentSelectionSnapshot): VpaError | null => snapshot.context.vpaError;
export const selectCard = (snapshot: PaymentSelectionSnapshot): CardDraft => snapshot.context.card;
export const selectCardErrors = (snapshot: PaymentSelectionSnapshot): CardErrors => snapshot.context.cardErrors;
export const selectBinError = (snapshot: PaymentSelectionSnapshot): string | null => snapshot.context.binError;
export const selectIsCheckingCard = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.matches({ ready: 'checkingBin' });
export const selectMessage = (snapshot: PaymentSelectionSnapshot): PaymentMessage | null => snapshot.context.message;
export const selectCanPay = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.matches({ ready: 'idle' });
/** Groups whose methods are hidden because the wallet is used (SPEC 9), for the screen's note (compare with shallowEqual). */
export const selectGroupsHiddenByWallet = (snapshot: PaymentSelectionSnapshot): PaymentGroup[] => {
  if (!snapshot.context.walletApplied) return [];
  const hidden = choicesOf(snapshot.context, false).filter((choice) => HIDDEN_WITH_WALLET.includes(choice.method.paymentType));
  return [...new Set(hidden.map((choice) => choice.group))];
};
/** SPEC 5: the guessed brand once the number exceeds 3 characters; null before. */
export const selectCardBrand = (snapshot: PaymentSelectionSnapshot): CardBrand | null => cardBrandOf(snapshot.context.card.number);
/** The expiry years offered (compare with shallowEqual). */
export const selectCardYears = (snapshot: PaymentSelectionSnapshot): string[] => cardYears(todayOf(snapshot.context));
/** SPEC 4 EVOUCHER: the applied voucher; null when none. */
export const selectVoucher = (snapshot: PaymentSelectionSnapshot): VoucherDetails | null => snapshot.context.voucher ?? null;
export const selectVoucherCode = (snapshot: PaymentSelectionSnapshot): string => snapshot.context.voucherCode;
export const selectVoucherError = (snapshot: PaymentSelectionSnapshot): VoucherFieldError | null => snapshot.context.voucherError;
export const selectIsCheckingVoucher = (snapshot: PaymentSelectionSnapshot): boolean => snapshot.matches({ ready: 'checkingVoucher' });
/** The applied voucher pays the whole order: no other method is shown. */
export const selectIsVoucherOnly = (snapshot: PaymentSelectionSnapshot): boolean => isVoucherOnly(snapshot.context);

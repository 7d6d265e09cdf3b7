import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiRequestInit } from '@/api';
import type { CardValidationResponse, PaymentOptionsResponse } from '@/contract/payments';
import { ENDPOINTS } from '@/contract/endpoints';
import {
  paymentSelectionMachine,
  selectBinError,
  selectCardErrors,
  selectChoices,
  selectHasFailed,
  selectIsBusy,
  selectIsWalletApplied,
  selectIsWalletOnly,
  selectMessage,
  selectPayable,
  selectSelectedId,
  selectVpaError,
  selectWalletMethod,
  type LoadedOptions,
  type OptionsCallInput,
  type PaymentSelectionEmitted,
  type PaymentSelectionInput,
} from '@machines/paymentSelection.machine';
import type { StoredPaymentMode } from '@/domain/paymentChoice';
import { networkFailure } from '../../model/fixtures';
import { EDV_LINE, GOOD_CARD, PAYMENT_CART, paymentOptions, selectionInput } from '../../model/paymentFixtures';
import { serveCalls } from './boundCallsFixture';

interface Fakes {
  options?: PaymentOptionsResponse;
  storedMode?: StoredPaymentMode | null;
  storedWallet?: boolean | null;
  load?: () => Promise<LoadedOptions>;
  validate?: (bin: string) => Promise<CardValidationResponse>;
  remember?: () => Promise<void>;
}

function start(input: Partial<PaymentSelectionInput> = {}, fakes: Fakes = {}) {
  const loaded: LoadedOptions = {
    options: fakes.options ?? paymentOptions(),
    storedMode: fakes.storedMode ?? null,
    storedWallet: fakes.storedWallet ?? null,
  };
  const calls = {
    load: vi.fn(fakes.load ?? (async () => loaded)),
    validate: vi.fn(fakes.validate ?? (async (): Promise<CardValidationResponse> => ({ status: 'SUCCESS' }))),
    remember: vi.fn<(input: unknown) => Promise<void>>(fakes.remember ?? (async () => undefined)),
  };
  const actor = createActor(
    paymentSelectionMachine.provide({
      actors: {
        loadOptions: fromPromise<LoadedOptions, OptionsCallInput>(() => calls.load()),
        validateCard: fromPromise<CardValidationResponse, { bin: string }>(({ input }) => calls.validate(input.bin)),
        rememberSelection: fromPromise<void, { mode: StoredPaymentMode | null; walletApplied: boolean }>(({ input }) =>
          calls.remember(input),
        ),
      },
    }),
    { input: selectionInput(input) },
  );
  const emitted: Extract<PaymentSelectionEmitted, { type: 'payment.selected' }>[] = [];
  actor.on('payment.selected', (event) => emitted.push(event));
  const refusals = vi.fn();
  actor.on('payment.refused', refusals);
  actor.start();
  return { actor, calls, emitted, refusals };
}

const ready = (started: ReturnType<typeof start>) => waitFor(started.actor, (state) => state.matches({ ready: 'idle' }));

function typeCard(started: ReturnType<typeof start>, card: Partial<Record<keyof typeof GOOD_CARD, string>> = GOOD_CARD) {
  for (const [field, value] of Object.entries(card)) {
    started.actor.send({ type: 'card.change', field: field as 'number', value });
  }
}

describe('payment selection machine', () => {
  it('loads the options busy, then preselects the last used method from the server', async () => {
    const started = start({}, { options: paymentOptions({ lastUsedPaymentId: 'pay-upi' }) });
    expect(selectIsBusy(started.actor.getSnapshot())).toBe(true);
    const snapshot = await ready(started);
    expect(selectSelectedId(snapshot)).toBe('pay-upi');
    expect(snapshot.context.upiMode).toBe('INTENT');
  });

  it('prefers the method kept on the device, and never preselects an Amazon wallet', async () => {
    const device = start(
      {},
      {
        storedMode: { paymentType: 'NB', name: 'HDFC Bank', paymentId: 'pay-nb' },
        options: paymentOptions({ lastUsedPaymentId: 'pay-upi' }),
      },
    );
    expect(selectSelectedId(await ready(device))).toBe('pay-nb');
    const amazon = start({}, { options: paymentOptions({ lastUsedPaymentId: 'pay-amz' }) });
    expect(selectSelectedId(await ready(amazon))).toBeNull();
  });

  it('starts on the card on /payment', async () => {
    const started = start({ focus: 'card' }, { options: paymentOptions({ lastUsedPaymentId: 'pay-upi' }) });
    expect(selectSelectedId(await ready(started))).toBe('pay-cc');
  });

  it('fails to load with the error tag and retries', async () => {
    let fail = true;
    const started = start(
      {},
      {
        load: async () => {
          if (fail) throw networkFailure();
          return { options: paymentOptions(), storedMode: null, storedWallet: null };
        },
      },
    );
    await waitFor(started.actor, selectHasFailed);
    fail = false;
    started.actor.send({ type: 'options.retry' });
    await ready(started);
    expect(started.calls.load).toHaveBeenCalledTimes(2);
  });

  it('loads the options again in a new language, keeping the chosen method, and keeps the old names when that fails', async () => {
    const english = paymentOptions({ lastUsedPaymentId: 'pay-upi' });
    const hindi = { ...english, methods: english.methods.map((method) => ({ ...method, name: `${method.name} (हिंदी)` })) };
    let answer: () => Promise<LoadedOptions> = async () => ({ options: english, storedMode: null, storedWallet: null });
    const started = start({}, { load: () => answer() });
    await ready(started);
    started.actor.send({ type: 'method.select', paymentId: 'pay-nb' });
    answer = async () => ({ options: hindi, storedMode: null, storedWallet: null });
    started.actor.send({ type: 'language.change' });
    expect(started.actor.getSnapshot().matches({ ready: 'relabelling' })).toBe(true);
    // Typing goes on while the names load.
    started.actor.send({ type: 'card.change', field: 'name', value: 'Asha Rao' });
    expect(started.actor.getSnapshot().context.card.name).toBe('Asha Rao');
    const relabelled = await ready(started);
    expect(relabelled.context.options).toEqual(hindi);
    expect(selectSelectedId(relabelled)).toBe('pay-nb');

    answer = async () => {
      throw networkFailure();
    };
    started.actor.send({ type: 'language.change' });
    const kept = await ready(started);
    expect(kept.context.options).toEqual(hindi);
    expect(selectHasFailed(kept)).toBe(false);
  });

  it('refuses the wallet with cash with the SPEC message', async () => {
    const started = start({}, { options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }) });
    await ready(started);
    started.actor.send({ type: 'wallet.toggle' });
    expect(selectIsWalletApplied(started.actor.getSnapshot())).toBe(false);
    expect(selectMessage(started.actor.getSnapshot())).toBe('walletConflict');
    started.actor.send({ type: 'message.dismiss' });
    expect(selectMessage(started.actor.getSnapshot())).toBeNull();
  });

  it('hides cash and e-vouchers while the wallet is used, and asks for a second method when short', async () => {
    const started = start();
    await ready(started);
    started.actor.send({ type: 'wallet.toggle' });
    const snapshot = started.actor.getSnapshot();
    expect(selectIsWalletApplied(snapshot)).toBe(true);
    expect(selectMessage(snapshot)).toBe('walletInsufficient');
    expect(selectChoices(snapshot).map((choice) => choice.method.paymentId)).not.toContain('pay-cash');
    expect(selectPayable(snapshot)).toBe(49_900 - 20_000);
    started.actor.send({ type: 'method.select', paymentId: 'pay-cash' });
    expect(selectSelectedId(started.actor.getSnapshot())).toBeNull();
    started.actor.send({ type: 'payment.submit' });
    expect(selectMessage(started.actor.getSnapshot())).toBe('walletInsufficient');
    started.actor.send({ type: 'method.select', paymentId: 'pay-nb' });
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted).toEqual([
      {
        type: 'payment.selected',
        selection: {
          primaryPaymentId: 'pay-nb',
          primaryType: 'NB',
          secondaryPaymentId: 'pay-wallet',
          instrumentDetails: null,
          cardInitialDigits: null,
        },
      },
    ]);
    expect(started.calls.remember).toHaveBeenCalledWith({
      mode: { paymentType: 'NB', name: 'HDFC Bank', paymentId: 'pay-nb' },
      walletApplied: true,
    });
  });

  it('makes a wallet-only order when the balance covers the total', async () => {
    const started = start({}, { options: paymentOptions({ walletBalance: 60_000 }) });
    await ready(started);
    started.actor.send({ type: 'wallet.toggle' });
    expect(selectIsWalletOnly(started.actor.getSnapshot())).toBe(true);
    expect(selectPayable(started.actor.getSnapshot())).toBe(0);
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted[0]?.selection).toEqual({
      primaryPaymentId: 'pay-wallet',
      primaryType: 'PIGGYBANK',
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: null,
    });
  });

  it('turns the wallet off again, and applies it at start when chosen last time', async () => {
    const started = start({}, { storedWallet: true });
    expect(selectIsWalletApplied(await ready(started))).toBe(true);
    started.actor.send({ type: 'wallet.toggle' });
    expect(selectIsWalletApplied(started.actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['a mini-app', { miniApp: true }, {}],
    ['a rail order', { cart: { ...PAYMENT_CART, deliveryType: 'IRCTC' as const } }, {}],
    [
      'a payment-restricted coupon',
      { cart: { ...PAYMENT_CART, explicitPromo: { promoCode: 'UPI75', description: '', paymentOptions: ['UPI'], discount: 7_500 } } },
      {},
    ],
    ['a blacklisted wallet', { blacklistedPaymentMethods: ['PIGGYBANK'] }, {}],
    ['a zero balance', {}, { options: paymentOptions({ walletBalance: 0 }) }],
  ])('offers no wallet in %s', async (_case, input: Partial<PaymentSelectionInput>, fakes: Fakes) => {
    const started = start(input, { ...fakes, storedWallet: true });
    const snapshot = await ready(started);
    expect(selectWalletMethod(snapshot)).toBeNull();
    expect(selectIsWalletApplied(snapshot)).toBe(false);
    started.actor.send({ type: 'wallet.toggle' });
    expect(selectIsWalletApplied(started.actor.getSnapshot())).toBe(false);
  });

  it('notes methods outside the coupon payment options (still selectable) and disables e-vouchers with EDV items', async () => {
    const started = start({
      cart: {
        ...PAYMENT_CART,
        validItems: [EDV_LINE],
        explicitPromo: { promoCode: 'UPI75', description: '', paymentOptions: ['UPI'], discount: 7_500 },
      },
    });
    const snapshot = await ready(started);
    const notes = Object.fromEntries(selectChoices(snapshot).map((choice) => [choice.method.paymentId, choice.promoNote]));
    expect(notes['pay-upi']).toBeNull();
    expect(notes['pay-cc']).toEqual({ code: 'promoRestricted', promoCode: 'UPI75' });
    started.actor.send({ type: 'method.select', paymentId: 'pay-cc' });
    expect(selectSelectedId(started.actor.getSnapshot())).toBe('pay-cc');

    const edvOnly = start({ cart: { ...PAYMENT_CART, validItems: [EDV_LINE] } });
    const edvChoices = selectChoices(await ready(edvOnly));
    expect(edvChoices.find((choice) => choice.method.paymentId === 'pay-ev')?.disabledNote).toEqual({ code: 'eVoucherNotAllowed' });
  });

  it('asks for a method before paying', async () => {
    const started = start();
    await ready(started);
    started.actor.send({ type: 'payment.submit' });
    expect(selectMessage(started.actor.getSnapshot())).toBe('methodRequired');
    expect(started.emitted).toEqual([]);
  });

  it('tells the page each time pay is refused, so the page shows its other refusals at the same time', async () => {
    const started = start();
    await ready(started);
    started.actor.send({ type: 'payment.submit' });
    started.actor.send({ type: 'payment.submit' });
    expect(started.refusals).toHaveBeenCalledTimes(2);
  });

  it('wants a VPA for UPI collect and sends it', async () => {
    const started = start();
    await ready(started);
    started.actor.send({ type: 'method.select', paymentId: 'pay-upi' });
    started.actor.send({ type: 'upi.mode', mode: 'COLLECT' });
    started.actor.send({ type: 'upi.vpa', vpa: 'asha' });
    started.actor.send({ type: 'payment.submit' });
    expect(selectVpaError(started.actor.getSnapshot())).toBe('vpaInvalid');
    started.actor.send({ type: 'upi.vpa', vpa: ' asha@okbank ' });
    expect(selectVpaError(started.actor.getSnapshot())).toBeNull();
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted[0]?.selection.instrumentDetails).toEqual({ upiMode: 'COLLECT', vpa: 'asha@okbank' });
  });

  it('offers UPI intent first on a phone, with collect as the fallback, and collect only on a desktop (SPEC 4)', async () => {
    const phone = start({ device: 'mobile' });
    await ready(phone);
    phone.actor.send({ type: 'method.select', paymentId: 'pay-upi' });
    expect(phone.actor.getSnapshot().context.upiMode).toBe('INTENT');
    const phoneUpi = phone.actor.getSnapshot().context.options?.methods.find((method) => method.paymentId === 'pay-upi');
    expect(phoneUpi?.upiModes).toEqual(['INTENT', 'COLLECT']);

    const desktop = start({ device: 'desktop' });
    await ready(desktop);
    desktop.actor.send({ type: 'method.select', paymentId: 'pay-upi' });
    expect(desktop.actor.getSnapshot().context.upiMode).toBe('COLLECT');
    const desktopUpi = desktop.actor.getSnapshot().context.options?.methods.find((method) => method.paymentId === 'pay-upi');
    expect(desktopUpi?.upiModes).toEqual(['COLLECT']);
  });

  it('sends the UPI intent mode', async () => {
    const started = start();
    await ready(started);
    started.actor.send({ type: 'method.select', paymentId: 'pay-upi' });
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted[0]?.selection.instrumentDetails).toEqual({ upiMode: 'INTENT' });
  });

  it('shows the SPEC card messages on pay and clears a field as it changes', async () => {
    const started = start({ focus: 'card' });
    await ready(started);
    typeCard(started, { number: '4111 1111 1111 1112' });
    await ready(started);
    started.actor.send({ type: 'payment.submit' });
    const errors = selectCardErrors(started.actor.getSnapshot());
    expect(errors.number).toBe('cardNumberLuhn');
    expect(errors.month).toBe('monthRequired');
    started.actor.send({ type: 'card.change', field: 'month', value: '12' });
    expect(selectCardErrors(started.actor.getSnapshot()).month).toBeUndefined();
    expect(started.emitted).toEqual([]);
  });

  it('skips the Luhn check when config switches it off', async () => {
    const started = start({ focus: 'card', luhnCheckEnabled: false });
    await ready(started);
    typeCard(started, { ...GOOD_CARD, number: '4111 1111 1111 1112' });
    await ready(started);
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted).toHaveLength(1);
  });

  it('checks the BIN once 6 digits are typed and shows the server refusal', async () => {
    const started = start(
      { focus: 'card' },
      {
        validate: async () => ({ status: 'FAILED', errors: [{ code: 'BIN_BLOCKED', displayMsg: 'This card is not accepted' }] }),
      },
    );
    await ready(started);
    started.actor.send({ type: 'card.change', field: 'number', value: '41111' });
    expect(started.calls.validate).not.toHaveBeenCalled();
    started.actor.send({ type: 'card.change', field: 'number', value: '411111' });
    expect(started.actor.getSnapshot().matches({ ready: 'checkingBin' })).toBe(true);
    await ready(started);
    expect(started.calls.validate).toHaveBeenCalledWith('411111');
    expect(selectBinError(started.actor.getSnapshot())).toBe('This card is not accepted');
    typeCard(started);
    await ready(started);
    expect(started.calls.validate).toHaveBeenCalledTimes(1);
    started.actor.send({ type: 'payment.submit' });
    expect(started.emitted).toEqual([]);
    started.actor.send({ type: 'method.select', paymentId: 'pay-nb' });
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted.map((event) => event.selection.primaryPaymentId)).toEqual(['pay-nb']);
    started.actor.send({ type: 'card.change', field: 'number', value: '4111' });
    expect(selectBinError(started.actor.getSnapshot())).toBeNull();
  });

  it('counts a failed card validation call as valid, and sends the card only for cards', async () => {
    const started = start(
      { focus: 'card' },
      {
        validate: async () => {
          throw networkFailure();
        },
      },
    );
    await ready(started);
    typeCard(started);
    started.actor.send({ type: 'card.change', field: 'saveCard', value: true });
    await ready(started);
    expect(selectBinError(started.actor.getSnapshot())).toBeNull();
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted[0]?.selection).toEqual({
      primaryPaymentId: 'pay-cc',
      primaryType: 'CC',
      secondaryPaymentId: null,
      instrumentDetails: null,
      cardInitialDigits: '411111',
      card: { number: '4111111111111111', expiry: '12/2027', cvv: '123', name: 'Asha Rao', saveCard: true },
    });
  });

  it('ignores a BIN answer for a number no longer typed', async () => {
    let answer: (value: CardValidationResponse) => void = () => undefined;
    const started = start({ focus: 'card' }, { validate: () => new Promise((resolve) => (answer = resolve)) });
    await ready(started);
    started.actor.send({ type: 'card.change', field: 'number', value: '411111' });
    started.actor.send({ type: 'card.change', field: 'number', value: '4111' });
    answer({ status: 'FAILED', errors: [{ code: 'BIN_BLOCKED', displayMsg: 'This card is not accepted' }] });
    await ready(started);
    expect(selectBinError(started.actor.getSnapshot())).toBeNull();
  });

  it('still hands over the selection when the device cannot keep it', async () => {
    const started = start(
      {},
      {
        options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }),
        remember: async () => {
          throw new Error('no IndexedDB');
        },
      },
    );
    await ready(started);
    started.actor.send({ type: 'payment.submit' });
    await ready(started);
    expect(started.emitted[0]?.selection.primaryType).toBe('CASH');
  });

  it('with its default actors asks the API client for the cart store options and the BIN, passing abort signals', async () => {
    const getPaymentOptions = vi.fn(async (init: ApiRequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      expect(init.query).toEqual({ storeId: '66201' });
      return paymentOptions({ lastUsedPaymentId: 'pay-cc' });
    });
    const validateCard = vi.fn(async (init: ApiRequestInit): Promise<CardValidationResponse> => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      return { status: 'SUCCESS' };
    });
    serveCalls(ENDPOINTS, { getPaymentOptions, validateCard });
    // Node has no IndexedDB: unreadable and unwritable preferences never block paying.
    const actor = createActor(paymentSelectionMachine, { input: selectionInput() });
    const emitted: Extract<PaymentSelectionEmitted, { type: 'payment.selected' }>[] = [];
    actor.on('payment.selected', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(selectSelectedId(actor.getSnapshot())).toBe('pay-cc');
    for (const [field, value] of Object.entries(GOOD_CARD)) actor.send({ type: 'card.change', field: field as 'number', value });
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(validateCard).toHaveBeenCalledWith(expect.objectContaining({ query: { bin: '411111' } }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, () => emitted.length === 1);
    expect(emitted[0]?.selection.cardInitialDigits).toBe('411111');
    actor.stop();
  });
});

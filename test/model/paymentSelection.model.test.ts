import { describe, expect, it } from 'vitest';
import { paymentSelectionMachine, type LoadedOptions, type PaymentSelectionContext } from '@machines/paymentSelection.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { paymentOptions, selectionInput } from './paymentFixtures';

/** A checked voucher: one short of any cart here, one covering it. */
const voucherChecked = (balancePaise: number) => ({
  status: 'SUCCESS' as const,
  voucher: { voucherCode: 'GIFT-2000-PIN', kind: 'GIFT_CARD' as const, balancePaise, expiresAt: 4_102_444_800_000, auth: 'PIN' as const },
});

const BY_FIRST_WALK = 'walked by the first model (loading, UPI, cards, names)';
/** What the e-voucher walk leaves to the first one. */
const WALKED_ABOVE: Record<string, string> = Object.fromEntries(
  [
    'paymentSelection.failed',
    'paymentSelection.ready.relabelling',
    'paymentSelection.ready.checkingBin',
    'paymentSelection.loading · language.change',
    'paymentSelection.loading · error: loadOptions',
    'paymentSelection.failed · options.retry',
    'paymentSelection.ready · upi.mode [isUpiSelected]',
    'paymentSelection.ready · upi.vpa [isUpiSelected]',
    'paymentSelection.ready · message.dismiss',
    'paymentSelection.ready · card.change [isNewBin]',
    'paymentSelection.ready · card.change',
    'paymentSelection.ready.idle · language.change',
    'paymentSelection.ready.relabelling · done: loadOptions',
    'paymentSelection.ready.relabelling · error: loadOptions',
    'paymentSelection.ready.checkingBin · card.change [isNewBin]',
    'paymentSelection.ready.checkingBin · card.change',
    'paymentSelection.ready.checkingBin · done: validateCard',
    'paymentSelection.ready.checkingBin · error: validateCard',
    'paymentSelection.remembering · error: rememberSelection',
  ].map((id) => [id, BY_FIRST_WALK]),
);

const LOADED: LoadedOptions = { options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }), storedMode: null, storedWallet: null };

const BY_VOUCHER_WALK = 'walked by the e-voucher model below';
/** The e-voucher's part of the machine, walked on its own (together the two walks would not stay finite). */
const VOUCHER_WALK: Record<string, string> = Object.fromEntries(
  [
    'paymentSelection.ready.checkingVoucher',
    'paymentSelection.ready · voucher.change',
    'paymentSelection.ready · voucher.remove',
    'paymentSelection.ready.idle · voucher.apply [canCheckVoucher]',
    'paymentSelection.ready.idle · voucher.apply [isVoucherChosen]',
    'paymentSelection.ready.checkingVoucher · done: checkVoucher [isVoucherAccepted]',
    'paymentSelection.ready.checkingVoucher · done: checkVoucher',
    'paymentSelection.ready.checkingVoucher · error: checkVoucher',
  ].map((id) => [id, BY_VOUCHER_WALK]),
);

describe('payment selection machine model', () => {
  it('walks every state and transition, handing over a selection only after pay found nothing wrong', async () => {
    const result = await runModel({
      name: 'paymentSelection',
      machine: paymentSelectionMachine,
      input: selectionInput(),
      events: [
        { type: 'xstate.done.actor.loadOptions', output: LOADED },
        { type: 'xstate.error.actor.loadOptions', error: networkFailure() },
        { type: 'options.retry' },
        { type: 'method.select', paymentId: 'pay-nb' },
        { type: 'method.select', paymentId: 'pay-upi' },
        { type: 'wallet.toggle' },
        { type: 'upi.mode', mode: 'COLLECT' },
        { type: 'upi.vpa', vpa: 'asha@okbank' },
        { type: 'card.change', field: 'number', value: '411111' },
        { type: 'card.change', field: 'number', value: '555555' },
        { type: 'message.dismiss' },
        { type: 'language.change' },
        { type: 'payment.submit' },
        {
          type: 'xstate.done.actor.validateCard',
          output: { status: 'FAILED', errors: [{ code: 'BIN', displayMsg: 'Card not accepted' }] },
        },
        { type: 'xstate.error.actor.validateCard', error: networkFailure() },
        { type: 'xstate.done.actor.rememberSelection', output: undefined },
        { type: 'xstate.error.actor.rememberSelection', error: new Error('no IndexedDB') },
      ],
      unreachable: VOUCHER_WALK,
      // What decides the next transition; typed text beyond that only repeats states.
      abstractContext: (context: PaymentSelectionContext) => ({
        loaded: context.options !== null,
        error: context.error !== null,
        selectedId: context.selectedId,
        walletApplied: context.walletApplied,
        upiMode: context.upiMode,
        vpa: context.vpa !== '',
        checkedBin: context.checkedBin,
        binError: context.binError !== null,
        message: context.message,
        problems: context.vpaError !== null || Object.keys(context.cardErrors).length > 0,
      }),
      onStep: ({ step, emitted, actor }) => {
        const leftRemembering = step.event.type.endsWith('actor.rememberSelection');
        const refusedPay = step.event.type === 'payment.submit' && step.state.matches('ready');
        expect(emitted.map((event) => event.type)).toEqual(leftRemembering ? ['payment.selected'] : refusedPay ? ['payment.refused'] : []);
        if (
          step.event.type === 'wallet.toggle' &&
          (actor.getSnapshot() as { context: { message: string | null } }).context.message === 'walletConflict'
        ) {
          expect((actor.getSnapshot() as { context: { walletApplied: boolean } }).context.walletApplied).toBe(false);
        }
      },
      maxStates: 20_000,
      maxPaths: 3_000,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('paymentSelection: 7/7 states, 24/24 transitions (8 listed unreachable)');
  });

  it('walks the e-voucher: a number checked, a voucher short of the order or covering it, a refusal, removed', async () => {
    const result = await runModel({
      name: 'paymentSelection (e-voucher)',
      machine: paymentSelectionMachine,
      input: selectionInput(),
      unreachable: WALKED_ABOVE,
      events: [
        { type: 'xstate.done.actor.loadOptions', output: LOADED },
        { type: 'method.select', paymentId: 'pay-ev' },
        { type: 'method.select', paymentId: 'pay-nb' },
        { type: 'voucher.change', code: 'GIFT-2000-PIN' },
        { type: 'voucher.apply' },
        { type: 'xstate.done.actor.checkVoucher', output: voucherChecked(100) },
        { type: 'xstate.done.actor.checkVoucher', output: voucherChecked(100_000_000) },
        {
          type: 'xstate.done.actor.checkVoucher',
          output: { status: 'FAILED', errors: [{ code: 'VOUCHER_EXPIRED', displayMsg: 'Expired.' }] },
        },
        { type: 'xstate.error.actor.checkVoucher', error: networkFailure() },
        { type: 'voucher.remove' },
        { type: 'wallet.toggle' },
        { type: 'payment.submit' },
        { type: 'xstate.done.actor.rememberSelection', output: undefined },
      ],
      abstractContext: (context: PaymentSelectionContext) => ({
        selectedId: context.selectedId,
        walletApplied: context.walletApplied,
        voucherCode: context.voucherCode !== '',
        voucher: context.voucher ? context.voucher.balancePaise > 100 : null,
        message: context.message,
        voucherError: context.voucherError !== null,
      }),
      onStep: ({ step, emitted, actor }) => {
        const snapshot = actor.getSnapshot() as { context: PaymentSelectionContext };
        // SPEC 8: never with the Slice wallet.
        expect(snapshot.context.walletApplied && snapshot.context.voucher != null).toBe(false);
        if (step.event.type.endsWith('actor.rememberSelection')) {
          const selected = emitted.find((event) => event.type === 'payment.selected') as { selection: { primaryType: string } } | undefined;
          if (snapshot.context.voucher) expect(selected?.selection.primaryType).toBe('EVOUCHER');
        }
      },
      maxStates: 20_000,
      maxPaths: 3_000,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('paymentSelection (e-voucher): 5/5 states, 15/15 transitions (19 listed unreachable)');
  });
});

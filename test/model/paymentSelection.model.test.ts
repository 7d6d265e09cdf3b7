import { describe, expect, it } from 'vitest';
import { paymentSelectionMachine, type LoadedOptions, type PaymentSelectionContext } from '@machines/paymentSelection.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { paymentOptions, selectionInput } from './paymentFixtures';

const LOADED: LoadedOptions = { options: paymentOptions({ lastUsedPaymentId: 'pay-cash' }), storedMode: null, storedWallet: null };

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
    expect(coverageLine(result)).toBe('paymentSelection: 7/7 states, 24/24 transitions');
  });
});

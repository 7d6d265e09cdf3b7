import { describe, expect, it } from 'vitest';
import type { DeletePromoOnPaymentResponse } from '@/contract/orders';
import { removePromoMachine } from '@machines/removePromo.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { GATEWAY_URL, payment } from './orderSubmitFixtures';

const WAITING = payment('REMOVE_PROMO', { removePromo: { promoCode: 'UPI75', paymentOptions: ['UPI'] } });
const AT_NEW_TOTAL = payment('PROCESS_PAYMENT', { gateway: 'PAYU', processTransactionURL: GATEWAY_URL });
const DROPPED: DeletePromoOnPaymentResponse = { paymentUrl: GATEWAY_URL, initiateOrderPaymentResponse: AT_NEW_TOTAL };

const events: ModelEvent<typeof removePromoMachine>[] = [
  { type: 'promo.remove' },
  { type: 'promo.keep' },
  { type: 'xstate.done.actor.deletePromo', output: DROPPED },
  { type: 'xstate.error.actor.deletePromo', error: serverError('PROMO_CART_CHANGED', 'Your cart has changed.', 409) },
  { type: 'xstate.error.actor.deletePromo', error: networkFailure() },
  { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'FAILED' } },
  { type: 'xstate.error.actor.cancelPayment', error: networkFailure() },
];

describe('remove promo machine model', () => {
  it('walks every state and transition: ask, drop (refused, retried), keep', async () => {
    const result = await runModel({
      name: 'removePromo',
      machine: removePromoMachine,
      input: { payment: WAITING },
      events,
      abstractContext: (context: { message: unknown; next: unknown }) => ({
        message: context.message !== null,
        next: context.next !== null,
      }),
      onStep: ({ step }) => {
        const { state } = step;
        if (state.matches('removeFailed')) expect(state.context.message).not.toBeNull();
        if (state.status !== 'done') return;
        if (state.matches('removed')) expect(state.output).toEqual({ type: 'next', payment: AT_NEW_TOTAL });
        else expect(state.output).toEqual({ type: 'back' });
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('removePromo: 6/6 states, 8/8 transitions');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConfirmOrderBody, ConfirmOrderResponse, DeletePromoOnPaymentResponse, RecentOrderResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { SelectedStore } from '@/domain/store';
import { removePromoMachine, selectHasFailed, selectIsBusy, selectMessage, selectPromo } from '@machines/removePromo.machine';
import { orderSubmitMachine, selectRemovePromoActor, type OrderSubmitEmitted } from '@machines/orderSubmit.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { CARD, confirmed, fixClockAndKeys, GATEWAY_URL, ORDER, payment, SAVED_STORE, submitInput } from '../../model/orderSubmitFixtures';
import { networkFailure, serverError } from '../../model/fixtures';

const WAITING = payment('REMOVE_PROMO', { removePromo: { promoCode: 'UPI75', paymentOptions: ['UPI'] } });
const AT_NEW_TOTAL = payment('PROCESS_PAYMENT', { gateway: 'PAYU', processTransactionURL: GATEWAY_URL });
const DROPPED: DeletePromoOnPaymentResponse = { paymentUrl: GATEWAY_URL, initiateOrderPaymentResponse: AT_NEW_TOTAL };

interface Fakes {
  drop?: (orderTransactionId: string) => Promise<DeletePromoOnPaymentResponse>;
  cancel?: (orderTransactionId: string) => Promise<TransactionStatusResponse>;
}

function fakeActors(fakes: Fakes = {}) {
  const drop = vi.fn(fakes.drop ?? ((_id: string) => Promise.resolve(DROPPED)));
  const cancel = vi.fn(fakes.cancel ?? ((_id: string) => Promise.resolve({ transactionStatus: 'FAILED' } as TransactionStatusResponse)));
  const machine = removePromoMachine.provide({
    actors: {
      deletePromo: fromPromise<DeletePromoOnPaymentResponse, { orderTransactionId: string }>(({ input }) => drop(input.orderTransactionId)),
      cancelPayment: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(({ input }) =>
        cancel(input.orderTransactionId),
      ),
    },
  });
  return { machine, drop, cancel };
}

function start(fakes: Fakes = {}) {
  const { machine, drop, cancel } = fakeActors(fakes);
  const actor = createActor(machine, { input: { payment: WAITING } }).start();
  return { actor, drop, cancel };
}

describe('remove promo machine', () => {
  it('asks first, naming the coupon and the methods it keeps to', () => {
    const { actor, drop } = start();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    expect(selectPromo(actor.getSnapshot())).toEqual({ promoCode: 'UPI75', paymentOptions: ['UPI'] });
    expect(drop).not.toHaveBeenCalled();
  });

  it("dropping the coupon calls delete promo for the order and ends with the server's next action at the new total", async () => {
    const { actor, drop } = start();
    actor.send({ type: 'promo.remove' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(drop).toHaveBeenCalledWith('txn-1');
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: AT_NEW_TOTAL });
  });

  it('keeping the coupon cancels the waiting order and goes back to the payment choice', async () => {
    const { actor, cancel, drop } = start();
    actor.send({ type: 'promo.keep' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(cancel).toHaveBeenCalledWith('txn-1');
    expect(drop).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it('goes back even when the cancel call fails (the order expires unpaid and a new one replaces it)', async () => {
    const { actor } = start({ cancel: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'promo.keep' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it("a refused removal shows the server's words; the customer may try again", async () => {
    let calls = 0;
    const { actor, drop } = start({
      drop: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(serverError('PROMO_CART_CHANGED', 'Your cart has changed.', 409)) : Promise.resolve(DROPPED);
      },
    });
    actor.send({ type: 'promo.remove' });
    await waitFor(actor, (s) => s.matches('removeFailed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Your cart has changed.' });
    actor.send({ type: 'promo.remove' });
    expect(selectMessage(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(drop).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: AT_NEW_TOTAL });
  });

  it('after a refused removal, keeping the coupon cancels the order', async () => {
    const { actor, cancel } = start({ drop: () => Promise.reject(networkFailure()) });
    actor.send({ type: 'promo.remove' });
    await waitFor(actor, (s) => s.matches('removeFailed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Internet connection Lost' });
    actor.send({ type: 'promo.keep' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });
});

describe('remove promo hosted by the order submit', () => {
  function startHosted(fakes: Fakes = {}) {
    const emitted: OrderSubmitEmitted[] = [];
    const actor = createActor(
      orderSubmitMachine.provide({
        actors: {
          getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
          readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
          confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async () =>
            confirmed('REMOVE_PROMO', { removePromo: { promoCode: 'UPI75', paymentOptions: ['UPI'] } }),
          ),
          removePromo: fakeActors(fakes).machine,
        },
      }),
      { input: submitInput() },
    );
    actor.on('*', (event) => emitted.push(event as OrderSubmitEmitted));
    actor.start();
    return { actor, emitted };
  }

  it('a card order answered REMOVE_PROMO asks; dropping the coupon posts the card to the gateway page at the new total', async () => {
    const restore = fixClockAndKeys(() => 'key-1');
    try {
      const { actor, emitted } = startHosted();
      actor.send({ type: 'order.submit', selection: CARD, order: ORDER });
      await waitFor(actor, (s) => selectRemovePromoActor(s)?.getSnapshot().matches('asking') === true);
      expect(actor.getSnapshot().hasTag('popup')).toBe(true);
      selectRemovePromoActor(actor.getSnapshot())!.send({ type: 'promo.remove' });
      await waitFor(actor, (s) => s.matches('postingCard'));
      expect(emitted).toEqual([{ type: 'cardPost.requested', url: GATEWAY_URL, card: CARD.card }]);
    } finally {
      restore();
    }
  });

  it('keeping the coupon returns to the payment choice', async () => {
    const restore = fixClockAndKeys(() => 'key-1');
    try {
      const { actor, emitted } = startHosted();
      actor.send({ type: 'order.submit', selection: CARD, order: ORDER });
      await waitFor(actor, (s) => selectRemovePromoActor(s) !== undefined);
      selectRemovePromoActor(actor.getSnapshot())!.send({ type: 'promo.keep' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(selectRemovePromoActor(actor.getSnapshot())).toBeUndefined();
      expect(emitted).toEqual([{ type: 'submit.ended', outcome: 'chooseAgain' }]);
    } finally {
      restore();
    }
  });
});

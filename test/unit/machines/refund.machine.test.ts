import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { OrderDetailsResponse, OrderRefund } from '@/contract/afterOrder';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import type { SelectedStore } from '@/domain/store';
import { REFUND_REFRESH_SECONDS, refundWindow } from '@/domain/refund';
import { MS_PER_SECOND } from '@/domain/time';
import {
  refundMachine,
  selectCanMoveToWallet,
  selectCanRefresh,
  selectDetails,
  selectHasFailed,
  selectIsLoading,
  selectIsMovingToWallet,
  selectIsRefreshing,
  selectMessage,
  selectWalletError,
} from '@machines/refund.machine';
import { orderSubmitMachine, selectRefundActor } from '@machines/orderSubmit.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { CARD, confirmed, fixClockAndKeys, ORDER, SAVED_STORE, submitInput } from '../../model/orderSubmitFixtures';
import { networkFailure, serverError } from '../../model/fixtures';

const INITIATED_AT = Date.UTC(2026, 0, 15, 6, 30);
const REFUND: OrderRefund = {
  paymentType: 'DC',
  amount: 49_900,
  status: 'INITIATED',
  destination: 'SOURCE',
  initiatedAt: INITIATED_AT,
  completedAt: null,
};

function failedDetails(refunds: OrderRefund[] = [REFUND]): OrderDetailsResponse {
  return {
    orderId: 'order-1',
    sliceOrderId: 'SL12345678',
    placedAt: INITIATED_AT,
    storeName: 'Koramangala',
    deliveryType: 'D',
    status: 'FAILED',
    items: [{ name: 'Margherita', quantity: 1 }],
    grandTotal: 49_900,
    favourite: false,
    trackable: false,
    invoiceAvailable: false,
    refunds,
    refundToWalletAvailable: false,
    lines: [],
    bill: [],
    paymentMode: 'Debit Card',
    deliveryLocation: null,
    store: { id: '66201', name: 'Koramangala', address: '80 Feet Road' },
    advanceTime: null,
    failureReason: 'PAYMENT_FAILED',
    deliveryInstructions: null,
    zeroContactDelivery: false,
  };
}

const SETTLED = failedDetails([{ ...REFUND, status: 'COMPLETED', completedAt: INITIATED_AT + 30 * 60_000 }]);

function startWith(answers: (OrderDetailsResponse | Error)[], moves: (OrderDetailsResponse | Error)[]) {
  const answering = (list: (OrderDetailsResponse | Error)[]) => {
    const call = vi.fn<(orderId: string) => Promise<OrderDetailsResponse>>();
    for (const answer of list)
      call.mockImplementationOnce(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
    return call;
  };
  const load = answering(answers);
  const move = answering(moves);
  const clock = new SimulatedClock();
  const machine = refundMachine.provide({
    actors: {
      getOrderDetails: fromPromise<OrderDetailsResponse, { orderId: string }>(({ input }) => load(input.orderId)),
      refundToWallet: fromPromise<OrderDetailsResponse, { orderId: string }>(({ input }) => move(input.orderId)),
    },
  });
  const actor = createActor(machine, { input: { orderId: 'order-1' }, clock }).start();
  return { actor, clock, load, move };
}

function start(answers: (OrderDetailsResponse | Error)[]) {
  return startWith(answers, []);
}

describe('refund machine', () => {
  it("loads the order's details: why it failed and its refunds", async () => {
    const { actor, load } = start([failedDetails()]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(load).toHaveBeenCalledWith('order-1');
    expect(selectDetails(actor.getSnapshot())?.failureReason).toBe('PAYMENT_FAILED');
    expect(selectCanRefresh(actor.getSnapshot())).toBe(true);
  });

  it('asks again every REFUND_REFRESH_SECONDS while the refund is on its way, and stops once it is completed', async () => {
    const { actor, clock, load } = start([failedDetails(), failedDetails(), SETTLED]);
    await waitFor(actor, (s) => s.matches('showing'));
    clock.increment(REFUND_REFRESH_SECONDS * MS_PER_SECOND - 1);
    expect(load).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('showing'));
    clock.increment(REFUND_REFRESH_SECONDS * MS_PER_SECOND);
    await waitFor(actor, (s) => s.matches('showing') && selectDetails(s)?.refunds[0]?.status === 'COMPLETED');
    expect(load).toHaveBeenCalledTimes(3);
    clock.increment(10 * REFUND_REFRESH_SECONDS * MS_PER_SECOND);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('the customer may ask at once; a failed ask keeps the last state', async () => {
    const { actor, load } = start([failedDetails(), networkFailure(), SETTLED]);
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'refund.refresh' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(selectDetails(actor.getSnapshot())?.refunds[0]?.status).toBe('INITIATED');
    actor.send({ type: 'refund.refresh' });
    await waitFor(actor, (s) => selectDetails(s)?.refunds[0]?.status === 'COMPLETED');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a failed load shows the message and may be retried', async () => {
    const { actor } = start([networkFailure(), failedDetails()]);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Internet connection Lost' });
    actor.send({ type: 'refund.retry' });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(selectMessage(actor.getSnapshot())).toBeNull();
  });

  it('takes the refund to the Slice wallet only while the server offers it; a refusal shows the server words', async () => {
    const offered = { ...failedDetails(), refundToWalletAvailable: true };
    const inWallet = failedDetails([{ ...REFUND, status: 'COMPLETED', destination: 'WALLET', completedAt: INITIATED_AT + 60_000 }]);
    const refused = serverError('REFUND_SETTLED', 'This refund has already been sent to your bank or payment app.');
    const { actor, move } = startWith([offered], [refused, inWallet]);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(selectCanMoveToWallet(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'refund.toWallet' });
    expect(selectIsMovingToWallet(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(selectWalletError(actor.getSnapshot())).toEqual({ text: 'This refund has already been sent to your bank or payment app.' });
    actor.send({ type: 'refund.toWallet' });
    expect(selectWalletError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(move).toHaveBeenCalledWith('order-1');
    expect(selectDetails(actor.getSnapshot())?.refunds[0]).toMatchObject({ destination: 'WALLET', status: 'COMPLETED' });
    expect(selectCanMoveToWallet(actor.getSnapshot())).toBe(false);
  });

  it('closing ends the machine from any state', async () => {
    const { actor } = start([failedDetails()]);
    actor.send({ type: 'refund.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });
});

describe('refund window (SPEC 8 and 9)', () => {
  it('cards and banks: 4 to 10 business days, weekends skipped', () => {
    // Thursday 15 January 2026, India time.
    const window = refundWindow(REFUND);
    expect(window?.kind).toBe('businessDays');
    expect(new Date(window!.from).toISOString().slice(0, 10)).toBe('2026-01-21');
    expect(new Date(window!.by).toISOString().slice(0, 10)).toBe('2026-01-29');
  });

  it('UPI: by T+5 days; the Slice wallet: at once', () => {
    expect(refundWindow({ ...REFUND, paymentType: 'UPI_WALLET' })).toEqual({
      kind: 'upi',
      from: INITIATED_AT,
      by: INITIATED_AT + 5 * 86_400_000,
    });
    expect(refundWindow({ ...REFUND, destination: 'WALLET' })).toBeNull();
  });
});

describe('refund page hosted by the order submit (REFUND_PAGE)', () => {
  it('a repeated confirm answered REFUND_PAGE shows the refund of the order; closing returns to the payment choice', async () => {
    const restore = fixClockAndKeys(() => 'key-1');
    try {
      const actor = createActor(
        orderSubmitMachine.provide({
          actors: {
            getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
            readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
            confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async () =>
              confirmed('REFUND_PAGE', { refund: { orderId: 'order-1' } }),
            ),
            refund: refundMachine.provide({
              actors: { getOrderDetails: fromPromise<OrderDetailsResponse, { orderId: string }>(async () => failedDetails()) },
            }),
          },
        }),
        { input: submitInput() },
      ).start();
      actor.send({ type: 'order.submit', selection: CARD, order: ORDER });
      await waitFor(actor, (s) => selectRefundActor(s) !== undefined);
      const refund = selectRefundActor(actor.getSnapshot())!;
      await waitFor(refund, (s) => s.matches('showing'));
      expect(refund.getSnapshot().context.orderId).toBe('order-1');
      expect(actor.getSnapshot().hasTag('popup')).toBe(true);
      selectRefundActor(actor.getSnapshot())!.send({ type: 'refund.close' });
      await waitFor(actor, (s) => s.matches('idle'));
    } finally {
      restore();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { setApiClient, type ApiClient, type ApiRequestInit } from '@/api';
import type { Endpoint } from '@/contract/endpoints';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import type { SelectedStore } from '@/domain/store';
import { orderSubmitMachine } from '@machines/orderSubmit.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { confirmed, ORDER, SAVED_STORE, submitInput, UPI } from '../../model/orderSubmitFixtures';

/** The order submit with its recent-order and store reads faked and its confirm call real, over a recording client. */
function startWithRealConfirm(confirmTimeoutSeconds?: number) {
  const calls: Array<{ endpoint: Endpoint; init: ApiRequestInit }> = [];
  const request = vi.fn(async (endpoint: Endpoint, init: ApiRequestInit = {}) => {
    calls.push({ endpoint, init });
    return confirmed('THANKYOU');
  });
  setApiClient({ request } as Partial<ApiClient> as ApiClient);
  const actor = createActor(
    orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
      },
    }),
    { input: submitInput(confirmTimeoutSeconds === undefined ? {} : { confirmTimeoutSeconds }) },
  ).start();
  return { actor, calls };
}

describe('order submit: the SPEC 9 config timeout of the confirm call', () => {
  it('gives the confirm call the configured timeout', async () => {
    const { actor, calls } = startWithRealConfirm(45);
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('thankYou'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.timeoutMs).toBe(45_000);
  });

  it('uses the SPEC 9 default of 70 s until the config says otherwise', async () => {
    const { actor, calls } = startWithRealConfirm();
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('thankYou'));
    expect(calls[0]?.init.timeoutMs).toBe(70_000);
  });

  it('hands the timeout to the confirm actor with the body', async () => {
    const inputs: Array<{ userId: string; body: ConfirmOrderBody; timeoutMs?: number }> = [];
    const actor = createActor(
      orderSubmitMachine.provide({
        actors: {
          getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
          readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
          confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody; timeoutMs?: number }>(
            async ({ input }) => {
              inputs.push(input);
              return confirmed('THANKYOU');
            },
          ),
        },
      }),
      { input: submitInput({ confirmTimeoutSeconds: 90 }) },
    ).start();
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('thankYou'));
    expect(inputs[0]?.timeoutMs).toBe(90_000);
  });
});

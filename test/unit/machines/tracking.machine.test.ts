import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ENDPOINTS } from '@/contract/endpoints';
import type { TrackerResponse } from '@/contract/afterOrder';
import { setApiClient, type ApiClient } from '@/api';
import { selectForm, selectFormErrors, selectTrackerActor, trackAnotherOrderMachine } from '@machines/trackAnotherOrder.machine';
import {
  FALLBACK_POLL_SECONDS,
  selectHasLoadFailed,
  selectIsDelivered,
  selectIsLoading,
  selectIsNotAvailable,
  selectIsPolling,
  selectLoadError,
  selectNotFound,
  selectStage,
  selectTracker,
  trackingMachine,
  type TrackerQuery,
  type TrackingInput,
} from '@machines/tracking.machine';
import { networkFailure } from '../../model/fixtures';
import { orderNotFound, trackerAt } from '../../model/trackingFixtures';
import { flush, SECOND } from './pollingFixtures';

const MOBILE_LEADING_ZERO = 'mobileLeadingZero';

type Answer = TrackerResponse | Error;

/** A tracker call answering from `answers` in order (an Error rejects); the last answer repeats. */
function fakeLoadTracker(answers: Answer[]) {
  const calls: TrackerQuery[] = [];
  const logic = fromPromise<TrackerResponse, TrackerQuery>(async ({ input }) => {
    calls.push(input);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  return { logic, calls };
}

function start(input: TrackingInput, answers: Answer[]) {
  const { logic, calls } = fakeLoadTracker(answers);
  const clock = new SimulatedClock();
  const actor = createActor(trackingMachine.provide({ actors: { loadTracker: logic } }), { clock, input }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, calls, advance };
}

afterEach(() => vi.restoreAllMocks());

describe('tracking machine', () => {
  it('loads the tracker of the order id and polls again after the server-given pollAfterSeconds', async () => {
    const { actor, calls, advance } = start({ orderId: 'order-1' }, [
      trackerAt('CONFIRMED', { pollAfterSeconds: 20 }),
      trackerAt('BEING_BAKED', { pollAfterSeconds: 45 }),
      trackerAt('DISPATCHED'),
    ]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(calls).toEqual([{ orderId: 'order-1' }]);
    expect(selectStage(actor.getSnapshot())).toBe('CONFIRMED');
    expect(selectIsPolling(actor.getSnapshot())).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);

    await advance(20 * SECOND - 1);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(selectStage(actor.getSnapshot())).toBe('BEING_BAKED');

    // The next wait is the newest answer's 45 s.
    await advance(44 * SECOND);
    expect(calls).toHaveLength(2);
    await advance(SECOND);
    expect(calls).toHaveLength(3);
    expect(selectStage(actor.getSnapshot())).toBe('DISPATCHED');
    expect(selectTracker(actor.getSnapshot())?.rider).not.toBeNull();
    actor.stop();
  });

  it('an order to a train seat hands the page to its rail order screen after the first answer, and polls no more', async () => {
    const { actor, calls, advance } = start({ orderId: 'rail-7' }, [trackerAt('CONFIRMED', { orderId: 'rail-7', deliveryType: 'IRCTC' })]);
    const emitted: unknown[] = [];
    actor.on('navigation.requested', (event) => emitted.push(event));
    await flush();
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/deliverOnTrain/orders/rail-7' }]);
    expect(actor.getSnapshot().matches('railOrder')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    // The loader stays until the rail order screen replaces the page; no tracker details flash.
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectTracker(actor.getSnapshot())).toBeNull();
    expect(selectIsPolling(actor.getSnapshot())).toBe(false);
    await advance(10 * 60 * SECOND);
    expect(calls).toHaveLength(1);
  });

  it('SPEC 4: CANCELLED keeps polling', async () => {
    const { actor, calls, advance } = start({ orderId: 'order-1' }, [trackerAt('CANCELLED')]);
    await flush();
    expect(selectStage(actor.getSnapshot())).toBe('CANCELLED');
    expect(actor.getSnapshot().matches({ inProgress: 'waiting' })).toBe(true);
    await advance(20 * SECOND);
    expect(calls).toHaveLength(2);
    expect(selectIsPolling(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('SPEC 4: DELIVERED stops polling in a final state', async () => {
    const { actor, calls, advance } = start({ orderId: 'order-1' }, [trackerAt('DISPATCHED'), trackerAt('DELIVERED')]);
    await flush();
    await advance(20 * SECOND);
    expect(selectIsDelivered(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectIsPolling(actor.getSnapshot())).toBe(false);
    await advance(10 * 60 * SECOND);
    expect(calls).toHaveLength(2);
    expect(selectStage(actor.getSnapshot())).toBe('DELIVERED');
  });

  it('a tracker without a stage is not available yet, and keeps polling until the stage appears', async () => {
    const { actor, calls, advance } = start({ orderId: 'order-1' }, [trackerAt(null, { pollAfterSeconds: 60 }), trackerAt('CONFIRMED')]);
    await flush();
    expect(selectIsNotAvailable(actor.getSnapshot())).toBe(true);
    expect(selectIsPolling(actor.getSnapshot())).toBe(true);
    expect(selectStage(actor.getSnapshot())).toBeNull();
    await advance(60 * SECOND);
    expect(calls).toHaveLength(2);
    expect(selectIsNotAvailable(actor.getSnapshot())).toBe(false);
    expect(selectStage(actor.getSnapshot())).toBe('CONFIRMED');
    actor.stop();
  });

  it('waits its own fallback when the server gives no usable pollAfterSeconds', async () => {
    const { calls, advance, actor } = start({ orderId: 'order-1' }, [trackerAt('CONFIRMED', { pollAfterSeconds: 0 })]);
    await flush();
    await advance(FALLBACK_POLL_SECONDS * SECOND - 1);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    actor.stop();
  });

  it('a failed first load shows the error and loads again on tracker.retry', async () => {
    const { actor, calls } = start({ orderId: 'order-1' }, [networkFailure(), trackerAt('BEING_BAKED')]);
    await waitFor(actor, selectHasLoadFailed);
    expect(selectLoadError(actor.getSnapshot())).toBe('Internet connection Lost');
    expect(selectIsPolling(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'tracker.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(calls).toHaveLength(2);
    expect(selectStage(actor.getSnapshot())).toBe('BEING_BAKED');
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('a failed poll stops polling but keeps the last tracker shown', async () => {
    const { actor, calls, advance } = start({ orderId: 'order-1' }, [trackerAt('BEING_BAKED'), networkFailure()]);
    await flush();
    await advance(20 * SECOND);
    expect(selectHasLoadFailed(actor.getSnapshot())).toBe(true);
    expect(selectStage(actor.getSnapshot())).toBe('BEING_BAKED');
    await advance(10 * 60 * SECOND);
    expect(calls).toHaveLength(2);
    actor.stop();
  });

  it('a 404 is final: the order is not found, with the text for its kind of query', async () => {
    const own = start({ orderId: 'order-404' }, [orderNotFound()]);
    await waitFor(own.actor, (snapshot) => snapshot.status === 'done');
    expect(selectNotFound(own.actor.getSnapshot())).toBe('ownOrder');
    expect(selectHasLoadFailed(own.actor.getSnapshot())).toBe(false);

    const other = start({ mobile: '9876543210', sliceOrderId: 'SL-999' }, [orderNotFound()]);
    await waitFor(other.actor, (snapshot) => snapshot.status === 'done');
    expect(other.calls).toEqual([{ mobile: '9876543210', sliceOrderId: 'SL-999' }]);
    expect(selectNotFound(other.actor.getSnapshot())).toBe('otherOrder');
  });

  it('a URL without an order id is not found, without a call', () => {
    const { actor, calls } = start({ orderId: null }, [trackerAt('CONFIRMED')]);
    expect(selectNotFound(actor.getSnapshot())).toBe('ownOrder');
    expect(calls).toEqual([]);
    expect(start({ orderId: '  ' }, []).actor.getSnapshot().matches('notFound')).toBe(true);
  });

  it('its default actor asks the API client for the tracker by order id or by mobile and order id, passing the abort signal', async () => {
    const request = vi.fn(async (_endpoint: unknown, init: { signal?: AbortSignal } = {}) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      return trackerAt('DELIVERED');
    });
    setApiClient({ request } as unknown as ApiClient);
    const own = createActor(trackingMachine, { input: { orderId: 'order-1' } }).start();
    await waitFor(own, (snapshot) => snapshot.status === 'done');
    expect(request).toHaveBeenLastCalledWith(ENDPOINTS.getOrderTracker, expect.objectContaining({ pathParams: { orderId: 'order-1' } }));

    const other = createActor(trackingMachine, { input: { mobile: '9876543210', sliceOrderId: 'SL-100234' } }).start();
    await waitFor(other, (snapshot) => snapshot.status === 'done');
    expect(request).toHaveBeenLastCalledWith(
      ENDPOINTS.trackOtherOrder,
      expect.objectContaining({ query: { mobile: '9876543210', orderId: 'SL-100234' } }),
    );
  });
});

describe('track another order machine', () => {
  function startForm(mobile = '', answers: Answer[] = [trackerAt('CONFIRMED')]) {
    const { logic, calls } = fakeLoadTracker(answers);
    const machine = trackAnotherOrderMachine.provide({
      actors: { trackOrder: trackingMachine.provide({ actors: { loadTracker: logic } }) },
    });
    return { actor: createActor(machine, { input: { mobile } }).start(), calls };
  }

  it('SPEC 5: a blank submit shows both track-order messages and tracks nothing', () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'form.submit' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ mobile: { code: 'mobileRequired' }, orderId: { code: 'orderIdRequired' } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(selectTrackerActor(actor.getSnapshot())).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a typed mobile must pass the SPEC 5 mobile rules; changing a field clears its message only', () => {
    const { actor } = startForm();
    actor.send({ type: 'form.change', field: 'mobile', value: '0987654321' });
    actor.send({ type: 'form.submit' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({
      mobile: { mobileRule: MOBILE_LEADING_ZERO },
      orderId: { code: 'orderIdRequired' },
    });
    actor.send({ type: 'form.change', field: 'mobile', value: '9876543210' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ orderId: { code: 'orderIdRequired' } });
    expect(selectForm(actor.getSnapshot())).toEqual({ mobile: '9876543210', orderId: '' });
  });

  it('a valid submit tracks the order by the trimmed mobile and order id with the tracking machine', async () => {
    const { actor, calls } = startForm('9876543210');
    actor.send({ type: 'form.change', field: 'orderId', value: ' SL-100234 ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('tracking')).toBe(true);
    const tracker = selectTrackerActor(actor.getSnapshot());
    expect(tracker).toBeDefined();
    await waitFor(tracker!, (snapshot) => selectStage(snapshot) === 'CONFIRMED');
    expect(calls).toEqual([{ mobile: '9876543210', sliceOrderId: 'SL-100234' }]);
    actor.stop();
  });

  it('tracks an order to a train seat found by mobile and order id right here: its rail order screen is only for its owner', async () => {
    const { actor } = startForm('9876543210', [trackerAt('CONFIRMED', { deliveryType: 'IRCTC' })]);
    actor.send({ type: 'form.change', field: 'orderId', value: 'SL-100234' });
    actor.send({ type: 'form.submit' });
    const tracker = selectTrackerActor(actor.getSnapshot());
    expect(tracker).toBeDefined();
    const tracking = await waitFor(tracker!, (snapshot) => selectStage(snapshot) === 'CONFIRMED');
    expect(tracking.matches('inProgress')).toBe(true);
    actor.stop();
  });

  it('a new valid submit while tracking starts a fresh tracker for the new order; an invalid one keeps the current tracker', async () => {
    const { actor, calls } = startForm('9876543210');
    actor.send({ type: 'form.change', field: 'orderId', value: 'SL-1' });
    actor.send({ type: 'form.submit' });
    const first = selectTrackerActor(actor.getSnapshot());
    await flush();

    actor.send({ type: 'form.change', field: 'orderId', value: '' });
    actor.send({ type: 'form.submit' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ orderId: { code: 'orderIdRequired' } });
    expect(selectTrackerActor(actor.getSnapshot())).toBe(first);

    actor.send({ type: 'form.change', field: 'orderId', value: 'SL-2' });
    actor.send({ type: 'form.submit' });
    const second = selectTrackerActor(actor.getSnapshot());
    expect(second).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    await flush();
    expect(calls.map((call) => ('sliceOrderId' in call ? call.sliceOrderId : call.orderId))).toEqual(['SL-1', 'SL-2']);
    expect(selectFormErrors(actor.getSnapshot())).toEqual({});
    actor.stop();
  });

  it('starts with the signed-in customer mobile', () => {
    const { actor } = startForm('9876543210');
    expect(selectForm(actor.getSnapshot())).toEqual({ mobile: '9876543210', orderId: '' });
  });
});

import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { TrackerResponse } from '@/contract/afterOrder';
import type { TrackOrderError } from '@/domain/tracking';
import { trackAnotherOrderMachine } from '@machines/trackAnotherOrder.machine';
import { FALLBACK_POLL_SECONDS, trackingMachine } from '@machines/tracking.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';
import { orderNotFound, trackerAt } from './trackingFixtures';

const MOBILE_LENGTH = 'mobileLength';

const TRACKER_DONE = 'xstate.done.actor.loadTracker';
const POLL_IN_PROGRESS = 'xstate.after.pollAfter.tracking.inProgress.waiting';
const POLL_NOT_AVAILABLE = 'xstate.after.pollAfter.tracking.notAvailable.waiting';

/** Each stage with its own server-given wait, so a wait shows which answer set it. */
const ANSWERS: TrackerResponse[] = [
  trackerAt(null, { pollAfterSeconds: 60 }),
  trackerAt('CONFIRMED', { pollAfterSeconds: 20 }),
  trackerAt('BEING_BAKED', { pollAfterSeconds: 25 }),
  trackerAt('DISPATCHED', { pollAfterSeconds: 10 }),
  trackerAt('CANCELLED', { pollAfterSeconds: 0 }),
  trackerAt('DELIVERED'),
  // An order to a train seat: the rail order screen tracks it.
  trackerAt('CONFIRMED', { deliveryType: 'IRCTC', pollAfterSeconds: 15 }),
];

const trackingEvents: ModelEvent<typeof trackingMachine>[] = [
  ...ANSWERS.map((output) => ({ type: TRACKER_DONE, output }) as const),
  { type: 'xstate.error.actor.loadTracker', error: networkFailure() },
  { type: 'xstate.error.actor.loadTracker', error: orderNotFound() },
  { type: POLL_IN_PROGRESS },
  { type: POLL_NOT_AVAILABLE },
  { type: 'tracker.retry' },
];

/** Every state and transition but the start and not found: none is reached without an order id. */
const ONLY_WITH_ORDER_ID = [
  'tracking.loading',
  'tracking.inProgress',
  'tracking.inProgress.waiting',
  'tracking.inProgress.refreshing',
  'tracking.notAvailable',
  'tracking.notAvailable.waiting',
  'tracking.notAvailable.refreshing',
  'tracking.delivered',
  'tracking.railOrder',
  'tracking.loadFailed',
  'tracking.loading · done: loadTracker [isOwnRailOrder]',
  'tracking.starting · always [hasQuery]',
  ...['loading', 'inProgress.refreshing', 'notAvailable.refreshing'].flatMap((state) => [
    `tracking.${state} · done: loadTracker [isDelivered]`,
    `tracking.${state} · done: loadTracker [hasNoStage]`,
    `tracking.${state} · done: loadTracker`,
    `tracking.${state} · error: loadTracker [isNotFound]`,
    `tracking.${state} · error: loadTracker`,
  ]),
  'tracking.inProgress.waiting · after pollAfter',
  'tracking.notAvailable.waiting · after pollAfter',
  'tracking.loadFailed · tracker.retry',
];

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

/** The wait the machine must schedule after `tracker`: the server's seconds, or the fallback for a non-positive value. */
const expectedWaitMs = (tracker: TrackerResponse): number =>
  (tracker.pollAfterSeconds > 0 ? tracker.pollAfterSeconds : FALLBACK_POLL_SECONDS) * 1000;

function checkTrackingStep({ step, actor, emitted }: StepCheck): void {
  const { state } = step;
  const tracker = state.context.tracker as TrackerResponse | null;
  const stage = tracker?.tracker.stage ?? null;
  if (state.matches({ inProgress: 'waiting' }) || state.matches({ notAvailable: 'waiting' })) {
    // Every poll waits the newest answer's pollAfterSeconds.
    expect(scheduledDelays(actor)).toEqual([expectedWaitMs(tracker as TrackerResponse)]);
  } else {
    expect(scheduledDelays(actor)).toEqual([]);
  }
  // SPEC 4: the stage decides the state: no stage is not available, DELIVERED final, any other stage keeps polling.
  if (state.matches('inProgress')) expect(['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'CANCELLED']).toContain(stage);
  if (state.matches('notAvailable')) expect(stage).toBeNull();
  if (state.matches('delivered')) {
    expect(stage).toBe('DELIVERED');
    expect(actor.getSnapshot().status).toBe('done');
  }
  // Only the first answer for an order to a seat hands the page to the rail order screen.
  if (state.matches('railOrder')) {
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/deliverOnTrain/orders/order-1' }]);
    expect(actor.getSnapshot().status).toBe('done');
  } else expect(emitted).toEqual([]);
  expect(state.hasTag('polling')).toBe(state.matches('inProgress') || state.matches('notAvailable'));
  if (state.matches('loadFailed')) expect(state.context.error).toBe('Internet connection Lost');
  if (step.event.type === 'xstate.error.actor.loadTracker' && 'error' in step.event && step.event.error !== null) {
    // A 404 never asks to retry; anything else never ends as not found.
    const isNotFound = (step.event.error as { status?: number }).status === 404;
    expect(state.matches('notFound')).toBe(isNotFound);
  }
}

describe('tracking machine model', () => {
  it('walks every state and transition of tracking an order by id, with each stage the server can send', async () => {
    const result = await runModel({
      name: 'tracking',
      machine: trackingMachine,
      input: { orderId: 'order-1' },
      events: trackingEvents,
      unreachable: { 'tracking.starting · always': 'an order id is given: the start is always a load' },
      onStep: checkTrackingStep,
    });
    // A URL without an order id: straight to not found, nothing else.
    const withoutId = await runModel({
      name: 'tracking (no order id)',
      machine: trackingMachine,
      input: { orderId: null },
      events: trackingEvents,
      unreachable: Object.fromEntries(ONLY_WITH_ORDER_ID.map((name) => [name, 'nothing loads without an order id'])),
      onStep: checkTrackingStep,
    });
    reportCoverage(result);
    reportCoverage(withoutId);
    expect(coverageLine(result)).toBe('tracking: 12/12 states, 20/20 transitions (1 listed unreachable)');
    expect(coverageLine(withoutId)).toBe('tracking (no order id): 2/2 states, 1/1 transitions (30 listed unreachable)');
    expect(result.unreachable.filter((name) => withoutId.unreachable.includes(name))).toEqual([]);
  });
});

const FORM_EVENTS: ModelEvent<typeof trackAnotherOrderMachine>[] = [
  { type: 'form.change', field: 'mobile', value: '' },
  { type: 'form.change', field: 'mobile', value: '98765' },
  { type: 'form.change', field: 'mobile', value: '9876543210' },
  { type: 'form.change', field: 'orderId', value: '' },
  { type: 'form.change', field: 'orderId', value: 'SL-100234' },
  { type: 'form.submit' },
];

describe('track another order machine model', () => {
  it('walks every state and transition of the form: SPEC 5 messages, tracking, and tracking another order', async () => {
    let previousTracker: AnyActorRef | undefined;
    const result = await runModel({
      name: 'trackAnotherOrder',
      machine: trackAnotherOrderMachine,
      input: { mobile: '' },
      events: FORM_EVENTS,
      onStep: ({ step, index, actor }) => {
        const { state } = step;
        if (index === 0) previousTracker = undefined;
        const { form, errors, query } = state.context as {
          form: { mobile: string; orderId: string };
          errors: Record<string, TrackOrderError>;
          query: { mobile: string; sliceOrderId: string } | null;
        };
        if (step.event.type === 'form.submit') {
          // SPEC 5: a refused submit shows exactly the messages of the fields that fail.
          const expected: Record<string, TrackOrderError> = {};
          if (form.mobile === '') expected.mobile = { code: 'mobileRequired' };
          else if (form.mobile !== '9876543210') expected.mobile = { mobileRule: MOBILE_LENGTH };
          if (form.orderId === '') expected.orderId = { code: 'orderIdRequired' };
          expect(errors).toEqual(expected);
          const accepted = Object.keys(expected).length === 0;
          if (accepted) expect(query).toEqual({ mobile: form.mobile, sliceOrderId: form.orderId });
        }
        // Typing in a field clears its own message.
        if (step.event.type === 'form.change' && 'field' in step.event) expect(errors[String(step.event.field)]).toBeUndefined();
        // A tracker runs exactly while tracking; an accepted submit starts a new one, anything else keeps it.
        const tracker = actor.getSnapshot().children.tracker as AnyActorRef | undefined;
        expect(tracker !== undefined && tracker.getSnapshot().status === 'active').toBe(state.matches('tracking'));
        expect(query !== null).toBe(state.matches('tracking'));
        const restarted = step.event.type === 'form.submit' && Object.keys(errors).length === 0;
        if (previousTracker !== undefined) expect(tracker !== previousTracker).toBe(restarted);
        previousTracker = tracker;
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('trackAnotherOrder: 2/2 states, 5/5 transitions');
  });
});

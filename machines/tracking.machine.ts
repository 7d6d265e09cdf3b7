/**
 * Order tracking (SPEC 4, SPEC 8): loads an order's tracker, by the order's id (/trackOrder,
 * /thankYouAndTracking) or by the customer's mobile and Slice order id (track another order, /track), and
 * keeps it fresh. SPEC 4: stages CONFIRMED, BEING_BAKED, DISPATCHED and CANCELLED keep polling, DELIVERED
 * stops. Each poll waits the server-given `pollAfterSeconds`.
 *
 * Decided here (SPEC is silent): a tracker without a stage shows SPEC 8's 'not available yet' text and
 * keeps polling, so tracking appears by itself once the order reaches the store; a 404 (no such order, or
 * no order for that mobile and id) is a final not-found state, since asking again cannot help; any other
 * failed load, first or later, stops polling and waits for `tracker.retry`, keeping the last tracker
 * shown (the API layer has already retried the network, SPEC 8). The customer's own order to a train seat
 * (IRCTC) has its own tracker, the rail order screen: the first answer for one sends the customer there.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { afterOrderApi } from '@/api/afterOrder';
import type { TrackerStage } from '@/contract/codes';
import type { TrackerResponse } from '@/contract/afterOrder';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { DELIVERY_TYPE } from '@/domain/constants';
import { railOrderRoute } from '@/domain/navigation';
import { isFinalStage } from '@/domain/tracking';
import { MS_PER_SECOND } from '@/domain/time';
import { positiveOr } from './shared/polling';
import { required } from './shared/required';

// Types

/** Which order to track: the customer's own by id, or any order by its mobile and Slice order id. */
export type TrackerQuery = { orderId: string } | { mobile: string; sliceOrderId: string };

/** The order id is null when the page's URL named none. */
export type TrackingInput = { orderId: string | null } | { mobile: string; sliceOrderId: string };

export interface TrackingContext {
  /** The order tracked; null when the URL named none (shown as not found without a call). */
  query: TrackerQuery | null;
  /** The latest tracker the server sent; kept while a later load fails. */
  tracker: TrackerResponse | null;
  /** Why the last load failed (the server's or the API layer's text); null otherwise. */
  error: string | null;
}

export type TrackingEvent = { type: 'tracker.retry' };

/** `navigation.requested`: the screen routes to `to` in place of this page (the rail order screen of an IRCTC order). */
export type TrackingEmitted = { type: 'navigation.requested'; to: string };

/** Which order was not found: the customer's own (by id, or none named), or another one by mobile and order id. */
export type TrackingNotFound = 'ownOrder' | 'otherOrder';

/** `busy`: the first load (or a retry) runs, or the page is making way for the rail order screen; `error`: a load failed; `polling`: the tracker refreshes by itself. */
export type TrackingTag = 'busy' | 'error' | 'polling';

// Constants

/** Ours: the wait before the next poll when the server's pollAfterSeconds is missing or not positive. */
export const FALLBACK_POLL_SECONDS = 30;

const NOT_FOUND_STATUS = 404;

// Setup

function queryOf(input: TrackingInput): TrackerQuery | null {
  if (!('orderId' in input)) return { mobile: input.mobile, sliceOrderId: input.sliceOrderId };
  const orderId = input.orderId?.trim() ?? '';
  return orderId === '' ? null : { orderId };
}

const stageOf = (tracker: TrackerResponse): TrackerStage | null => tracker.tracker.stage;

/** What a tracker call's done and error events carry. */
type TrackerDone = { event: { output: TrackerResponse } };
type TrackerError = { event: { error: unknown } };

const loadedTracker = ({ event }: TrackerDone) => ({ tracker: event.output });
const loadError = ({ event }: TrackerError) => ({ error: event.error });

/** Where a loaded tracker leads, from the first load or a poll; each path keeps the tracker. */
const trackerLoaded = [
  {
    guard: { type: 'isDelivered', params: loadedTracker },
    target: '#tracking.delivered',
    actions: { type: 'assignTracker', params: loadedTracker },
  },
  {
    guard: { type: 'hasNoStage', params: loadedTracker },
    target: '#tracking.notAvailable.waiting',
    actions: { type: 'assignTracker', params: loadedTracker },
  },
  { target: '#tracking.inProgress.waiting', actions: { type: 'assignTracker', params: loadedTracker } },
] as const;

/** Where a failed load leads: not found for a 404, else the retry state. */
const trackerFailed = [
  { guard: { type: 'isNotFound', params: loadError }, target: '#tracking.notFound' },
  { target: '#tracking.loadFailed', actions: { type: 'assignError', params: loadError } },
] as const;

/** A polling stage: wait the server's interval, then load again. */
const polling = {
  tags: 'polling',
  initial: 'waiting',
  states: {
    waiting: { after: { pollAfter: 'refreshing' } },
    refreshing: {
      invoke: {
        id: 'loadTracker',
        src: 'loadTracker',
        input: ({ context }: { context: TrackingContext }) => required(context.query, 'order'),
        onDone: trackerLoaded,
        onError: trackerFailed,
      },
    },
  },
} as const;

export const trackingMachine = setup({
  types: {
    context: {} as TrackingContext,
    events: {} as TrackingEvent,
    input: {} as TrackingInput,
    emitted: {} as TrackingEmitted,
    tags: {} as TrackingTag,
  },
  actors: {
    // One call per query kind: the customer's own order by id, or SPEC 7 track-other-order.
    loadTracker: fromPromise<TrackerResponse, TrackerQuery>(({ input, signal }) => {
      const api = afterOrderApi(getApiClient());
      return 'orderId' in input
        ? api.getOrderTracker(input.orderId, { signal })
        : api.trackOtherOrder(input.mobile, input.sliceOrderId, { signal });
    }),
  },
  guards: {
    hasQuery: ({ context }) => context.query !== null,
    // SPEC 4: DELIVERED stops polling.
    isDelivered: (_, params: { tracker: TrackerResponse }) => isFinalStage(stageOf(params.tracker)),
    hasNoStage: (_, params: { tracker: TrackerResponse }) => stageOf(params.tracker) === null,
    isNotFound: (_, params: { error: unknown }) => toApiError(params.error).status === NOT_FOUND_STATUS,
    // Only the customer's own order: the rail order screen shows the caller's orders, not one tracked by mobile.
    isOwnRailOrder: ({ context }, params: { tracker: TrackerResponse }) =>
      context.query !== null && 'orderId' in context.query && params.tracker.deliveryType === DELIVERY_TYPE.train,
  },
  actions: {
    assignTracker: assign((_, params: { tracker: TrackerResponse }) => ({ tracker: params.tracker, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    navigateToRailOrder: emit((_, params: { tracker: TrackerResponse }) => ({
      type: 'navigation.requested' as const,
      to: railOrderRoute(params.tracker.orderId),
    })),
  },
  delays: {
    // The server-given wait before the next poll.
    pollAfter: ({ context }) => positiveOr(context.tracker?.pollAfterSeconds, FALLBACK_POLL_SECONDS) * MS_PER_SECOND,
  },
}).createMachine({
  id: 'tracking',
  context: ({ input }) => ({ query: queryOf(input), tracker: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadTracker',
        src: 'loadTracker',
        input: ({ context }) => required(context.query, 'order'),
        onDone: [
          {
            guard: { type: 'isOwnRailOrder', params: loadedTracker },
            target: 'railOrder',
            actions: { type: 'navigateToRailOrder', params: loadedTracker },
          },
          ...trackerLoaded,
        ],
        onError: trackerFailed,
      },
    },
    // An order to a train seat: its rail order screen takes this page's place.
    railOrder: { type: 'final', tags: 'busy' },
    // CONFIRMED, BEING_BAKED, DISPATCHED or CANCELLED: SPEC 4 keeps polling.
    inProgress: polling,
    // No stage yet (SPEC 8 text): polls until the tracker appears.
    notAvailable: polling,
    delivered: { type: 'final' },
    notFound: { type: 'final' },
    loadFailed: {
      tags: 'error',
      on: { 'tracker.retry': 'loading' },
    },
  },
});

// Selectors

export type TrackingSnapshot = SnapshotFrom<typeof trackingMachine>;
export type TrackingActorRef = ActorRefFrom<typeof trackingMachine>;

export const selectIsLoading = (snapshot: TrackingSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasLoadFailed = (snapshot: TrackingSnapshot): boolean => snapshot.hasTag('error');
export const selectIsPolling = (snapshot: TrackingSnapshot): boolean => snapshot.hasTag('polling');
export const selectLoadError = (snapshot: TrackingSnapshot): string | null => snapshot.context.error;
/** The latest tracker, also while a later load failed; null before the first answer. */
export const selectTracker = (snapshot: TrackingSnapshot): TrackerResponse | null => snapshot.context.tracker;
export const selectStage = (snapshot: TrackingSnapshot): TrackerStage | null => snapshot.context.tracker?.tracker.stage ?? null;
export const selectIsNotAvailable = (snapshot: TrackingSnapshot): boolean => snapshot.matches('notAvailable');
export const selectIsDelivered = (snapshot: TrackingSnapshot): boolean => snapshot.matches('delivered');
/** Which kind of order was not found, for the screen's text; null unless not found. */
export const selectNotFound = (snapshot: TrackingSnapshot): TrackingNotFound | null => {
  if (!snapshot.matches('notFound')) return null;
  const { query } = snapshot.context;
  return query !== null && 'mobile' in query ? 'otherOrder' : 'ownOrder';
};

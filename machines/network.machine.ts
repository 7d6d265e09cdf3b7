/**
 * The network as the customer should hear about it (SPEC 8): 'Internet connection Lost' while the browser
 * is offline, 'There seems to be network issue. Retrying ....' while the API layer retries a lost connection,
 * 'Retry Failed' for a moment when it gave up. The browser's online and offline events and the API layer's
 * retry reports are its events (src/app/network.ts).
 */
import { setup, type SnapshotFrom } from 'xstate';
import { RETRY_FAILED_NOTICE_MS } from '@/domain/constants';

export interface NetworkInput {
  /** navigator.onLine when the app starts. */
  online: boolean;
}

export type NetworkEvent =
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** A request lost its connection and tries again. */
  | { type: 'request.retrying' }
  /** A request that retried got an answer. */
  | { type: 'request.recovered' }
  /** A request gave up after its retries. */
  | { type: 'request.gaveUp' };

/** Which SPEC 8 notice shows; none while all is well. */
export type NetworkNotice = 'networkLost' | 'networkRetrying' | 'networkRetryFailed';

export interface NetworkContext {
  /** Whether the browser was online at start; afterwards its events say. */
  online: boolean;
}

export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    input: {} as NetworkInput,
    events: {} as NetworkEvent,
  },
  guards: {
    startsOffline: ({ context }) => !context.online,
  },
  delays: { noticeShown: RETRY_FAILED_NOTICE_MS },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ online: input.online }),
  initial: 'starting',
  on: { 'network.offline': '.offline' },
  states: {
    starting: {
      always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      on: { 'request.retrying': 'retrying' },
    },
    // Requests fail at once while offline: the offline notice says why, retries add nothing.
    offline: {
      on: { 'network.online': 'online' },
    },
    retrying: {
      on: { 'request.recovered': 'online', 'request.gaveUp': 'retryFailed' },
    },
    retryFailed: {
      after: { noticeShown: 'online' },
      on: { 'request.retrying': 'retrying' },
    },
  },
});

export type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

const NOTICES: Partial<Record<string, NetworkNotice>> = {
  offline: 'networkLost',
  retrying: 'networkRetrying',
  retryFailed: 'networkRetryFailed',
};

export const selectNetworkNotice = (snapshot: NetworkSnapshot): NetworkNotice | null => NOTICES[String(snapshot.value)] ?? null;
export const selectIsOffline = (snapshot: NetworkSnapshot): boolean => snapshot.matches('offline');

/**
 * Cheesy rewards (SPEC 1 loyalty; SPEC 7 cheese reward register/opt out; docs/rewards.md): loads the customer's
 * place on the milestone track, registers them or opts them out. Reading the track unlocks milestones reached, so
 * the loyalty page shows the track and the cart offers a ready milestone coupon from the same answer.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CheesyMilestone, CheesyRewardsStatus } from '@/contract/rewards';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';

// Types

export interface CheesyRewardsContext {
  /** The last answer of the server; null until loaded. */
  rewards: CheesyRewardsStatus | null;
  /** Why loading, registering or opting out failed; null otherwise. */
  error: string | null;
}

export type CheesyRewardsEvent = { type: 'cheesy.register' } | { type: 'cheesy.optOut' } | { type: 'cheesy.retry' };

/** `busy`: a call is under way; `error`: it failed. */
export type CheesyRewardsTag = 'busy' | 'error';

// Setup

type StatusDone = { event: { output: CheesyRewardsStatus } };
type Failed = { event: { error: unknown } };

const rewardsOf = ({ event }: StatusDone) => ({ rewards: event.output });
const errorOf = ({ event }: Failed) => ({ error: event.error });

/** The state that shows a status, tried in order: registered, opted out, else not registered. */
const byStatus = (actions: { type: 'assignRewards'; params: typeof rewardsOf }) => [
  { guard: { type: 'isRegistered' as const, params: rewardsOf }, target: 'registered', actions },
  { guard: { type: 'isOptedOut' as const, params: rewardsOf }, target: 'optedOut', actions },
  { target: 'notRegistered', actions },
];

export const cheesyRewardsMachine = setup({
  types: {
    context: {} as CheesyRewardsContext,
    events: {} as CheesyRewardsEvent,
    tags: {} as CheesyRewardsTag,
  },
  actors: {
    getCheesyRewards: fromPromise<CheesyRewardsStatus>(({ signal }) => getApiClient().getCheesyRewards({ signal })),
    registerCheesyRewards: fromPromise<CheesyRewardsStatus>(({ signal }) => getApiClient().registerCheesyRewards({ signal })),
    optOutCheesyRewards: fromPromise<CheesyRewardsStatus>(({ signal }) => getApiClient().optOutCheesyRewards({ signal })),
  },
  guards: {
    isRegistered: (_, params: { rewards: CheesyRewardsStatus }) => params.rewards.status === 'REGISTERED',
    isOptedOut: (_, params: { rewards: CheesyRewardsStatus }) => params.rewards.status === 'OPTED_OUT',
  },
  actions: {
    assignRewards: assign((_, params: { rewards: CheesyRewardsStatus }) => ({ rewards: params.rewards, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
  },
}).createMachine({
  id: 'cheesyRewards',
  context: { rewards: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getCheesyRewards',
        src: 'getCheesyRewards',
        onDone: byStatus({ type: 'assignRewards', params: rewardsOf }),
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    notRegistered: {
      on: { 'cheesy.register': 'registering' },
    },
    // Opted out: the track stops; coupons issued before stay usable.
    optedOut: {
      on: { 'cheesy.register': 'registering' },
    },
    registered: {
      on: { 'cheesy.optOut': 'optingOut' },
    },
    // SPEC 7 cheese reward register.
    registering: {
      tags: 'busy',
      invoke: {
        id: 'registerCheesyRewards',
        src: 'registerCheesyRewards',
        onDone: byStatus({ type: 'assignRewards', params: rewardsOf }),
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    // SPEC 7 cheese reward opt out.
    optingOut: {
      tags: 'busy',
      invoke: {
        id: 'optOutCheesyRewards',
        src: 'optOutCheesyRewards',
        onDone: byStatus({ type: 'assignRewards', params: rewardsOf }),
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    // A failed call: retrying reads the track again, which is the truth whatever the failed call did.
    failed: {
      tags: 'error',
      on: { 'cheesy.retry': 'loading' },
    },
  },
});

// Selectors

export type CheesyRewardsSnapshot = SnapshotFrom<typeof cheesyRewardsMachine>;

export const selectIsLoading = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.matches('loading');
export const selectIsBusy = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.hasTag('error');
export const selectIsRegistered = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.matches('registered');
export const selectIsOptedOut = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.matches('optedOut');
export const selectCanRegister = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.can({ type: 'cheesy.register' });
export const selectCanOptOut = (snapshot: CheesyRewardsSnapshot): boolean => snapshot.can({ type: 'cheesy.optOut' });
export const selectMilestones = (snapshot: CheesyRewardsSnapshot): CheesyMilestone[] => snapshot.context.rewards?.milestones ?? [];
export const selectDeliveredOrders = (snapshot: CheesyRewardsSnapshot): number => snapshot.context.rewards?.deliveredOrders ?? 0;
export const selectNextMilestoneOrders = (snapshot: CheesyRewardsSnapshot): number | null =>
  snapshot.context.rewards?.nextMilestoneOrders ?? null;
/** The milestone coupon ready to use first (the cart offers it). */
export const selectReadyMilestone = (snapshot: CheesyRewardsSnapshot): CheesyMilestone | null => {
  const code = snapshot.context.rewards?.readyCouponCode ?? null;
  return code === null ? null : (snapshot.context.rewards?.milestones.find((milestone) => milestone.couponCode === code) ?? null);
};

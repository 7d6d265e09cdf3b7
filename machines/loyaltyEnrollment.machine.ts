/**
 * Pizza Pals enrolment (SPEC 4 loyalty enrollment; SPEC 7 loyalty info and enrol; SPEC 5 the widget only for a
 * logged-in customer not enrolled; SPEC 6 loyalty calls only for logged-in customers). The info call checks the
 * customer's eligibility and brings the card code the programme issues; joining sends that code back with the
 * SPEC 7 headers; the programme confirms a while later, so WAITING asks again every ENROLMENT_POLL_MS up to
 * ENROLMENT_POLL_ATTEMPTS times. A member may opt out (after a confirmation) and join again, through WAITING.
 * The top-level states carry SPEC 4's names, so the diagram reads as the specification does.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { loyaltyApi, type LoyaltyEnrolHeaders } from '@/api/loyalty';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import type { LoyaltyInfo } from '@/contract/loyalty';
import { ENROLMENT_CONFIRM_SECONDS, type Eligibility, type EnrollmentStatus } from '@/domain/loyalty';
import { MS_PER_SECOND } from '@/domain/time';

// Types

export interface LoyaltyEnrollmentInput {
  /** The logged-in customer's id; null for a guest, who is sent to login. */
  userId: string | null;
  /** The logged-in customer's mobile (SPEC 7 enrol header); null for a guest. */
  mobile: string | null;
  /** Where the customer joins from (SPEC 7 enrol header utm): the page or the landing widget. */
  utm: string;
  /** How many times WAITING asks before giving up; ENROLMENT_POLL_ATTEMPTS unless told. */
  pollAttempts?: number;
}

export interface LoyaltyEnrollmentContext {
  userId: string | null;
  mobile: string | null;
  utm: string;
  /** SPEC 4: UNKNOWN until the info call answers. */
  eligibility: Eligibility;
  /** The latest membership and balance the programme answered; null until the first answer. */
  info: LoyaltyInfo | null;
  /** Info calls made while WAITING since the enrolment or the last retry. */
  polls: number;
  /** The bound on `polls`. */
  pollAttempts: number;
  /** Why the last call failed; null otherwise. */
  error: ApiError | null;
}

export type LoyaltyEnrollmentEvent =
  /** The customer asks to join (or to join again after opting out). */
  | { type: 'enrolment.start' }
  /** The customer confirms joining with the programme's rules in view. */
  | { type: 'enrolment.confirm' }
  /** The customer leaves the join prompt or a failure without joining. */
  | { type: 'enrolment.cancel' }
  /** Try the failed call again. */
  | { type: 'enrolment.retry' }
  /** The customer asks to leave Pizza Pals. */
  | { type: 'optOut.request' }
  | { type: 'optOut.confirm' }
  | { type: 'optOut.dismiss' };

/** `enrolment.changed`: the membership moved (joined, confirmed, opted out); the page reloads what depends on it. */
export type LoyaltyEnrollmentEmitted = { type: 'enrolment.changed'; status: EnrollmentStatus };

/**
 * `busy`: a call is under way; `error`: a call failed and may be retried; `member`: WAITING or ENROLLED (earning);
 * `prompt`: a confirmation is open (join or opt-out).
 */
export type LoyaltyEnrollmentTag = 'busy' | 'error' | 'member' | 'prompt';

// Constants

/** WAITING asks the programme again this often: a tenth of the programme's confirmation time. */
export const ENROLMENT_POLL_MS = (ENROLMENT_CONFIRM_SECONDS * MS_PER_SECOND) / 10;
/** WAITING gives up after twice the programme's confirmation time (the customer may retry). */
export const ENROLMENT_POLL_ATTEMPTS = 20;
/** SPEC 7 utm of enrolments from the /pizzaLoyalty page and from the landing widget. */
export const ENROLMENT_UTM = { page: 'pizzaLoyalty', landing: 'landingWidget' } as const;

// Setup

type InfoDone = { event: { output: LoyaltyInfo } };
const answered = ({ event }: InfoDone) => ({ info: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

function enrolCall(context: LoyaltyEnrollmentContext): { loyaltyCardCode: string; headers: LoyaltyEnrolHeaders } {
  const code = context.info?.loyaltyCardCode;
  if (context.userId === null || context.mobile === null || !code) throw new Error('loyaltyEnrollment: nothing to enrol with');
  return { loyaltyCardCode: code, headers: { userId: context.userId, mobile: context.mobile, utm: context.utm } };
}

const statusIs = (status: EnrollmentStatus) => (_: unknown, params: { info: LoyaltyInfo }) => params.info.enrollmentStatus === status;

/** Where an answer of the programme leads, by its SPEC 4 status (the contract allows no other); `announce` emits the change. */
function byStatus(announce: boolean) {
  const actions = (status: EnrollmentStatus) => [
    { type: 'assignInfo' as const, params: answered },
    ...(announce ? [{ type: 'announce' as const, params: { status } }] : []),
  ];
  return [
    { guard: { type: 'isWaiting' as const, params: answered }, target: '#loyaltyEnrollment.WAITING', actions: actions('WAITING') },
    { guard: { type: 'isEnrolled' as const, params: answered }, target: '#loyaltyEnrollment.ENROLLED', actions: actions('ENROLLED') },
    { guard: { type: 'isOptedOut' as const, params: answered }, target: '#loyaltyEnrollment.OPT_OUT', actions: actions('OPT_OUT') },
    { guard: { type: 'isNew' as const, params: answered }, target: '#loyaltyEnrollment.NEW', actions: actions('NEW') },
  ];
}

export const loyaltyEnrollmentMachine = setup({
  types: {
    context: {} as LoyaltyEnrollmentContext,
    events: {} as LoyaltyEnrollmentEvent,
    input: {} as LoyaltyEnrollmentInput,
    emitted: {} as LoyaltyEnrollmentEmitted,
    tags: {} as LoyaltyEnrollmentTag,
  },
  actors: {
    getLoyaltyInfo: fromPromise<LoyaltyInfo>(({ signal }) => loyaltyApi(getApiClient()).getLoyaltyInfo({ signal })),
    enrolLoyalty: fromPromise<LoyaltyInfo, { loyaltyCardCode: string; headers: LoyaltyEnrolHeaders }>(({ input, signal }) =>
      loyaltyApi(getApiClient()).enrolLoyalty({ loyaltyCardCode: input.loyaltyCardCode }, input.headers, { signal }),
    ),
    optOutLoyalty: fromPromise<LoyaltyInfo>(({ signal }) => loyaltyApi(getApiClient()).optOutLoyalty({ signal })),
  },
  delays: {
    pollDelay: ENROLMENT_POLL_MS,
  },
  guards: {
    isGuest: ({ context }) => context.userId === null || context.mobile === null,
    isEligible: ({ context }) => context.eligibility === 'ELIGIBLE' && Boolean(context.info?.loyaltyCardCode),
    isNew: statusIs('NEW'),
    isWaiting: statusIs('WAITING'),
    isEnrolled: statusIs('ENROLLED'),
    isOptedOut: statusIs('OPT_OUT'),
    wasOptedOut: ({ context }) => context.info?.enrollmentStatus === 'OPT_OUT',
    wasWaiting: ({ context }) => context.info?.enrollmentStatus === 'WAITING',
    hasPollsLeft: ({ context }) => context.polls + 1 < context.pollAttempts,
    /** The code issued was given to another member meanwhile: a fresh info call issues another. */
    isCardCodeTaken: (_, params: { error: unknown }) => toApiError(params.error).code === LOYALTY_ERROR_CODES.cardCodeTaken,
  },
  actions: {
    assignInfo: assign((_, params: { info: LoyaltyInfo }) => ({
      info: params.info,
      eligibility: params.info.eligibility,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    resetPolls: assign({ polls: 0 }),
    announce: emit((_, params: { status: EnrollmentStatus }) => ({ type: 'enrolment.changed' as const, status: params.status })),
  },
}).createMachine({
  id: 'loyaltyEnrollment',
  context: ({ input }) => ({
    userId: input.userId,
    mobile: input.mobile,
    utm: input.utm,
    eligibility: 'UNKNOWN',
    info: null,
    polls: 0,
    pollAttempts: input.pollAttempts ?? ENROLMENT_POLL_ATTEMPTS,
    error: null,
  }),
  initial: 'starting',
  states: {
    // SPEC 6: loyalty calls only for logged-in customers.
    starting: {
      always: [{ guard: 'isGuest', target: 'loginRequired' }, { target: 'checking' }],
    },
    // The eligibility check: the info call answers eligibility, the card code the programme gives and the membership.
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkEligibility',
        src: 'getLoyaltyInfo',
        onDone: byStatus(false),
        onError: { target: 'checkFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    checkFailed: {
      tags: 'error',
      on: { 'enrolment.retry': { target: 'checking', actions: 'clearError' } },
    },
    // The screen sends a guest to login, which brings them back.
    loginRequired: { type: 'final' },
    // Not a member: the widget and the page invite an eligible customer to join.
    NEW: {
      on: { 'enrolment.start': { guard: 'isEligible', target: 'STARTED' } },
    },
    // The join prompt is open, with the programme's rules.
    STARTED: {
      tags: 'prompt',
      on: {
        'enrolment.confirm': 'ENROLLING',
        'enrolment.cancel': [{ guard: 'wasOptedOut', target: 'OPT_OUT' }, { target: 'NEW' }],
      },
    },
    // SPEC 7 loyalty enrol with the loyaltyCardCode the programme gave and the mobile, userId and utm headers.
    ENROLLING: {
      tags: 'busy',
      invoke: {
        id: 'enrolLoyalty',
        src: 'enrolLoyalty',
        input: ({ context }) => enrolCall(context),
        onDone: byStatus(true),
        onError: [
          {
            guard: { type: 'isCardCodeTaken', params: failure },
            target: 'checking',
            actions: { type: 'assignError', params: failure },
          },
          { target: 'enrolFailed', actions: { type: 'assignError', params: failure } },
        ],
      },
    },
    enrolFailed: {
      tags: 'error',
      on: {
        'enrolment.retry': { target: 'ENROLLING', actions: 'clearError' },
        'enrolment.cancel': [
          { guard: 'wasOptedOut', target: 'OPT_OUT', actions: 'clearError' },
          { target: 'NEW', actions: 'clearError' },
        ],
      },
    },
    // A member already (earning), until the programme confirms: asked again every pollDelay.
    WAITING: {
      tags: 'member',
      entry: 'resetPolls',
      initial: 'pausing',
      on: { 'optOut.request': 'confirmingOptOut' },
      states: {
        pausing: {
          after: { pollDelay: 'polling' },
        },
        polling: {
          invoke: {
            id: 'pollMembership',
            src: 'getLoyaltyInfo',
            onDone: [
              ...byStatus(true).filter((answer) => answer.guard.type !== 'isWaiting'),
              // Still WAITING.
              { guard: 'hasPollsLeft', target: 'pausing', actions: [{ type: 'assignInfo', params: answered }, 'countPoll'] },
              { target: '#loyaltyEnrollment.waitTimedOut', actions: { type: 'assignInfo', params: answered } },
            ],
            // A lost answer counts as an attempt; the bound ends the wait either way.
            onError: [
              { guard: 'hasPollsLeft', target: 'pausing', actions: 'countPoll' },
              { target: '#loyaltyEnrollment.waitTimedOut', actions: { type: 'assignError', params: failure } },
            ],
          },
        },
      },
    },
    // The programme has not confirmed within the bound: the customer is told and may ask again.
    waitTimedOut: {
      tags: ['error', 'member'],
      on: { 'enrolment.retry': { target: 'WAITING', actions: 'clearError' } },
    },
    ENROLLED: {
      tags: 'member',
      on: { 'optOut.request': 'confirmingOptOut' },
    },
    // The opt-out confirmation popup.
    confirmingOptOut: {
      tags: ['member', 'prompt'],
      on: {
        'optOut.confirm': 'optingOut',
        'optOut.dismiss': [{ guard: 'wasWaiting', target: 'WAITING' }, { target: 'ENROLLED' }],
      },
    },
    optingOut: {
      tags: ['member', 'busy'],
      invoke: {
        id: 'optOutLoyalty',
        src: 'optOutLoyalty',
        onDone: byStatus(true),
        onError: { target: 'optOutFailed', actions: { type: 'assignError', params: failure } },
      },
    },
    optOutFailed: {
      tags: ['member', 'error'],
      on: {
        'enrolment.retry': { target: 'optingOut', actions: 'clearError' },
        'optOut.dismiss': [
          { guard: 'wasWaiting', target: 'WAITING', actions: 'clearError' },
          { target: 'ENROLLED', actions: 'clearError' },
        ],
      },
    },
    // Left the programme: no earning, no free items; the points stay in the wallet. Joining again goes through WAITING.
    OPT_OUT: {
      on: { 'enrolment.start': { guard: 'isEligible', target: 'STARTED' } },
    },
  },
});

// Selectors

export type LoyaltyEnrollmentSnapshot = SnapshotFrom<typeof loyaltyEnrollmentMachine>;

/** The SPEC 4 enrollment state the customer is in (the transient states report the membership they stand on). */
export const selectEnrollmentStatus = (snapshot: LoyaltyEnrollmentSnapshot): EnrollmentStatus | null =>
  snapshot.context.info?.enrollmentStatus ?? null;
export const selectEligibility = (snapshot: LoyaltyEnrollmentSnapshot): Eligibility => snapshot.context.eligibility;
export const selectInfo = (snapshot: LoyaltyEnrollmentSnapshot): LoyaltyInfo | null => snapshot.context.info;
export const selectNeedsLogin = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('loginRequired');
export const selectIsChecking = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('checking');
export const selectCheckFailed = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('checkFailed');
export const selectIsMember = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.hasTag('member');
export const selectIsJoinPromptOpen = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('STARTED');
export const selectIsEnrolling = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('ENROLLING');
export const selectEnrolFailed = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('enrolFailed');
export const selectIsWaiting = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('WAITING');
export const selectWaitTimedOut = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('waitTimedOut');
export const selectIsEnrolled = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('ENROLLED');
export const selectIsOptOutPromptOpen = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('confirmingOptOut');
export const selectIsOptingOut = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('optingOut');
export const selectOptOutFailed = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.matches('optOutFailed');
/** An eligible customer outside the programme may start joining. */
export const selectCanJoin = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.can({ type: 'enrolment.start' });
/** A member (WAITING or ENROLLED) with nothing under way may ask to leave. */
export const selectCanOptOut = (snapshot: LoyaltyEnrollmentSnapshot): boolean => snapshot.can({ type: 'optOut.request' });
export const selectErrorMessage = (snapshot: LoyaltyEnrollmentSnapshot): string | null => snapshot.context.error?.displayMsg ?? null;

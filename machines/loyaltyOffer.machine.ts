/**
 * Joining Pizza Pals with an order (SPEC 3 enroll and loyaltyRegistrationRequest; SPEC 5 only a logged-in customer
 * not enrolled; SPEC 6 loyalty calls only for logged-in customers). Once the customer is known to be logged in, the
 * loyalty info call says whether they may join (NEW and ELIGIBLE) and brings the card code the programme issues;
 * the checkout then offers joining with the order, off until the customer turns it on. When the order's enrolment
 * is refused (a card code taken meanwhile), the offer is turned off and the programme asked again for a fresh code.
 * The offer is a nicety: a failed info call shows no offer and never stands in the order's way.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getApiClient } from '@/api/holder';
import { loyaltyApi } from '@/api/loyalty';
import type { LoyaltyInfo } from '@/contract/loyalty';
import type { OrderEnrolment } from '@/domain/order';

// Types

export interface LoyaltyOfferContext {
  /** The programme's latest answer; null until it answered. */
  info: LoyaltyInfo | null;
}

export type LoyaltyOfferEvent =
  /** The customer is logged in: ask the programme whether they may join. */
  | { type: 'offer.check' }
  /** The customer turns joining with this order on or off. */
  | { type: 'join.toggle' }
  /** The order's enrolment was refused: turn joining off and ask the programme again. */
  | { type: 'offer.refused' };

/** `busy`: the programme is being asked; `joining`: the order carries the enrolment. */
export type LoyaltyOfferTag = 'busy' | 'joining';

// Setup

export const loyaltyOfferMachine = setup({
  types: {
    context: {} as LoyaltyOfferContext,
    events: {} as LoyaltyOfferEvent,
    tags: {} as LoyaltyOfferTag,
  },
  actors: {
    getLoyaltyInfo: fromPromise<LoyaltyInfo>(({ signal }) => loyaltyApi(getApiClient()).getLoyaltyInfo({ signal })),
  },
  guards: {
    /** SPEC 5: not a member (never enrolled) and allowed to join, with a code to join with. */
    canJoin: (_, params: { info: LoyaltyInfo }) =>
      params.info.enrollmentStatus === 'NEW' && params.info.eligibility === 'ELIGIBLE' && params.info.loyaltyCardCode !== null,
  },
  actions: {
    assignInfo: assign((_, params: { info: LoyaltyInfo }) => ({ info: params.info })),
    clearInfo: assign({ info: null }),
  },
}).createMachine({
  id: 'loyaltyOffer',
  context: { info: null },
  initial: 'idle',
  states: {
    // A guest, or a session not restored yet: no loyalty call.
    idle: {
      on: { 'offer.check': 'checking' },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'getLoyaltyInfo',
        src: 'getLoyaltyInfo',
        onDone: [
          {
            guard: { type: 'canJoin', params: ({ event }) => ({ info: event.output }) },
            target: 'offered',
            actions: { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) },
          },
          { target: 'notOffered', actions: { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) } },
        ],
        onError: 'notOffered',
      },
    },
    offered: {
      initial: 'declined',
      on: { 'offer.refused': { target: 'checking', actions: 'clearInfo' } },
      states: {
        // Off by default: joining is the customer's choice.
        declined: {
          on: { 'join.toggle': 'joining' },
        },
        joining: {
          tags: 'joining',
          on: { 'join.toggle': 'declined' },
        },
      },
    },
    // A member, a customer who left, one who may not join, or no answer: no offer.
    notOffered: {},
  },
});

// Selectors

export type LoyaltyOfferSnapshot = SnapshotFrom<typeof loyaltyOfferMachine>;

/** Whether the checkout shows the offer to join with the order. */
export const selectIsOffered = (snapshot: LoyaltyOfferSnapshot): boolean => snapshot.matches('offered');
/** Whether the customer turned joining on. */
export const selectIsJoining = (snapshot: LoyaltyOfferSnapshot): boolean => snapshot.hasTag('joining');
/** The points the order earns once a member (SPEC 9: 1 order = 100 points); null before the programme answered. */
export const selectPointsPerOrder = (snapshot: LoyaltyOfferSnapshot): number | null =>
  snapshot.context.info?.programConfig.earnPointsPerOrder ?? null;
/** What the order carries: the enrolment with the programme's card code while joining is on; null otherwise. */
export function selectEnrolment(snapshot: LoyaltyOfferSnapshot): OrderEnrolment | null {
  const code = snapshot.context.info?.loyaltyCardCode ?? null;
  return snapshot.hasTag('joining') && code !== null ? { loyaltyCardCode: code } : null;
}

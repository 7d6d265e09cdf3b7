/**
 * Asking for feedback at the right time (SPEC 9 feedbackOrderShownLimitInSec): after an order is delivered, the tracking
 * page (for that order) and the landing page (for the newest) ask the server for an order to invite the customer to
 * rate; the server marks it shown, so it is not asked about again within the limit on any device. Pages start it for
 * logged-in customers only (SPEC 5 feedback requires login); a failed ask shows nothing.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FeedbackOrder } from '@/contract/feedback';
import { feedbackApi } from '@/api/feedback';
import { getApiClient } from '@/api/holder';
import type { FeedbackMedium, FeedbackType } from '@/domain/feedback';
import { feedbackRoute } from '@/domain/navigation';

// Types

/** Started for logged-in customers only (SPEC 5 feedback requires login). */
export interface FeedbackInvitationInput {
  /** The delivered order the page shows; null to ask about the newest one. */
  orderId: string | null;
  variant: FeedbackType;
  /** The page asking: the invitation's link says so (SPEC 3 medium). */
  medium: FeedbackMedium;
}

export interface FeedbackInvitationContext {
  /** The delivered order the page shows; null for the newest. */
  orderId: string | null;
  /** The device's feedback variant, sent as the SPEC 7 header. */
  variant: FeedbackType;
  /** The page asking, for the invitation's link. */
  medium: FeedbackMedium;
  /** The order to invite the customer to rate; null until the server names one. */
  invitation: FeedbackOrder | null;
}

export type FeedbackInvitationEvent = { type: 'invitation.dismiss' };

// Setup

export const feedbackInvitationMachine = setup({
  types: {
    context: {} as FeedbackInvitationContext,
    events: {} as FeedbackInvitationEvent,
    input: {} as FeedbackInvitationInput,
  },
  actors: {
    claimInvitation: fromPromise<FeedbackOrder | null, { orderId: string | null; variant: FeedbackType }>(async ({ input, signal }) => {
      const { invitation } = await feedbackApi(getApiClient(), input.variant).claimInvitation(input.orderId, { signal });
      return invitation;
    }),
  },
  guards: {
    isInvited: (_, params: { invitation: FeedbackOrder | null }) => params.invitation !== null,
  },
  actions: {
    assignInvitation: assign((_, params: { invitation: FeedbackOrder | null }) => ({ invitation: params.invitation })),
  },
}).createMachine({
  id: 'feedbackInvitation',
  context: ({ input }) => ({ ...input, invitation: null }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'claimInvitation',
        src: 'claimInvitation',
        input: ({ context }) => ({ orderId: context.orderId, variant: context.variant }),
        onDone: [
          {
            guard: { type: 'isInvited', params: ({ event }) => ({ invitation: event.output }) },
            target: 'invited',
            actions: { type: 'assignInvitation', params: ({ event }) => ({ invitation: event.output }) },
          },
          { target: 'none' },
        ],
        onError: 'none',
      },
    },
    invited: {
      on: { 'invitation.dismiss': 'dismissed' },
    },
    /** Nothing to ask about now, or the ask failed. */
    none: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

// Selectors

export type FeedbackInvitationSnapshot = SnapshotFrom<typeof feedbackInvitationMachine>;

/** The invited order and the form's link; null when there is nothing to show. */
export const selectInvitation = (snapshot: FeedbackInvitationSnapshot): { order: FeedbackOrder; route: string } | null => {
  const { invitation, medium } = snapshot.context;
  return snapshot.matches('invited') && invitation ? { order: invitation, route: feedbackRoute(invitation.orderId, medium) } : null;
};

/**
 * Offline feedback (SPEC 3 orderMode offline and its payload; SPEC 5; SPEC 8 MOBILE_NOT_MATCHED): an order placed in a
 * store or by phone is found by the number on its bill and the mobile it was placed with. A submit with a blank or
 * invalid field shows the SPEC 5 messages; a mobile the order was not placed with shows the server's message on the
 * mobile field; an order rated already says so. The stored feedback is the machine's output.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import type { FeedbackResponse, OfflineFeedbackBody } from '@/contract/feedback';
import { toApiError } from '@/api/errors';
import { feedbackApi } from '@/api/feedback';
import { getApiClient } from '@/api/holder';
import {
  isOfflineFeedbackValid,
  toggled,
  validateOfflineFeedback,
  type FeedbackTag,
  type FeedbackType,
  type OfflineFeedbackErrors,
  type OfflineFeedbackForm,
} from '@/domain/feedback';
import { required } from './shared/required';

// Types

export interface OfflineFeedbackInput {
  /** The signed-in customer's mobile, to start the form with. */
  mobile: string;
  variant: FeedbackType;
}

export type OfflineTextField = 'mobile' | 'orderId' | 'comment';

export interface OfflineFeedbackContext {
  variant: FeedbackType;
  /** The form as typed. */
  form: OfflineFeedbackForm;
  /** SPEC 5 messages of the last refused submit, by field; a field's message clears when it changes. */
  errors: OfflineFeedbackErrors;
  /** The server's words on the mobile field (SPEC 8 MOBILE_NOT_MATCHED); null otherwise. */
  mobileMessage: string | null;
  /** The server's words on the form for any other refusal (an unknown order number); null otherwise. */
  formMessage: string | null;
  /** The stored feedback, the machine's output; null until sent. */
  feedback: FeedbackResponse | null;
}

export type OfflineFeedbackEvent =
  | { type: 'form.change'; field: OfflineTextField; value: string }
  | { type: 'rating.set'; rating: number }
  | { type: 'tag.toggle'; tag: FeedbackTag }
  | { type: 'form.submit' };

/** `busy`: the feedback is being sent. */
export type OfflineFeedbackTag = 'busy';

// Setup

const bodyOf = (form: OfflineFeedbackForm): OfflineFeedbackBody => ({
  mobileNo: form.mobile.trim(),
  feedback: { comment: form.comment.trim(), orderId: form.orderId.trim(), rating: form.rating ?? 0, tags: form.tags },
});

const codeOf = (error: unknown): string => toApiError(error).code;

export const offlineFeedbackMachine = setup({
  types: {
    context: {} as OfflineFeedbackContext,
    events: {} as OfflineFeedbackEvent,
    input: {} as OfflineFeedbackInput,
    output: {} as FeedbackResponse,
    tags: {} as OfflineFeedbackTag,
  },
  actors: {
    submitOffline: fromPromise<FeedbackResponse, { body: OfflineFeedbackBody; variant: FeedbackType }>(({ input, signal }) =>
      feedbackApi(getApiClient(), input.variant).submitOffline(input.body, { signal }),
    ),
  },
  guards: {
    isFormValid: ({ context }) => isOfflineFeedbackValid(context.form),
    isMobileNotMatched: (_, params: { error: unknown }) => codeOf(params.error) === FEEDBACK_ERROR_CODES.mobileNotMatched,
    isAlreadyRated: (_, params: { error: unknown }) => codeOf(params.error) === FEEDBACK_ERROR_CODES.alreadyRated,
  },
  actions: {
    assignField: assign(({ context }, params: { field: OfflineTextField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return {
        form: { ...context.form, [params.field]: params.value },
        errors,
        mobileMessage: params.field === 'mobile' ? null : context.mobileMessage,
        formMessage: null,
      };
    }),
    assignRating: assign(({ context }, params: { rating: number }) => {
      const { rating: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, rating: params.rating }, errors };
    }),
    toggleTag: assign(({ context }, params: { tag: FeedbackTag }) => ({
      form: { ...context.form, tags: toggled(context.form.tags, params.tag) },
    })),
    assignErrors: assign(({ context }) => ({ errors: validateOfflineFeedback(context.form) })),
    assignMobileMessage: assign((_, params: { error: unknown }) => ({ mobileMessage: toApiError(params.error).displayMsg })),
    assignFormMessage: assign((_, params: { error: unknown }) => ({ formMessage: toApiError(params.error).displayMsg })),
    clearMessages: assign({ mobileMessage: null, formMessage: null }),
  },
}).createMachine({
  id: 'offlineFeedback',
  context: ({ input }) => ({
    variant: input.variant,
    form: { mobile: input.mobile, orderId: '', rating: null, comment: '', tags: [] },
    errors: {},
    mobileMessage: null,
    formMessage: null,
    feedback: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'rating.set': { actions: { type: 'assignRating', params: ({ event }) => ({ rating: event.rating }) } },
        'tag.toggle': { actions: { type: 'toggleTag', params: ({ event }) => ({ tag: event.tag }) } },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting', actions: 'clearMessages' }, { actions: 'assignErrors' }],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitOffline',
        src: 'submitOffline',
        input: ({ context }) => ({ body: bodyOf(context.form), variant: context.variant }),
        onDone: { target: 'sent', actions: assign({ feedback: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isMobileNotMatched', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'assignMobileMessage', params: ({ event }) => ({ error: event.error }) },
          },
          { guard: { type: 'isAlreadyRated', params: ({ event }) => ({ error: event.error }) }, target: 'alreadyRated' },
          { target: 'editing', actions: { type: 'assignFormMessage', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** SPEC 8 'You have already rated this order': another order number can be typed. */
    alreadyRated: {
      on: {
        'form.change': {
          target: 'editing',
          actions: { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
      },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => required(context.feedback, 'feedback'),
});

// Selectors

export type OfflineFeedbackSnapshot = SnapshotFrom<typeof offlineFeedbackMachine>;
export type OfflineFeedbackActorRef = ActorRefFrom<typeof offlineFeedbackMachine>;

export const selectOfflineForm = (snapshot: OfflineFeedbackSnapshot): OfflineFeedbackForm => snapshot.context.form;
export const selectOfflineErrors = (snapshot: OfflineFeedbackSnapshot): OfflineFeedbackErrors => snapshot.context.errors;
export const selectMobileMessage = (snapshot: OfflineFeedbackSnapshot): string | null => snapshot.context.mobileMessage;
export const selectFormMessage = (snapshot: OfflineFeedbackSnapshot): string | null => snapshot.context.formMessage;
export const selectIsSending = (snapshot: OfflineFeedbackSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsOfflineRated = (snapshot: OfflineFeedbackSnapshot): boolean => snapshot.matches('alreadyRated');

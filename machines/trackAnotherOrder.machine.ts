/**
 * Track another order (SPEC 2 /track, SPEC 5, SPEC 7 track-other-order): the form with the customer's
 * mobile and the Slice order id. A submit with a blank or invalid field shows the SPEC 5 messages on the
 * fields; a valid one starts tracking that order with the tracking machine, invoked as `tracker`. The form
 * stays editable above the tracker: a new valid submit tracks the new order from scratch.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  isTrackOrderFormValid,
  validateTrackOrderForm,
  type TrackOrderField,
  type TrackOrderForm,
  type TrackOrderFormErrors,
} from '@/domain/tracking';
import { trackingMachine, type TrackerQuery, type TrackingActorRef } from './tracking.machine';
import { required } from './shared/required';

// Types

export interface TrackAnotherOrderInput {
  /** The signed-in customer's mobile, to start the form with; '' for a guest. */
  mobile: string;
}

export interface TrackAnotherOrderContext {
  /** The form as typed. */
  form: TrackOrderForm;
  /** SPEC 5 messages of the last refused submit, by field; a field's message clears when it changes. */
  errors: TrackOrderFormErrors;
  /** The order being tracked (trimmed values of the last valid submit); null before one. */
  query: Extract<TrackerQuery, { mobile: string }> | null;
}

export type TrackAnotherOrderEvent = { type: 'form.change'; field: TrackOrderField; value: string } | { type: 'form.submit' };

// Setup

/** A submit: a valid form tracks its order (again from the start), an invalid one shows its messages. */
const submit = [
  { guard: 'isFormValid', target: '#trackAnotherOrder.tracking', reenter: true, actions: 'assignQuery' },
  { actions: 'assignErrors' },
] as const;

export const trackAnotherOrderMachine = setup({
  types: {
    context: {} as TrackAnotherOrderContext,
    events: {} as TrackAnotherOrderEvent,
    input: {} as TrackAnotherOrderInput,
    children: {} as { tracker: 'trackOrder' },
  },
  actors: {
    trackOrder: trackingMachine,
  },
  guards: {
    isFormValid: ({ context }) => isTrackOrderFormValid(context.form),
  },
  actions: {
    assignField: assign(({ context }, params: { field: TrackOrderField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [params.field]: params.value }, errors };
    }),
    assignErrors: assign(({ context }) => ({ errors: validateTrackOrderForm(context.form) })),
    assignQuery: assign(({ context }) => ({
      errors: {},
      query: { mobile: context.form.mobile.trim(), sliceOrderId: context.form.orderId.trim() },
    })),
  },
}).createMachine({
  id: 'trackAnotherOrder',
  context: ({ input }) => ({ form: { mobile: input.mobile, orderId: '' }, errors: {}, query: null }),
  on: {
    'form.change': { actions: { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': submit },
    },
    tracking: {
      invoke: { id: 'tracker', src: 'trackOrder', input: ({ context }) => required(context.query, 'order') },
      on: { 'form.submit': submit },
    },
  },
});

// Selectors

export type TrackAnotherOrderSnapshot = SnapshotFrom<typeof trackAnotherOrderMachine>;
export type TrackAnotherOrderActorRef = ActorRefFrom<typeof trackAnotherOrderMachine>;

export const selectForm = (snapshot: TrackAnotherOrderSnapshot): TrackOrderForm => snapshot.context.form;
export const selectFormErrors = (snapshot: TrackAnotherOrderSnapshot): TrackOrderFormErrors => snapshot.context.errors;
/** The tracking of the submitted order; undefined before a valid submit. */
export const selectTrackerActor = (snapshot: TrackAnotherOrderSnapshot): TrackingActorRef | undefined => snapshot.children.tracker;

/**
 * Deliver on train, the ticket (SPEC 2 /deliverOnTrain, SPEC 5 train rules, SPEC 7 PNR status): the customer
 * types the PNR; a submit checks SPEC 5's rule ('Valid PNR Number is Mandatory') and looks the ticket up. The
 * railway's refusal (unknown, cancelled, chart not out) shows its message; a journey shows the train, seat and
 * stations with the terms to accept. Continue without the terms shows SPEC 5's 'Please Accept Terms and
 * Conditions First'; with them it goes on to the station choice (/irctcStation?pnr).
 *
 * Decided here: changing the PNR forgets the journey shown, since it belonged to the previous ticket; a failed
 * lookup (no answer) waits for the next submit.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PnrStatusResponse } from '@/contract/rail';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { irctcStationRoute } from '@/domain/navigation';
import { PNR_STATUS, type PnrRefusal } from '@/domain/rail';
import { validatePnr, type ValidationProblem } from '@/domain/validation';
import { required } from './shared/required';

// Types

/** The ticket's journey as the PNR status answers it. */
export type PnrJourney = Extract<PnrStatusResponse, { status: 'success' }>['result'];

/** Why the railway's answer refuses the PNR, with its message. */
export interface PnrRefusalAnswer {
  reason: PnrRefusal;
  message: string;
}

export interface RailContext {
  /** The PNR as typed. */
  pnr: string;
  /** SPEC 5 problem of the last refused submit; cleared when the PNR changes. */
  problem: ValidationProblem | null;
  /** The journey of the PNR looked up; null before one, and once the PNR changes. */
  journey: PnrJourney | null;
  /** The railway's refusal of the PNR looked up; null otherwise. */
  refusal: PnrRefusalAnswer | null;
  /** Why the lookup got no answer (the API layer's text); null otherwise. */
  error: string | null;
}

export type RailEvent =
  | { type: 'pnr.change'; value: string }
  /** Check: look the PNR up. */
  | { type: 'pnr.submit' }
  /** The terms checkbox. */
  | { type: 'terms.change'; accepted: boolean }
  /** Continue to the station choice. */
  | { type: 'journey.continue' };

/** `navigation.requested`: the screen routes to `to` (the station choice). */
export type RailEmitted = { type: 'navigation.requested'; to: string };

/** `busy`: the PNR is being looked up; `error`: the lookup was refused or failed; `termsMissing`: Continue was pressed without the terms. */
export type RailTag = 'busy' | 'error' | 'termsMissing';

// Setup

/** A submit: a valid PNR is looked up (again), an invalid one shows SPEC 5's message. */
const submit = [{ guard: 'isPnrValid', target: '#rail.lookingUp', actions: 'clearAnswer' }, { actions: 'assignProblem' }] as const;

export const railMachine = setup({
  types: {
    context: {} as RailContext,
    events: {} as RailEvent,
    emitted: {} as RailEmitted,
    tags: {} as RailTag,
  },
  actors: {
    getPnrStatus: fromPromise<PnrStatusResponse, { pnr: string }>(({ input, signal }) =>
      getApiClient().getPnrStatus(input.pnr, { signal }),
    ),
  },
  guards: {
    isPnrValid: ({ context }) => validatePnr(context.pnr) === null,
    isRefused: (_, params: { answer: PnrStatusResponse }) => params.answer.status === PNR_STATUS.failure,
    isAccepting: (_, params: { accepted: boolean }) => params.accepted,
  },
  actions: {
    assignPnr: assign((_, params: { value: string }) => ({ pnr: params.value, problem: null, journey: null, refusal: null, error: null })),
    assignProblem: assign(({ context }) => ({ problem: validatePnr(context.pnr) })),
    clearAnswer: assign({ problem: null, journey: null, refusal: null, error: null }),
    assignAnswer: assign((_, params: { answer: PnrStatusResponse }) =>
      params.answer.status === PNR_STATUS.success
        ? { journey: params.answer.result }
        : { refusal: { reason: params.answer.reason, message: params.answer.message } },
    ),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    emitStations: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: irctcStationRoute(required(context.journey, 'journey').pnr),
    })),
  },
}).createMachine({
  id: 'rail',
  context: { pnr: '', problem: null, journey: null, refusal: null, error: null },
  on: {
    'pnr.change': { target: '.editing', actions: { type: 'assignPnr', params: ({ event }) => ({ value: event.value }) } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: { 'pnr.submit': submit },
    },
    // SPEC 7 PNR status.
    lookingUp: {
      tags: 'busy',
      invoke: {
        id: 'getPnrStatus',
        src: 'getPnrStatus',
        input: ({ context }) => ({ pnr: context.pnr }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'refused',
            actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'journey', actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'lookupFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The railway's status failure: its message shows under the field.
    refused: {
      tags: 'error',
      on: { 'pnr.submit': submit },
    },
    lookupFailed: {
      tags: 'error',
      on: { 'pnr.submit': submit },
    },
    // SPEC 5: terms must be accepted before going on.
    journey: {
      initial: 'termsOpen',
      on: {
        'pnr.submit': submit,
        'terms.change': [
          { guard: { type: 'isAccepting', params: ({ event }) => ({ accepted: event.accepted }) }, target: '.termsAccepted' },
          { target: '.termsOpen' },
        ],
      },
      states: {
        termsOpen: {
          on: { 'journey.continue': 'termsRefused' },
        },
        termsRefused: {
          tags: 'termsMissing',
        },
        termsAccepted: {
          on: { 'journey.continue': '#rail.continuing' },
        },
      },
    },
    continuing: {
      type: 'final',
      entry: 'emitStations',
    },
  },
});

// Selectors

export type RailSnapshot = SnapshotFrom<typeof railMachine>;
export type RailActorRef = ActorRefFrom<typeof railMachine>;

export const selectPnr = (snapshot: RailSnapshot): string => snapshot.context.pnr;
export const selectPnrProblem = (snapshot: RailSnapshot): ValidationProblem | null => snapshot.context.problem;
export const selectIsLookingUp = (snapshot: RailSnapshot): boolean => snapshot.hasTag('busy');
export const selectJourney = (snapshot: RailSnapshot): PnrJourney | null => snapshot.context.journey;
/** The railway's message for a refused PNR; null otherwise. */
export const selectRefusal = (snapshot: RailSnapshot): PnrRefusalAnswer | null => snapshot.context.refusal;
export const selectLookupError = (snapshot: RailSnapshot): string | null => snapshot.context.error;
export const selectTermsAccepted = (snapshot: RailSnapshot): boolean =>
  snapshot.matches({ journey: 'termsAccepted' }) || snapshot.matches('continuing');
export const selectTermsMissing = (snapshot: RailSnapshot): boolean => snapshot.hasTag('termsMissing');

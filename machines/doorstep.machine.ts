/**
 * "Complete your address" before a delivery order to the map pin (SPEC 3/5 address fields): the house or flat
 * number (required, 'Enter House No') and an optional landmark, prefilled with what this device remembers for
 * the point. Orders to a saved address or for pickup need nothing here. Place order asks this machine first
 * (`doorstep.confirm`): a valid answer is remembered for the point and `doorstep.confirmed` is emitted; an
 * invalid one shows its messages and nothing is placed. `doorstep.check` shows the messages alone, when Place
 * order is refused by the payment rules, so every refusal shows at once.
 */
import { assign, emit, fromPromise, not, raise, setup, spawnChild, type SnapshotFrom } from 'xstate';
import { validateDoorstep, type Doorstep, type DoorstepErrors } from '@/domain/address';
import type { Coordinates } from '@/domain/geo';
import { readDoorstepTarget, rememberDoorstep, type DoorstepTarget } from './shared/doorsteps';
import type { ReadStoreInput } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';

// Types

export interface DoorstepInput {
  /** The app's store actor, whose selection names the delivery point. */
  storeActor: StoreActorRef;
}

export interface DoorstepContext {
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The map-pin delivery point asked about; null until read, and when the order needs no house number. */
  point: Coordinates | null;
  /** The place named for the pin, shown above the fields (empty when none was). */
  address: string;
  /** The house or flat number as typed. */
  houseNo: string;
  /** The landmark as typed. */
  landmark: string;
  /** The SPEC 5 messages of a refused confirm, kept up to date while the customer types; empty otherwise. */
  errors: DoorstepErrors;
}

export type DoorstepEvent =
  | { type: 'doorstep.change'; field: keyof Doorstep; value: string }
  /** Place order was pressed: the address must be complete first. */
  | { type: 'doorstep.confirm' }
  /** Place order was refused for another reason: show what the address still needs too, placing nothing. */
  | { type: 'doorstep.check' };

/** `doorstep.confirmed`: the order may be placed (with `selectDoorstep` as its house number and landmark). */
export type DoorstepEmitted = { type: 'doorstep.confirmed' };

/** `busy`: reading what the order needs; `error`: a confirm was refused and its messages show. */
export type DoorstepTag = 'busy' | 'error';

export interface RememberInput {
  point: Coordinates;
  doorstep: Doorstep;
}

// Setup

const doorstepOf = (context: DoorstepContext): Doorstep => ({ houseNo: context.houseNo, landmark: context.landmark });

export const doorstepMachine = setup({
  types: {
    context: {} as DoorstepContext,
    input: {} as DoorstepInput,
    events: {} as DoorstepEvent,
    emitted: {} as DoorstepEmitted,
    tags: {} as DoorstepTag,
  },
  actors: {
    readTarget: fromPromise<DoorstepTarget | null, ReadStoreInput>(({ input }) => readDoorstepTarget(input.storeActor)),
    remember: fromPromise<void, RememberInput>(({ input }) => rememberDoorstep(input.point, input.doorstep)),
  },
  guards: {
    hasTarget: (_, params: { target: DoorstepTarget | null }) => params.target !== null,
    isComplete: ({ context }) => Object.keys(validateDoorstep(doorstepOf(context))).length === 0,
  },
  actions: {
    assignTarget: assign((_, params: { target: DoorstepTarget | null }) => ({
      point: params.target?.point ?? null,
      address: params.target?.address ?? '',
      houseNo: params.target?.remembered?.houseNo ?? '',
      landmark: params.target?.remembered?.landmark ?? '',
    })),
    assignValue: assign(({ event }) => (event.type === 'doorstep.change' ? { [event.field]: event.value } : {})),
    assignErrors: assign(({ context }) => ({ errors: validateDoorstep(doorstepOf(context)) })),
    clearErrors: assign({ errors: {} }),
    emitConfirmed: emit({ type: 'doorstep.confirmed' } as const),
    confirmAgain: raise({ type: 'doorstep.confirm' } as const),
    // Remembering is a courtesy: the order goes ahead whether it is kept or not.
    remember: spawnChild('remember', { input: ({ context }) => ({ point: context.point!, doorstep: doorstepOf(context) }) }),
  },
}).createMachine({
  id: 'doorstep',
  context: ({ input }) => ({ storeActor: input.storeActor, point: null, address: '', houseNo: '', landmark: '', errors: {} }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      initial: 'reading',
      invoke: {
        id: 'readTarget',
        src: 'readTarget',
        input: ({ context }) => ({ storeActor: context.storeActor }),
        onDone: [
          {
            guard: { type: 'hasTarget', params: ({ event }) => ({ target: event.output }) },
            target: 'asking',
            actions: { type: 'assignTarget', params: ({ event }) => ({ target: event.output }) },
          },
          { target: 'notNeeded' },
        ],
        // A failed store actor: the order submit reads the same store and says what went wrong.
        onError: 'notNeeded',
      },
      states: {
        reading: {
          on: { 'doorstep.confirm': 'confirmWaiting' },
        },
        // Place order was pressed before the address was read: leaving loading answers it in the state reached.
        confirmWaiting: {
          exit: 'confirmAgain',
        },
      },
    },
    // Pickup, a saved address (it has its house number), or no store: nothing to ask.
    notNeeded: {
      on: { 'doorstep.confirm': { actions: 'emitConfirmed' } },
    },
    asking: {
      initial: 'editing',
      on: {
        // Remembering runs beside the order, so every later press and keystroke is answered at once.
        'doorstep.confirm': [
          { guard: 'isComplete', target: '.editing', actions: ['clearErrors', 'emitConfirmed', 'remember'] },
          { target: '.refused', actions: 'assignErrors' },
        ],
        'doorstep.check': { guard: not('isComplete'), target: '.refused', actions: 'assignErrors' },
      },
      states: {
        editing: {
          on: { 'doorstep.change': { actions: 'assignValue' } },
        },
        refused: {
          tags: 'error',
          on: { 'doorstep.change': { actions: ['assignValue', 'assignErrors'] } },
        },
      },
    },
  },
});

// Selectors

export type DoorstepSnapshot = SnapshotFrom<typeof doorstepMachine>;

/** The customer is asked for the house number (a delivery to the map pin). */
export const selectIsAsking = (snapshot: DoorstepSnapshot): boolean => snapshot.matches('asking');
export const selectAddress = (snapshot: DoorstepSnapshot): string => snapshot.context.address;
export const selectHouseNo = (snapshot: DoorstepSnapshot): string => snapshot.context.houseNo;
export const selectLandmark = (snapshot: DoorstepSnapshot): string => snapshot.context.landmark;
export const selectErrors = (snapshot: DoorstepSnapshot): DoorstepErrors => snapshot.context.errors;
/** What the order carries: the trimmed house number and landmark, or null when the order needs none. */
export function selectDoorstep(snapshot: DoorstepSnapshot): Doorstep | null {
  if (snapshot.context.point === null) return null;
  return { houseNo: snapshot.context.houseNo.trim(), landmark: snapshot.context.landmark.trim() };
}

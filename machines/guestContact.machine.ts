/**
 * The mobile number of a guest paying cash with auto login (SPEC 4: "Guests paying cash may be sent to /paymentType
 * for auto login"). The guest types it on the payment page; Place order checks it with the SPEC 5 mobile rules
 * (the inline message shows under the field) and, when it passes, emits `guestContact.confirmed`: the order is placed
 * with this mobile and waits for the customer's login with it.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { fieldMessageOf, validateMobile, type FieldMessage } from '@/domain/validation';

// Types

export interface GuestContactContext {
  /** The mobile number as typed. */
  mobile: string;
  /** Inline message under the field; null while none. */
  error: FieldMessage | null;
}

export type GuestContactEvent = { type: 'mobile.change'; value: string } | { type: 'mobile.confirm' };

export type GuestContactEmitted = { type: 'guestContact.confirmed'; mobile: string };

// Setup

export const guestContactMachine = setup({
  types: {
    context: {} as GuestContactContext,
    events: {} as GuestContactEvent,
    emitted: {} as GuestContactEmitted,
  },
  guards: {
    isMobileValid: ({ context }) => validateMobile(context.mobile) === null,
  },
  actions: {
    assignMobile: assign((_, params: { value: string }) => ({ mobile: params.value, error: null })),
    assignError: assign(({ context }) => ({ error: fieldMessageOf(validateMobile(context.mobile)) })),
    emitConfirmed: emit(({ context }) => ({ type: 'guestContact.confirmed' as const, mobile: context.mobile.trim() })),
  },
}).createMachine({
  id: 'guestContact',
  context: { mobile: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mobile.change': { actions: { type: 'assignMobile', params: ({ event }) => ({ value: event.value }) } },
        'mobile.confirm': [
          { guard: 'isMobileValid', target: 'confirmed', actions: 'emitConfirmed' },
          { target: 'invalid', actions: 'assignError' },
        ],
      },
    },
    // The message shows under the field until the number is changed.
    invalid: {
      on: {
        'mobile.change': { target: 'editing', actions: { type: 'assignMobile', params: ({ event }) => ({ value: event.value }) } },
      },
    },
    // The order goes with this number; a change asks again at the next Place order.
    confirmed: {
      on: {
        'mobile.change': { target: 'editing', actions: { type: 'assignMobile', params: ({ event }) => ({ value: event.value }) } },
        'mobile.confirm': { actions: 'emitConfirmed' },
      },
    },
  },
});

// Selectors

export type GuestContactSnapshot = SnapshotFrom<typeof guestContactMachine>;

export const selectMobile = (snapshot: GuestContactSnapshot): string => snapshot.context.mobile;
export const selectError = (snapshot: GuestContactSnapshot): FieldMessage | null => snapshot.context.error;

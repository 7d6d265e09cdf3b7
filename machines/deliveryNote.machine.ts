/**
 * Delivery instructions and zero-contact delivery (SPEC 3 Global state optedDelvryInsructns and zeroContactDelivery,
 * Order details deliveryInstructions and zeroContactDelivery), given on the payment page of a delivery order. The
 * customer types the instructions and switches zero-contact on or off; the order submit takes `selectDeliveryNote`
 * when the order is placed. Zero-contact goes with prepaid orders only (SPEC 4): the switch is offered while the
 * chosen payment is not cash, and the confirm body drops it for cash whatever was switched.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { MAX_DELIVERY_INSTRUCTIONS } from '@/domain/limits';
import type { DeliveryNote } from '@/domain/order';

// Types

export interface DeliveryNoteContext {
  /** The instructions as typed, at most MAX_DELIVERY_INSTRUCTIONS characters. */
  instructions: string;
  /** Zero-contact delivery asked for. */
  zeroContact: boolean;
}

export type DeliveryNoteEvent = { type: 'instructions.change'; value: string } | { type: 'zeroContact.toggle' };

// Setup

export const deliveryNoteMachine = setup({
  types: {
    context: {} as DeliveryNoteContext,
    events: {} as DeliveryNoteEvent,
  },
  actions: {
    // SPEC 3: the server keeps no more than the limit; a longer paste is cut here rather than refused there.
    assignInstructions: assign((_, params: { value: string }) => ({ instructions: params.value.slice(0, MAX_DELIVERY_INSTRUCTIONS) })),
    toggleZeroContact: assign(({ context }) => ({ zeroContact: !context.zeroContact })),
  },
}).createMachine({
  id: 'deliveryNote',
  context: { instructions: '', zeroContact: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'instructions.change': { actions: { type: 'assignInstructions', params: ({ event }) => ({ value: event.value }) } },
        'zeroContact.toggle': { actions: 'toggleZeroContact' },
      },
    },
  },
});

// Selectors

export type DeliveryNoteSnapshot = SnapshotFrom<typeof deliveryNoteMachine>;

export const selectInstructions = (snapshot: DeliveryNoteSnapshot): string => snapshot.context.instructions;
export const selectZeroContact = (snapshot: DeliveryNoteSnapshot): boolean => snapshot.context.zeroContact;
/** What goes with the order (the confirm body applies the prepaid rule). */
export const selectDeliveryNote = (snapshot: DeliveryNoteSnapshot): DeliveryNote => ({
  instructions: snapshot.context.instructions,
  zeroContact: snapshot.context.zeroContact,
});

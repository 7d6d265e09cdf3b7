import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MAX_DELIVERY_INSTRUCTIONS } from '@/domain/limits';
import { deliveryNoteMachine, selectDeliveryNote, selectInstructions, selectZeroContact } from '@machines/deliveryNote.machine';

describe('delivery note machine', () => {
  it('starts with no instructions and zero-contact off', () => {
    const actor = createActor(deliveryNoteMachine).start();
    expect(selectDeliveryNote(actor.getSnapshot())).toEqual({ instructions: '', zeroContact: false });
  });

  it('keeps the instructions as typed and switches zero-contact on and off', () => {
    const actor = createActor(deliveryNoteMachine).start();
    actor.send({ type: 'instructions.change', value: 'Ring twice, ' });
    actor.send({ type: 'zeroContact.toggle' });
    expect(selectInstructions(actor.getSnapshot())).toBe('Ring twice, ');
    expect(selectZeroContact(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'zeroContact.toggle' });
    expect(selectZeroContact(actor.getSnapshot())).toBe(false);
  });

  it('cuts a paste longer than the SPEC 3 limit', () => {
    const actor = createActor(deliveryNoteMachine).start();
    actor.send({ type: 'instructions.change', value: 'x'.repeat(MAX_DELIVERY_INSTRUCTIONS + 10) });
    expect(selectInstructions(actor.getSnapshot())).toHaveLength(MAX_DELIVERY_INSTRUCTIONS);
  });
});

import { describe, expect, it } from 'vitest';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { StoreLookupResponse } from '@/contract/locations';
import { VEHICLE_DETAILS_MAX, type StoreDeliveryType } from '@/domain/constants';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { storeSelectionMachine } from '@machines/storeSelection.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult } from './harness';
import { storeActorWith } from '../support/storeActor';

const MACHINE = 'storeSelection';
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

const online: StoreLookupResponse = {
  data: { id: 'S1', advanceOrderStoreId: 'A1', online: 1 },
  storeData: { childStoreId: 'C1' },
  geoCodeData: null,
};
const offline: StoreLookupResponse = { ...online, data: { ...online.data, online: 0 } };

const events: ModelEvent<typeof storeSelectionMachine>[] = [
  { type: 'timing.now' },
  { type: 'timing.advance', at: Date.now() + TWO_HOURS_MS },
  { type: 'vehicle.change', value: 'DL 01 AB 1234' },
  { type: 'vehicle.change', value: 'x'.repeat(VEHICLE_DETAILS_MAX + 1) },
  { type: 'vehicle.submit' },
  { type: 'store.lookup', latitude: 28.61, longitude: 77.21, addressId: 'addr-1' },
  { type: 'store.retry' },
  { type: 'popup.dismiss' },
  { type: 'xstate.done.actor.lookupStore', output: online },
  { type: 'xstate.done.actor.lookupStore', output: offline },
  { type: 'xstate.error.actor.lookupStore', error: serverError(STORE_ERROR_CODES.storeNotAvailable, 'store offline') },
  { type: 'xstate.error.actor.lookupStore', error: serverError(STORE_ERROR_CODES.notServiceable, 'no store here') },
  { type: 'xstate.error.actor.lookupStore', error: networkFailure() },
  { type: 'xstate.done.actor.saveStore', output: ['S1'] },
  { type: 'xstate.error.actor.saveStore', error: new Error('IndexedDB unavailable') },
];

/** The curbside branch of timing depends on the input's delivery type, so one walk per kind of input. */
const NOT_FOR_CURB = 'curbside always asks for vehicle details';
const ONLY_FOR_CURB = 'only curbside asks for vehicle details';
const choosingTiming = `${MACHINE}.choosingTiming`;
const enteringVehicle = `${MACHINE}.enteringVehicle`;

function walk(deliveryType: StoreDeliveryType, unreachable: Record<string, string>): Promise<ModelResult> {
  return runModel({
    name: `${MACHINE} (${deliveryType})`,
    machine: storeSelectionMachine,
    input: { deliveryType, next: 'address', storeActor: storeActorWith() },
    events,
    unreachable,
    onStep: ({ step, emitted }) => {
      expect(emitted).toEqual(step.state.status === 'done' ? [{ type: 'navigation.requested', to: '/address' }] : []);
    },
  });
}

describe('store selection machine model', () => {
  it('walks every state and transition across a curbside and a delivery input', async () => {
    const curb = await walk('CURB', {
      [`${choosingTiming} · timing.now`]: NOT_FOR_CURB,
      [`${choosingTiming} · timing.advance [isSchedulable]`]: NOT_FOR_CURB,
    });
    const delivery = await walk('D', {
      [enteringVehicle]: ONLY_FOR_CURB,
      [`${choosingTiming} · timing.now [isCurbside]`]: ONLY_FOR_CURB,
      [`${choosingTiming} · timing.advance [guard]`]: ONLY_FOR_CURB,
      [`${enteringVehicle} · vehicle.change`]: ONLY_FOR_CURB,
      [`${enteringVehicle} · vehicle.submit [hasValidVehicleDetails]`]: ONLY_FOR_CURB,
      [`${enteringVehicle} · vehicle.submit`]: ONLY_FOR_CURB,
    });
    reportCoverage(curb);
    reportCoverage(delivery);
    expect(coverageLine(curb)).toBe('storeSelection (CURB): 10/10 states, 18/18 transitions (2 listed unreachable)');
    expect(coverageLine(delivery)).toBe('storeSelection (D): 9/9 states, 15/15 transitions (6 listed unreachable)');

    // Each walk throws unless it covers everything it does not list, so what neither lists is covered by one.
    const listedInBoth = curb.unreachable.filter((name) => delivery.unreachable.includes(name));
    expect(listedInBoth).toEqual([]);
    const states = stateNodesOf(storeSelectionMachine).map((node) => node.id);
    const transitions = transitionsOf(storeSelectionMachine).map((info) => info.name);
    const coveredStates = states.filter((id) => !listedInBoth.includes(id)).length;
    const coveredTransitions = transitions.filter((name) => !listedInBoth.includes(name)).length;
    const combined = `${MACHINE}: ${coveredStates}/${states.length} states, ${coveredTransitions}/${transitions.length} transitions`;
    console.info(`model coverage: ${combined} combined`);
    expect(combined).toBe('storeSelection: 10/10 states, 20/20 transitions');
  });
});

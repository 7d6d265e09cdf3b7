import { describe, expect, it } from 'vitest';
import type { SelectedStore } from '@/domain/store';
import { railSelectionOf, railStationMachine, type RailStationSnapshot } from '@machines/railStation.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { localities, ORDERABLE, PNR, PNR_REFUSED, RAIL_STORE, SAVE_REFUSED, SAVED, TOO_SOON } from './railFixtures';
import { storeActorWith } from '../support/storeActor';

const events: ModelEvent<typeof railStationMachine>[] = [
  { type: 'xstate.done.actor.getRailLocalities', output: localities() },
  { type: 'xstate.done.actor.getRailLocalities', output: localities([]) },
  { type: 'xstate.error.actor.getRailLocalities', error: PNR_REFUSED },
  { type: 'xstate.error.actor.getRailLocalities', error: networkFailure() },
  { type: 'station.choose', stationId: TOO_SOON.stationId },
  { type: 'station.choose', stationId: ORDERABLE.stationId },
  { type: 'xstate.done.actor.saveRailStation', output: SAVED },
  { type: 'xstate.error.actor.saveRailStation', error: SAVE_REFUSED },
  { type: 'xstate.error.actor.saveRailStation', error: networkFailure() },
  { type: 'xstate.done.actor.saveStore', output: ['store-sbc'] },
  { type: 'xstate.error.actor.saveStore', error: new Error('QuotaExceededError') },
  { type: 'stations.reload' },
  { type: 'popup.dismiss' },
];

/** Everything but the start and the invalid PNR: no call is made without a 10-digit PNR. */
const ONLY_WITH_PNR = [
  'railStation.loading',
  'railStation.listing',
  'railStation.empty',
  'railStation.refused',
  'railStation.loadFailed',
  'railStation.saving',
  'railStation.selecting',
  'railStation.saveRefused',
  'railStation.saveFailed',
  'railStation.done',
  'railStation.starting · always [isPnrValid]',
  'railStation.loading · done: getRailLocalities [hasNoStations]',
  'railStation.loading · done: getRailLocalities',
  'railStation.loading · error: getRailLocalities [isRefusal]',
  'railStation.loading · error: getRailLocalities',
  'railStation.listing · station.choose [isOrderable]',
  'railStation.empty · stations.reload',
  'railStation.loadFailed · stations.reload',
  'railStation.saving · done: saveRailStation',
  'railStation.saving · error: saveRailStation [isSaveRefused]',
  'railStation.saving · error: saveRailStation',
  'railStation.selecting · done: saveStore',
  'railStation.selecting · error: saveStore',
  'railStation.saveRefused · stations.reload',
  'railStation.saveFailed · popup.dismiss',
];

describe('rail station machine model', () => {
  it('walks every state and transition: stations, too soon, save, SPEC 8 RAIL_SAVE_FAILED dialog, store hand-over, menu', async () => {
    const result = await runModel({
      name: 'railStation',
      machine: railStationMachine,
      input: { storeActor: storeActorWith(), pnr: PNR },
      events,
      unreachable: { 'railStation.starting · always': 'the PNR given is valid', 'railStation.invalidPnr': 'the PNR given is valid' },
      onStep: ({ step, actor, emitted }) => {
        const state = step.state as unknown as RailStationSnapshot;
        // A station too soon for its store is never saved.
        if (state.matches('saving')) expect(state.context.stationId).toBe(ORDERABLE.stationId);
        // The store actor is handed the saved station's store as a delivery to the seat, with the ticket.
        if (state.matches('selecting')) {
          const { saved, localities: loaded } = state.context;
          expect(railSelectionOf(saved as NonNullable<typeof saved>, (loaded as NonNullable<typeof loaded>).seatInfo)).toEqual(RAIL_STORE);
          expect(actor.getSnapshot().children.saveStore).toBeDefined();
        }
        expect(state.hasTag('popup')).toBe(state.matches('saveRefused') || state.matches('saveFailed'));
        expect(emitted).toEqual(
          state.matches('done') && step.event.type === 'xstate.done.actor.saveStore' ? [{ type: 'navigation.requested', to: '/menu' }] : [],
        );
      },
    });
    const invalid = await runModel({
      name: 'railStation (invalid PNR)',
      machine: railStationMachine,
      input: { storeActor: storeActorWith(), pnr: '12345' },
      events,
      unreachable: Object.fromEntries(ONLY_WITH_PNR.map((name) => [name, 'nothing loads without a 10-digit PNR'])),
    });
    reportCoverage(result);
    reportCoverage(invalid);
    expect(coverageLine(result)).toBe('railStation: 11/11 states, 15/15 transitions (2 listed unreachable)');
    expect(coverageLine(invalid)).toBe('railStation (invalid PNR): 2/2 states, 1/1 transitions (25 listed unreachable)');
  });

  it('a waitlisted ticket is selected without coach and berth', () => {
    const selected: SelectedStore = railSelectionOf(SAVED.data, { coach: null, berth: null, bookingStatus: 'WL' });
    expect(selected.rail).toMatchObject({ coach: null, berth: null, stationId: 'SBC', pnr: PNR });
  });
});

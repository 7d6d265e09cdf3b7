import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import type { PnrStatusResponse, RailLocalitiesResponse, RailSaveBody, RailSaveResponse } from '@/contract/rail';
import { setApiClient, type ApiClient } from '@/api';
import {
  railMachine,
  selectJourney,
  selectPnrProblem,
  selectRefusal,
  selectTermsAccepted,
  selectTermsMissing,
} from '@machines/rail.machine';
import {
  railStationMachine,
  selectIsEmpty,
  selectIsInvalidPnr,
  selectRefusal as selectStationRefusal,
  selectSaveError,
  selectSaveRefusal,
  type RailStationInput,
} from '@machines/railStation.machine';
import { selectSelectedStore } from '@machines/store.machine';
import { transactionPollingMachine } from '@machines/transactionPolling.machine';
import type { TransactionStatusResponse } from '@/contract/payments';
import { SECOND, startOnClock } from './pollingFixtures';
import { networkFailure } from '../../model/fixtures';
import {
  JOURNEY,
  localities,
  ORDERABLE,
  PNR,
  PNR_CANCELLED,
  PNR_REFUSED,
  RAIL_STORE,
  SAVE_REFUSED,
  SAVED,
  TOO_SOON,
} from '../../model/railFixtures';
import { storeActorWith } from '../../support/storeActor';

function startRail(answer: PnrStatusResponse | Error) {
  const calls: string[] = [];
  const machine = railMachine.provide({
    actors: {
      getPnrStatus: fromPromise<PnrStatusResponse, { pnr: string }>(async ({ input }) => {
        calls.push(input.pnr);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, calls, emitted };
}

describe('rail machine (the PNR)', () => {
  it("refuses anything but 10 digits with SPEC 5's message, without a call", () => {
    const { actor, calls } = startRail(JOURNEY);
    actor.send({ type: 'pnr.submit' });
    expect(selectPnrProblem(actor.getSnapshot())).toBe('pnrInvalid');
    actor.send({ type: 'pnr.change', value: '87654' });
    expect(selectPnrProblem(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'pnr.submit' });
    expect(selectPnrProblem(actor.getSnapshot())).toBe('pnrInvalid');
    expect(calls).toEqual([]);
  });

  it('shows the journey, asks for the terms, then goes to the station choice of the PNR', async () => {
    const { actor, calls, emitted } = startRail(JOURNEY);
    actor.send({ type: 'pnr.change', value: PNR });
    actor.send({ type: 'pnr.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('journey'));
    expect(calls).toEqual([PNR]);
    expect(selectJourney(actor.getSnapshot())?.seatInfo).toEqual({ coach: 'B2', berth: 34, bookingStatus: 'CNF' });

    actor.send({ type: 'journey.continue' });
    expect(selectTermsMissing(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);

    actor.send({ type: 'terms.change', accepted: true });
    expect(selectTermsMissing(actor.getSnapshot())).toBe(false);
    expect(selectTermsAccepted(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'journey.continue' });
    expect(emitted).toEqual([{ type: 'navigation.requested', to: `/irctcStation?pnr=${PNR}` }]);
  });

  it("shows the railway's refusal, and forgets a journey once the PNR changes", async () => {
    const { actor } = startRail(PNR_CANCELLED);
    actor.send({ type: 'pnr.change', value: PNR });
    actor.send({ type: 'pnr.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(selectRefusal(actor.getSnapshot())).toEqual({ reason: 'cancelled', message: 'This PNR has been cancelled.' });
    actor.send({ type: 'pnr.change', value: '876543210' });
    expect(selectRefusal(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a lookup without an answer keeps the text of the API layer and waits for another submit', async () => {
    const { actor, calls } = startRail(networkFailure());
    actor.send({ type: 'pnr.change', value: PNR });
    actor.send({ type: 'pnr.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('lookupFailed'));
    expect(actor.getSnapshot().context.error).toBe('Internet connection Lost');
    actor.send({ type: 'pnr.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('lookupFailed'));
    expect(calls).toHaveLength(2);
  });

  it('calls the API client with the PNR and an abort signal', async () => {
    const getPnrStatus = vi.fn(async (_pnr: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return JOURNEY;
    });
    setApiClient({ getPnrStatus } as Partial<ApiClient> as ApiClient);
    const actor = createActor(railMachine).start();
    actor.send({ type: 'pnr.change', value: PNR });
    actor.send({ type: 'pnr.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('journey'));
    expect(getPnrStatus).toHaveBeenCalledWith(PNR, expect.anything());
  });
});

interface StationFakes {
  localities?: Array<RailLocalitiesResponse | Error>;
  save?: Array<RailSaveResponse | Error>;
}

function startStations(input: Partial<RailStationInput>, fakes: StationFakes) {
  const loads: string[] = [];
  const saves: RailSaveBody[] = [];
  const storeActor = input.storeActor ?? storeActorWith();
  const answer = <T>(list: Array<T | Error>, index: number): T => {
    const value = list[Math.min(index, list.length - 1)];
    if (value === undefined || value instanceof Error) throw value ?? new Error('no answer');
    return value;
  };
  const machine = railStationMachine.provide({
    actors: {
      getRailLocalities: fromPromise<RailLocalitiesResponse, { pnr: string }>(async ({ input: call }) => {
        loads.push(call.pnr);
        return answer(fakes.localities ?? [localities()], loads.length - 1);
      }),
      saveRailStation: fromPromise<RailSaveResponse, RailSaveBody>(async ({ input: body }) => {
        saves.push(body);
        return answer(fakes.save ?? [SAVED], saves.length - 1);
      }),
    },
  });
  const actor = createActor(machine, { input: { storeActor, pnr: PNR, ...input } }).start();
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, loads, saves, emitted, storeActor };
}

describe('rail station machine (the station)', () => {
  it('saves an orderable station, hands its store to the store actor as IRCTC with the ticket, and goes to the menu', async () => {
    const { actor, saves, emitted, storeActor } = startStations({}, {});
    await waitFor(actor, (snapshot) => snapshot.matches('listing'));
    // A station too close to arrival takes no choice.
    actor.send({ type: 'station.choose', stationId: TOO_SOON.stationId });
    expect(actor.getSnapshot().matches('listing')).toBe(true);
    actor.send({ type: 'station.choose', stationId: ORDERABLE.stationId });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves).toEqual([{ pnr: PNR, stationId: 'SBC' }]);
    expect(selectSelectedStore(storeActor.getSnapshot())).toEqual(RAIL_STORE);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu' }]);
  });

  it('SPEC 8: RAIL_SAVE_FAILED opens the dedicated dialog, whose button loads the stations again', async () => {
    const { actor, loads } = startStations({}, { save: [SAVE_REFUSED] });
    await waitFor(actor, (snapshot) => snapshot.matches('listing'));
    actor.send({ type: 'station.choose', stationId: ORDERABLE.stationId });
    await waitFor(actor, (snapshot) => snapshot.matches('saveRefused'));
    expect(selectSaveRefusal(actor.getSnapshot())?.displayMsg).toBe(SAVE_REFUSED.displayMsg);
    expect(selectSaveError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'stations.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('listing'));
    expect(loads).toHaveLength(2);
  });

  it('any other save failure shows the usual popup and keeps the list', async () => {
    const { actor, storeActor } = startStations({}, { save: [networkFailure()] });
    await waitFor(actor, (snapshot) => snapshot.matches('listing'));
    actor.send({ type: 'station.choose', stationId: ORDERABLE.stationId });
    await waitFor(actor, (snapshot) => snapshot.matches('saveFailed'));
    expect(selectSaveRefusal(actor.getSnapshot())).toBeNull();
    expect(selectSaveError(actor.getSnapshot())?.displayMsg).toBe('Internet connection Lost');
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().matches('listing')).toBe(true);
    expect(selectSelectedStore(storeActor.getSnapshot())).toBeNull();
  });

  it('an empty list, a refused PNR and a PNR that is not 10 digits each show as such', async () => {
    const empty = startStations({}, { localities: [localities([])] });
    await waitFor(empty.actor, selectIsEmpty);

    const refused = startStations({}, { localities: [PNR_REFUSED] });
    await waitFor(refused.actor, (snapshot) => selectStationRefusal(snapshot) !== null);
    expect(selectStationRefusal(refused.actor.getSnapshot())?.displayMsg).toBe(PNR_REFUSED.displayMsg);

    const invalid = startStations({ pnr: 'abc' }, {});
    expect(selectIsInvalidPnr(invalid.actor.getSnapshot())).toBe(true);
    expect(invalid.loads).toEqual([]);
  });
});

describe('the thank-you page of a rail order', () => {
  it('a paid rail order goes to /thankYou with the SPEC 2 placeholder id, any other with its transaction', async () => {
    for (const [store, to] of [
      [RAIL_STORE, '/thankYou?transactionId=IRCTC_ORDER'],
      [null, '/thankYou?transactionId=txn-1'],
    ] as const) {
      const storeActor = storeActorWith(store);
      await waitFor(storeActor, (snapshot) => !snapshot.matches('restoring'));
      const machine = transactionPollingMachine.provide({
        actors: {
          getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(async () => ({
            transactionStatus: 'SUCCESS',
          })),
        },
      });
      const { actor, emitted, advance } = startOnClock(machine, {
        orderTransactionId: 'txn-1',
        pollingData: { interval: 3, duration: 30 },
        storeActor,
      });
      await advance(3 * SECOND);
      expect(actor.getSnapshot().matches('succeeded')).toBe(true);
      expect(emitted).toContainEqual({ type: 'navigation.requested', to });
    }
  });
});

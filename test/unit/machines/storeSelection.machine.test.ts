import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { StoreLookupBody, StoreLookupResponse } from '@/contract/locations';
import { STORAGE_KEYS } from '@/api/storage';
import { VEHICLE_DETAILS_MAX, type StoreDeliveryType } from '@/domain/constants';
import {
  ADVANCE_ORDER_PROCESSING_LEAD_MS,
  selectHasPopup,
  selectIsBusy,
  selectMessage,
  selectRecentStoreIds,
  selectVehicleError,
  storeSelectionMachine,
  type StoreSelectionNext,
} from '@machines/storeSelection.machine';
import { RECENT_STORE_IDS_KEPT, selectSelectedStore, storeMachine, type StoredSelection } from '@machines/store.machine';
import type { SelectedStore } from '@/domain/store';
import { networkFailure, serverError } from '../../model/fixtures';

/** IndexedDB stand-in: the real store actor restores from and saves to it. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => {
    stored.set(key, value);
  },
}));

const point = { latitude: 28.61, longitude: 77.21 };
const HOUR_MS = 60 * 60 * 1000;

function found(id: string, advanceOrderStoreId: string | null = null, online: 0 | 1 = 1): StoreLookupResponse {
  return { data: { id, advanceOrderStoreId, online }, storeData: { childStoreId: `child-${id}` }, geoCodeData: null };
}

function startSelection(
  answers: Array<StoreLookupResponse | Error>,
  { deliveryType = 'D', next = 'cart' }: { deliveryType?: StoreDeliveryType; next?: StoreSelectionNext } = {},
) {
  const lookups: StoreLookupBody[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    storeSelectionMachine.provide({
      actors: {
        lookupStore: fromPromise<StoreLookupResponse, StoreLookupBody>(async ({ input }) => {
          lookups.push(input);
          const answer = answers.shift();
          if (answer === undefined) throw new Error('no lookup answer left');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { storeActor: createActor(storeMachine).start(), deliveryType, next } },
  );
  actor.on('navigation.requested', (event) => navigations.push(event.to));
  actor.start();
  return { actor, lookups, navigations };
}

const savedStore = () => stored.get(STORAGE_KEYS.store) as SelectedStore;

beforeEach(() => stored.clear());

describe('store selection machine', () => {
  it.each([
    ['cart', '/cart'],
    ['address', '/address'],
    ['/menu?categoryId=3', '/menu?categoryId=3'],
  ])('a Deliver Now lookup saves store, location and delivery type, then goes to %s', async (next, route) => {
    const { actor, lookups, navigations } = startSelection([found('S1', 'A1')], { deliveryType: 'T', next });
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point, addressId: 'addr-1' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(lookups).toEqual([{ ...point, address_id: 'addr-1', deliveryType: 'T' }]);
    expect(savedStore()).toEqual({
      storeId: 'S1',
      childStoreId: 'child-S1',
      deliveryType: 'T',
      location: { ...point, addressId: 'addr-1', place: null },
      timing: { kind: 'now' },
      vehicleDetails: null,
    });
    expect(navigations).toEqual([route]);
  });

  it('a store chosen from a list is looked up by its id', async () => {
    const { actor, lookups } = startSelection([found('S2')], { deliveryType: 'P', next: 'cart' });
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point, storeId: 'S2' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(lookups).toEqual([{ ...point, storeId: 'S2', deliveryType: 'P' }]);
  });

  it('a requested address outside the app falls back to the cart', async () => {
    const { actor, navigations } = startSelection([found('S1')], { next: '//evil.example/x' });
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(navigations).toEqual(['/cart']);
  });

  it('an advance order saves the advance-order store and starts processing 30 minutes before the time', async () => {
    const at = Date.now() + 2 * HOUR_MS;
    const { actor } = startSelection([found('S1', 'A1')]);
    actor.send({ type: 'timing.advance', at });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(savedStore().storeId).toBe('A1');
    expect(savedStore().timing).toEqual({ kind: 'advance', at, processingStartsAt: at - 30 * 60 * 1000 });
    expect(ADVANCE_ORDER_PROCESSING_LEAD_MS).toBe(1_800_000);
  });

  it('an advance order keeps the store itself when the lookup names no advance store', async () => {
    const { actor } = startSelection([found('S1')]);
    actor.send({ type: 'timing.advance', at: Date.now() + 2 * HOUR_MS });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(savedStore().storeId).toBe('S1');
  });

  it('refuses an advance time whose processing would already have started', () => {
    const { actor } = startSelection([]);
    expect(actor.getSnapshot().can({ type: 'timing.advance', at: Date.now() - 1 })).toBe(false);
    actor.send({ type: 'timing.advance', at: Date.now() + 10 * 60 * 1000 });
    expect(actor.getSnapshot().value).toBe('choosingTiming');
  });

  it('2.STORENA shows the store popup, and dismissing it lets the customer pick another store', async () => {
    const { actor, navigations } = startSelection([serverError(STORE_ERROR_CODES.storeNotAvailable, 'offline'), found('S2')]);
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.matches('storeUnavailable'));
    expect(selectHasPopup(actor.getSnapshot())).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toEqual({ code: 'storeUnavailable' });
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    actor.send({ type: 'store.lookup', latitude: 12.97, longitude: 77.59 });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(savedStore().storeId).toBe('S2');
    expect(navigations).toEqual(['/cart']);
  });

  it('a store answering offline shows the same popup', async () => {
    const { actor } = startSelection([found('S1', null, 0)]);
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.matches('storeUnavailable'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ code: 'storeUnavailable' });
    expect(stored.has(STORAGE_KEYS.store)).toBe(false);
  });

  it('a point outside every store area says We Do not Deliver Here', async () => {
    const { actor } = startSelection([serverError(STORE_ERROR_CODES.notServiceable, 'no store')]);
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', latitude: 0, longitude: 0 });
    await waitFor(actor, (snapshot) => snapshot.matches('notDeliverable'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ code: 'locationNotDeliverable' });
    expect(selectHasPopup(actor.getSnapshot())).toBe(false);
  });

  it('another failure shows the server message and a retry looks the same point up again', async () => {
    const { actor, lookups } = startSelection([networkFailure(), found('S1')]);
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Internet connection Lost' });
    actor.send({ type: 'store.retry' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(lookups).toHaveLength(2);
    expect(lookups[1]).toEqual(lookups[0]);
  });

  it('curbside asks for vehicle details, refuses 41 characters and saves 40', async () => {
    const { actor } = startSelection([found('S1')], { deliveryType: 'CURB' });
    actor.send({ type: 'timing.now' });
    expect(actor.getSnapshot().value).toBe('enteringVehicle');
    actor.send({ type: 'vehicle.submit' });
    expect(selectVehicleError(actor.getSnapshot())).toBe('vehicleDetailsRequired');
    expect(actor.getSnapshot().value).toBe('enteringVehicle');

    actor.send({ type: 'vehicle.change', value: 'x'.repeat(VEHICLE_DETAILS_MAX + 1) });
    expect(selectVehicleError(actor.getSnapshot())).toBe('vehicleDetailsTooLong');
    actor.send({ type: 'vehicle.submit' });
    expect(actor.getSnapshot().value).toBe('enteringVehicle');

    const plate = `DL 01 AB 1234 white hatchback ${'x'.repeat(10)}`;
    expect(plate).toHaveLength(40);
    actor.send({ type: 'vehicle.change', value: plate });
    expect(selectVehicleError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'vehicle.submit' });
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(savedStore()).toMatchObject({ deliveryType: 'CURB', vehicleDetails: plate });
  });

  it('keeps the last 4 store ids, newest first, without repeats', async () => {
    stored.set(STORAGE_KEYS.recentStoreIds, ['S4', 'S3', 'S2', 'S1']);
    const first = startSelection([found('S5')]);
    first.actor.send({ type: 'timing.now' });
    first.actor.send({ type: 'store.lookup', ...point });
    await waitFor(first.actor, (snapshot) => snapshot.status === 'done');
    expect(selectRecentStoreIds(first.actor.getSnapshot())).toEqual(['S5', 'S4', 'S3', 'S2']);

    const second = startSelection([found('S3')]);
    second.actor.send({ type: 'timing.now' });
    second.actor.send({ type: 'store.lookup', ...point });
    await waitFor(second.actor, (snapshot) => snapshot.status === 'done');
    expect(stored.get(STORAGE_KEYS.recentStoreIds)).toEqual(['S3', 'S5', 'S4', 'S2']);
    expect(RECENT_STORE_IDS_KEPT).toBe(4);
  });

  it('a save the store actor could not persist keeps the selection and retries the save, not the lookup', async () => {
    let saves = 0;
    const storeActor = createActor(
      storeMachine.provide({
        actors: {
          saveSelection: fromPromise<void, StoredSelection>(async () => {
            saves += 1;
            if (saves === 1) throw new Error('IndexedDB unavailable');
          }),
        },
      }),
    ).start();
    let lookups = 0;
    const actor = createActor(
      storeSelectionMachine.provide({
        actors: {
          lookupStore: fromPromise(async () => {
            lookups += 1;
            return found('S1');
          }),
        },
      }),
      { input: { storeActor, deliveryType: 'D', next: 'address' } },
    );
    actor.start();
    actor.send({ type: 'timing.now' });
    actor.send({ type: 'store.lookup', ...point });
    await waitFor(actor, (snapshot) => snapshot.matches('saveFailed'));
    expect(selectSelectedStore(storeActor.getSnapshot())?.storeId).toBe('S1');
    actor.send({ type: 'store.retry' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves).toBe(2);
    expect(lookups).toBe(1);
    expect(storeActor.getSnapshot().value).toEqual({ ready: 'selected' });
  });
});

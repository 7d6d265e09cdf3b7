import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import { STORAGE_KEYS } from '@/api/storage';
import {
  doorstepMachine,
  selectDoorstep,
  selectErrors,
  selectHouseNo,
  selectIsAsking,
  selectLandmark,
  type RememberInput,
} from '@machines/doorstep.machine';
import type { SelectedStore } from '@/domain/store';
import { SAVED_STORE } from '../../model/dealFixtures';
import { storeActorWith } from '../../support/storeActor';

/** IndexedDB stand-in for the saved store and the remembered house numbers. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => void stored.set(key, value),
}));

afterEach(() => stored.clear());

const PLACE = { formattedAddress: 'Koramangala, Bengaluru, Karnataka 560095' } as GeoPlace;
const PIN_STORE: SelectedStore = { ...SAVED_STORE, location: { ...SAVED_STORE.location, place: PLACE } };

async function started(store: SelectedStore | null) {
  const confirmed = vi.fn();
  const actor = createActor(doorstepMachine, { input: { storeActor: storeActorWith(store) } });
  actor.on('doorstep.confirmed', confirmed);
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, confirmed };
}

describe('doorstep: Complete your address before a map-pin delivery', () => {
  it('asks a delivery to the map pin for its house number; Place order is refused with Enter House No until given', async () => {
    const { actor, confirmed } = await started(PIN_STORE);
    expect(selectIsAsking(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.address).toBe(PLACE.formattedAddress);

    actor.send({ type: 'doorstep.confirm' });
    expect(confirmed).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectErrors(actor.getSnapshot())).toEqual({ houseNo: 'houseNoRequired' });

    actor.send({ type: 'doorstep.change', field: 'houseNo', value: ' Flat 4B ' });
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'doorstep.change', field: 'landmark', value: 'Near Forum Mall' });
    actor.send({ type: 'doorstep.confirm' });
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(selectDoorstep(actor.getSnapshot())).toEqual({ houseNo: 'Flat 4B', landmark: 'Near Forum Mall' });
  });

  it('refuses a landmark over the limit, with its message', async () => {
    const { actor, confirmed } = await started(PIN_STORE);
    actor.send({ type: 'doorstep.change', field: 'houseNo', value: '12' });
    actor.send({ type: 'doorstep.change', field: 'landmark', value: 'x'.repeat(41) });
    actor.send({ type: 'doorstep.confirm' });
    expect(confirmed).not.toHaveBeenCalled();
    expect(selectErrors(actor.getSnapshot())).toEqual({ landmark: 'landmarkTooLong' });
  });

  it('remembers what was given for the point, and the next order to it (within 3 decimals) is prefilled', async () => {
    const first = await started(PIN_STORE);
    first.actor.send({ type: 'doorstep.change', field: 'houseNo', value: 'B-204' });
    first.actor.send({ type: 'doorstep.change', field: 'landmark', value: 'Opposite the park' });
    first.actor.send({ type: 'doorstep.confirm' });
    await vi.waitFor(() => expect(stored.get(STORAGE_KEYS.doorsteps)).toBeDefined());

    const nearby = { ...PIN_STORE, location: { ...PIN_STORE.location, latitude: PIN_STORE.location.latitude + 0.0001 } };
    const next = await started(nearby);
    expect([selectHouseNo(next.actor.getSnapshot()), selectLandmark(next.actor.getSnapshot())]).toEqual(['B-204', 'Opposite the park']);

    const elsewhere = { ...PIN_STORE, location: { ...PIN_STORE.location, latitude: PIN_STORE.location.latitude + 0.01 } };
    expect(selectHouseNo((await started(elsewhere)).actor.getSnapshot())).toBe('');
  });

  it('answers a Place order pressed while the address is still being read', async () => {
    const confirmed = vi.fn();
    const early = createActor(doorstepMachine, { input: { storeActor: storeActorWith(PIN_STORE) } });
    early.on('doorstep.confirmed', confirmed);
    early.start();
    early.send({ type: 'doorstep.confirm' });
    await waitFor(early, (snapshot) => snapshot.hasTag('error'));
    expect(selectErrors(early.getSnapshot())).toEqual({ houseNo: 'houseNoRequired' });

    const pickup = createActor(doorstepMachine, { input: { storeActor: storeActorWith({ ...PIN_STORE, deliveryType: 'T' }) } });
    pickup.on('doorstep.confirmed', confirmed);
    pickup.start();
    pickup.send({ type: 'doorstep.confirm' });
    await waitFor(pickup, (snapshot) => snapshot.matches('notNeeded'));
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('answers every Place order, also one pressed while the last answer is still being remembered', async () => {
    const confirmed = vi.fn();
    const slowMemory = doorstepMachine.provide({
      actors: { remember: fromPromise<void, RememberInput>(() => new Promise(() => undefined)) },
    });
    const slow = createActor(slowMemory, { input: { storeActor: storeActorWith(PIN_STORE) } });
    slow.on('doorstep.confirmed', confirmed);
    slow.start();
    await waitFor(slow, (snapshot) => selectIsAsking(snapshot));

    slow.send({ type: 'doorstep.change', field: 'houseNo', value: 'Flat 4B' });
    slow.send({ type: 'doorstep.confirm' });
    slow.send({ type: 'doorstep.change', field: 'landmark', value: 'Near Forum Mall' });
    slow.send({ type: 'doorstep.confirm' });
    expect(confirmed).toHaveBeenCalledTimes(2);
    expect(selectDoorstep(slow.getSnapshot())).toEqual({ houseNo: 'Flat 4B', landmark: 'Near Forum Mall' });
  });

  it('a check shows what the address still needs without placing the order, and says nothing of a complete one', async () => {
    const { actor, confirmed } = await started(PIN_STORE);
    actor.send({ type: 'doorstep.check' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectErrors(actor.getSnapshot())).toEqual({ houseNo: 'houseNoRequired' });

    actor.send({ type: 'doorstep.change', field: 'houseNo', value: '12' });
    actor.send({ type: 'doorstep.check' });
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    expect(confirmed).not.toHaveBeenCalled();
  });

  it.each([
    ['a saved address (it has its house number)', { ...PIN_STORE, location: { ...PIN_STORE.location, addressId: 'addr-1' } }],
    ['a takeaway order', { ...PIN_STORE, deliveryType: 'T' as const }],
    ['no store selected', null],
  ])('asks nothing for %s: Place order goes ahead with no house number', async (_, store) => {
    const { actor, confirmed } = await started(store);
    expect(selectIsAsking(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'doorstep.confirm' });
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(selectDoorstep(actor.getSnapshot())).toBeNull();
  });
});

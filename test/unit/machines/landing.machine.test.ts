import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bannerRoute, deliveryChoiceRoute } from '@/domain/navigation';
import {
  DEFAULT_DELIVERY_CHOICE,
  landingMachine,
  selectAlerts,
  selectBanners,
  selectDeliveryChoice,
  selectError,
  selectHasFailed,
  selectIsBusy,
  selectVegOnly,
  type LandingData,
  type LandingPreferences,
} from '@machines/landing.machine';
import { ALERTS, BANNERS, networkFailure } from '../../model/fixtures';

const loaded: LandingData = { banners: BANNERS, alerts: ALERTS, vegOnly: true, deliveryChoice: 'takeaway' };

interface SaveCall {
  input: LandingPreferences;
  finish: (error?: Error) => void;
}

function startLanding(loads: Array<LandingData | Error> = [loaded]) {
  const saves: SaveCall[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    landingMachine.provide({
      actors: {
        loadLanding: fromPromise(async () => {
          const next = loads.shift() ?? loaded;
          if (next instanceof Error) throw next;
          return next;
        }),
        savePreferences: fromPromise<void, LandingPreferences>(
          ({ input }) =>
            new Promise<void>((resolve, reject) => {
              saves.push({ input, finish: (error) => (error ? reject(error) : resolve()) });
            }),
        ),
      },
    }),
  );
  actor.on('navigate', (event) => navigations.push(event.to));
  actor.start();
  return { actor, saves, navigations };
}

describe('landing machine', () => {
  it('shows banners, alerts and the stored preferences once loaded', async () => {
    const { actor } = startLanding();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(selectBanners(snapshot)).toEqual(BANNERS);
    expect(selectAlerts(snapshot)).toEqual(ALERTS);
    expect(selectVegOnly(snapshot)).toBe(true);
    expect(selectDeliveryChoice(snapshot)).toBe('takeaway');
    expect(selectIsBusy(snapshot)).toBe(false);
  });

  it('starts with the SPEC default delivery type before anything is loaded', () => {
    const { actor } = startLanding();
    expect(selectDeliveryChoice(actor.getSnapshot())).toBe(DEFAULT_DELIVERY_CHOICE);
  });

  it('persists a delivery choice, then tells the screen where to go', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'deliveryType.choose', choice: 'drivePick' });
    expect(selectDeliveryChoice(actor.getSnapshot())).toBe('drivePick');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: true, deliveryChoice: 'drivePick' }]);
    expect(navigations).toEqual([]);
    saves[0]?.finish();
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(navigations).toEqual([deliveryChoiceRoute('drivePick')]);
  });

  it('still navigates when the choice cannot be stored', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'deliveryType.choose', choice: 'train' });
    saves[0]?.finish(new Error('IndexedDB unavailable'));
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(navigations).toEqual([deliveryChoiceRoute('train')]);
  });

  it('toggling veg-only while a choice is saved stores both and navigates once', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'deliveryType.choose', choice: 'delivery' });
    actor.send({ type: 'vegOnly.toggle' });
    expect(actor.getSnapshot().matches({ ready: 'savingChoice' })).toBe(true);
    expect(saves.map((save) => save.input)).toEqual([
      { vegOnly: true, deliveryChoice: 'delivery' },
      { vegOnly: false, deliveryChoice: 'delivery' },
    ]);
    saves[0]?.finish();
    saves[1]?.finish();
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(navigations).toEqual([deliveryChoiceRoute('delivery')]);
  });

  it('persists the veg-only switch without navigating', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'vegOnly.toggle' });
    expect(selectVegOnly(actor.getSnapshot())).toBe(false);
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: false, deliveryChoice: 'takeaway' }]);
    saves[0]?.finish();
    await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(navigations).toEqual([]);
  });

  it('opens a banner at its SPEC 2 route and ignores an unknown banner', async () => {
    const { actor, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'banner.open', bannerId: 'missing' })).toBe(false);
    actor.send({ type: 'banner.open', bannerId: 'missing' });
    actor.send({ type: 'banner.open', bannerId: 'b-edv' });
    expect(navigations).toEqual([bannerRoute('edv')]);
  });

  it('shows the error of a failed load and loads again on retry', async () => {
    const failure = networkFailure();
    const { actor } = startLanding([failure, loaded]);
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectError(failed)).toBe(failure);
    expect(failed.can({ type: 'deliveryType.choose', choice: 'delivery' })).toBe(false);
    actor.send({ type: 'landing.retry' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const ready = await waitFor(actor, (state) => state.matches({ ready: 'idle' }));
    expect(selectError(ready)).toBeNull();
    expect(selectBanners(ready)).toEqual(BANNERS);
  });
});

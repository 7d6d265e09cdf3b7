import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bannerRoute, deliveryChoiceRoute, linkActionRoute } from '@/domain/navigation';
import {
  DEFAULT_DELIVERY_CHOICE,
  landingMachine,
  selectAlerts,
  selectDeliveryChoice,
  selectError,
  selectHasFailed,
  selectIsLoading,
  selectIsSaving,
  selectVegOnly,
  selectWidgets,
  type LandingContent,
  type LandingPreferences,
} from '@machines/landing.machine';
import { ALERTS, networkFailure, WIDGETS } from '../../model/fixtures';

const content: LandingContent = { widgets: WIDGETS, alerts: ALERTS };
const stored: LandingPreferences = { vegOnly: true, deliveryChoice: 'takeaway' };
const ready = { content: 'ready', preferences: 'idle' } as const;

interface SaveCall {
  input: LandingPreferences;
  finish: (error?: Error) => void;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface LandingSetup {
  /** Each content load takes the next entry: content, an error, or a deferred the test settles. */
  loads?: Array<LandingContent | Error | Deferred<LandingContent>>;
  preferences?: LandingPreferences | Error;
}

function startLanding({ loads = [content], preferences = stored }: LandingSetup = {}) {
  const saves: SaveCall[] = [];
  const navigations: string[] = [];
  const actor = createActor(
    landingMachine.provide({
      actors: {
        loadContent: fromPromise<LandingContent>(async () => {
          const next = loads.shift() ?? content;
          if (next instanceof Error) throw next;
          return 'promise' in next ? next.promise : next;
        }),
        loadPreferences: fromPromise<LandingPreferences>(async () => {
          if (preferences instanceof Error) throw preferences;
          return preferences;
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
  actor.on('navigation.requested', (event) => navigations.push(event.to));
  actor.start();
  return { actor, saves, navigations };
}

describe('landing machine', () => {
  it('shows the widgets, alerts and the stored preferences once loaded', async () => {
    const { actor } = startLanding();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.matches(ready));
    expect(selectWidgets(snapshot)).toEqual(WIDGETS);
    expect(selectAlerts(snapshot)).toEqual(ALERTS);
    expect(selectVegOnly(snapshot)).toBe(true);
    expect(selectDeliveryChoice(snapshot)).toBe('takeaway');
    expect(selectIsLoading(snapshot)).toBe(false);
    expect(selectIsSaving(snapshot)).toBe(false);
  });

  it('starts with the SPEC default delivery type before anything is loaded', () => {
    const { actor } = startLanding();
    expect(selectDeliveryChoice(actor.getSnapshot())).toBe(DEFAULT_DELIVERY_CHOICE);
  });

  it('keeps the defaults when the stored preferences cannot be read', async () => {
    const { actor } = startLanding({ preferences: new Error('IndexedDB unavailable') });
    const snapshot = await waitFor(actor, (state) => state.matches(ready));
    expect(selectVegOnly(snapshot)).toBe(false);
    expect(selectDeliveryChoice(snapshot)).toBe(DEFAULT_DELIVERY_CHOICE);
    expect(selectHasFailed(snapshot)).toBe(false);
  });

  it('persists a delivery choice, then tells the screen where to go', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches(ready));
    actor.send({ type: 'deliveryType.choose', choice: 'drivePick' });
    expect(selectDeliveryChoice(actor.getSnapshot())).toBe('drivePick');
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: true, deliveryChoice: 'drivePick' }]);
    expect(navigations).toEqual([]);
    saves[0]?.finish();
    const saved = await waitFor(actor, (state) => state.matches(ready));
    expect(selectIsSaving(saved)).toBe(false);
    expect(navigations).toEqual([deliveryChoiceRoute('drivePick')]);
  });

  it('still navigates when the choice cannot be stored', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches(ready));
    actor.send({ type: 'deliveryType.choose', choice: 'train' });
    saves[0]?.finish(new Error('IndexedDB unavailable'));
    await waitFor(actor, (state) => state.matches(ready));
    expect(navigations).toEqual([deliveryChoiceRoute('train')]);
  });

  it('a delivery choice works while the widgets are still loading', async () => {
    const slow = deferred<LandingContent>();
    const { actor, saves, navigations } = startLanding({ loads: [slow] });
    await waitFor(actor, (state) => state.matches({ content: 'loading', preferences: 'idle' }));
    actor.send({ type: 'deliveryType.choose', choice: 'train' });
    expect(actor.getSnapshot().matches({ content: 'loading', preferences: 'savingChoice' })).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: true, deliveryChoice: 'train' }]);
    saves[0]?.finish();
    await waitFor(actor, (state) => state.matches({ content: 'loading', preferences: 'idle' }));
    expect(navigations).toEqual([deliveryChoiceRoute('train')]);
    slow.resolve(content);
    const loaded = await waitFor(actor, (state) => state.matches(ready));
    expect(selectWidgets(loaded)).toEqual(WIDGETS);
  });

  it('a delivery choice works after the widgets failed to load', async () => {
    const { actor, saves, navigations } = startLanding({ loads: [networkFailure()] });
    await waitFor(actor, (state) => state.matches({ content: 'failed', preferences: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'deliveryType.choose', choice: 'delivery' })).toBe(true);
    actor.send({ type: 'deliveryType.choose', choice: 'delivery' });
    expect(actor.getSnapshot().matches({ content: 'failed', preferences: 'savingChoice' })).toBe(true);
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: true, deliveryChoice: 'delivery' }]);
    saves[0]?.finish();
    const saved = await waitFor(actor, (state) => state.matches({ content: 'failed', preferences: 'idle' }));
    expect(navigations).toEqual([deliveryChoiceRoute('delivery')]);
    expect(selectHasFailed(saved)).toBe(true);
  });

  it('toggling veg-only while a choice is saved stores both and navigates once', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches(ready));
    actor.send({ type: 'deliveryType.choose', choice: 'delivery' });
    actor.send({ type: 'vegOnly.toggle' });
    expect(actor.getSnapshot().matches({ content: 'ready', preferences: 'savingChoice' })).toBe(true);
    expect(saves.map((save) => save.input)).toEqual([
      { vegOnly: true, deliveryChoice: 'delivery' },
      { vegOnly: false, deliveryChoice: 'delivery' },
    ]);
    saves[0]?.finish();
    saves[1]?.finish();
    await waitFor(actor, (state) => state.matches(ready));
    expect(navigations).toEqual([deliveryChoiceRoute('delivery')]);
  });

  it('persists the veg-only switch without navigating', async () => {
    const { actor, saves, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches(ready));
    actor.send({ type: 'vegOnly.toggle' });
    expect(selectVegOnly(actor.getSnapshot())).toBe(false);
    expect(selectIsSaving(actor.getSnapshot())).toBe(false);
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: false, deliveryChoice: 'takeaway' }]);
    saves[0]?.finish();
    await waitFor(actor, (state) => state.matches(ready));
    expect(navigations).toEqual([]);
  });

  it('opens a banner at its SPEC 2 target and a link card at its link action, and ignores an unknown card', async () => {
    const { actor, navigations } = startLanding();
    await waitFor(actor, (state) => state.matches(ready));
    expect(actor.getSnapshot().can({ type: 'widget.open', widgetId: 'offers', cardId: 'missing' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'widget.open', widgetId: 'explore', cardId: 'b-edv' })).toBe(false);
    actor.send({ type: 'widget.open', widgetId: 'offers', cardId: 'missing' });
    actor.send({ type: 'widget.open', widgetId: 'offers', cardId: 'b-edv' });
    actor.send({ type: 'widget.open', widgetId: 'explore', cardId: 'l-deals' });
    actor.send({ type: 'widget.open', widgetId: 'explore', cardId: 'l-rewards' });
    expect(navigations).toEqual([bannerRoute('edv'), '/offers', '/pizzaLoyalty']);
    expect(linkActionRoute('deals')).toBe('/offers');
  });

  it('shows the error of a failed load and loads again on retry', async () => {
    const failure = networkFailure();
    const { actor } = startLanding({ loads: [failure, content] });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectError(failed)).toBe(failure);
    expect(failed.can({ type: 'widget.open', widgetId: 'offers', cardId: 'b-edv' })).toBe(false);
    actor.send({ type: 'landing.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectHasFailed(actor.getSnapshot())).toBe(false);
    const loaded = await waitFor(actor, (state) => state.matches(ready));
    expect(selectError(loaded)).toBeNull();
    expect(selectWidgets(loaded)).toEqual(WIDGETS);
  });

  it('takes choices only once the stored preferences are read, so a stored veg-only switch is kept', async () => {
    const { actor, saves } = startLanding();
    expect(actor.getSnapshot().can({ type: 'deliveryType.choose', choice: 'train' })).toBe(false);
    await waitFor(actor, (state) => state.matches({ preferences: 'idle' }));
    actor.send({ type: 'deliveryType.choose', choice: 'train' });
    expect(saves.map((save) => save.input)).toEqual([{ vegOnly: stored.vegOnly, deliveryChoice: 'train' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { SAVE_TO_HOME_SCREEN_MS } from '@/domain/constants';
import {
  installPromptMachine,
  selectIsHiddenForever,
  selectIsInstalled,
  selectIsOffered,
  type InstallHide,
  type InstallPreference,
} from '@machines/installPrompt.machine';
import { deferredPrompt } from '../../model/fixtures';

const NOT_HIDDEN: InstallPreference = { hiddenForever: false, hiddenForMs: 0 };

/** Storage is faked; the real showInstallPrompt actor runs against a fake browser prompt. */
function startInstallPrompt(preference: InstallPreference = NOT_HIDDEN) {
  const saved: InstallHide[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    installPromptMachine.provide({
      actors: {
        loadInstallPreference: fromPromise(async () => preference),
        saveInstallPreference: fromPromise<void, InstallHide>(async ({ input }) => {
          saved.push(input);
        }),
      },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock, saved };
}

describe('install prompt machine', () => {
  it('offers the prompt once the browser provides one', async () => {
    const { actor } = startInstallPrompt();
    await waitFor(actor, (state) => state.matches('waiting'));
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('accepted') });
    expect(selectIsOffered(actor.getSnapshot())).toBe(true);
  });

  it('offers a prompt that arrived while the stored preference was loading', async () => {
    const { actor } = startInstallPrompt();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('accepted') });
    await waitFor(actor, selectIsOffered);
  });

  it('keeps a prompt that arrived while loading hidden when the customer said never', async () => {
    const { actor } = startInstallPrompt({ hiddenForever: true, hiddenForMs: 0 });
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('accepted') });
    await waitFor(actor, selectIsHiddenForever);
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
  });

  it('installs when the customer accepts the browser prompt', async () => {
    const { actor } = startInstallPrompt();
    await waitFor(actor, (state) => state.matches('waiting'));
    const prompt = deferredPrompt('accepted');
    actor.send({ type: 'prompt.available', prompt });
    actor.send({ type: 'prompt.install' });
    const snapshot = await waitFor(actor, selectIsInstalled);
    expect(prompt.shown).toBe(1);
    expect(snapshot.status).toBe('done');
  });

  it('later hides the prompt for 30 minutes', async () => {
    const { actor, clock, saved } = startInstallPrompt();
    await waitFor(actor, (state) => state.matches('waiting'));
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('accepted') });
    actor.send({ type: 'prompt.later' });
    await waitFor(actor, (state) => state.matches('snoozed'));
    expect(saved).toEqual([{ kind: 'temporarily', forMs: SAVE_TO_HOME_SCREEN_MS }]);
    clock.increment(SAVE_TO_HOME_SCREEN_MS - 1);
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectIsOffered(actor.getSnapshot())).toBe(true);
  });

  it('a dismissed browser prompt hides the offer for 30 minutes, then waits for a new prompt', async () => {
    const { actor, clock, saved } = startInstallPrompt();
    await waitFor(actor, (state) => state.matches('waiting'));
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('dismissed') });
    actor.send({ type: 'prompt.install' });
    await waitFor(actor, (state) => state.matches('snoozed'));
    expect(saved).toEqual([{ kind: 'temporarily', forMs: SAVE_TO_HOME_SCREEN_MS }]);
    expect(actor.getSnapshot().context.prompt).toBeNull();
    clock.increment(SAVE_TO_HOME_SCREEN_MS);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('never hides the prompt permanently', async () => {
    const { actor, saved } = startInstallPrompt();
    await waitFor(actor, (state) => state.matches('waiting'));
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('accepted') });
    actor.send({ type: 'prompt.never' });
    const snapshot = await waitFor(actor, selectIsHiddenForever);
    expect(saved).toEqual([{ kind: 'permanently' }]);
    expect(snapshot.status).toBe('done');
  });

  it('a stored permanent hide keeps the prompt hidden', async () => {
    const { actor } = startInstallPrompt({ hiddenForever: true, hiddenForMs: 0 });
    const snapshot = await waitFor(actor, selectIsHiddenForever);
    expect(snapshot.status).toBe('done');
  });

  it('a stored temporary hide lasts only its remaining time', async () => {
    const remaining = 60_000;
    const { actor, clock } = startInstallPrompt({ hiddenForever: false, hiddenForMs: remaining });
    await waitFor(actor, (state) => state.matches('snoozed'));
    actor.send({ type: 'prompt.available', prompt: deferredPrompt('accepted') });
    clock.increment(remaining - 1);
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectIsOffered(actor.getSnapshot())).toBe(true);
  });

  it('app.installed ends the offer from any state', async () => {
    const { actor } = startInstallPrompt({ hiddenForever: false, hiddenForMs: 60_000 });
    await waitFor(actor, (state) => state.matches('snoozed'));
    actor.send({ type: 'app.installed' });
    expect(selectIsInstalled(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

import { describe, expect, it } from 'vitest';
import { installPromptMachine } from '@machines/installPrompt.machine';
import { SAVE_TO_HOME_SCREEN_MS } from '@/domain/constants';
import { deferredPrompt } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

describe('install prompt machine model', () => {
  it('walks every state and transition of the real machine', async () => {
    const result = await runModel({
      name: 'installPrompt',
      machine: installPromptMachine,
      events: [
        { type: 'xstate.done.actor.loadInstallPreference', output: { hiddenForever: false, hiddenForMs: 0 } },
        { type: 'xstate.done.actor.loadInstallPreference', output: { hiddenForever: false, hiddenForMs: 60_000 } },
        { type: 'xstate.done.actor.loadInstallPreference', output: { hiddenForever: true, hiddenForMs: 0 } },
        { type: 'xstate.error.actor.loadInstallPreference', error: new Error('IndexedDB unavailable') },
        { type: 'prompt.available', prompt: deferredPrompt('dismissed') },
        { type: 'prompt.install' },
        { type: 'prompt.later' },
        { type: 'prompt.never' },
        { type: 'xstate.done.actor.showInstallPrompt', output: 'accepted' },
        { type: 'xstate.done.actor.showInstallPrompt', output: 'dismissed' },
        { type: 'xstate.error.actor.showInstallPrompt', error: new Error('prompt() already called') },
        { type: 'xstate.done.actor.saveInstallPreference', output: undefined },
        { type: 'xstate.error.actor.saveInstallPreference', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.after.snooze.installPrompt.snoozed' },
        { type: 'app.installed' },
      ],
      onStep: ({ step, path, index }) => {
        // SPEC 9: "later" and a dismissed prompt hide the offer for the save-to-home-screen time.
        if (path.steps[index - 1]?.state.matches('offering') && step.event.type === 'prompt.later') {
          expect(step.state.context.snoozeMs).toBe(SAVE_TO_HOME_SCREEN_MS);
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('installPrompt: 9/9 states, 20/20 transitions');
  });
});

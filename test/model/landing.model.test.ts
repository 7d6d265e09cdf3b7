import { describe, expect, it } from 'vitest';
import { landingMachine, type LandingContent, type LandingPreferences } from '@machines/landing.machine';
import { deliveryChoiceRoute } from '@/domain/navigation';
import { ALERTS, networkFailure, WIDGETS } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const content: LandingContent = { widgets: WIDGETS, alerts: ALERTS };
const stored: LandingPreferences = { vegOnly: false, deliveryChoice: 'delivery' };

describe('landing machine model', () => {
  it('walks every state and transition, navigating exactly when a choice is saved or a widget card opens', async () => {
    const result = await runModel({
      name: 'landing',
      machine: landingMachine,
      events: [
        { type: 'xstate.done.actor.loadContent', output: content },
        { type: 'xstate.error.actor.loadContent', error: networkFailure() },
        { type: 'xstate.done.actor.loadPreferences', output: stored },
        { type: 'xstate.error.actor.loadPreferences', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.savePreferences', output: undefined },
        { type: 'xstate.error.actor.savePreferences', error: new Error('IndexedDB unavailable') },
        { type: 'deliveryType.choose', choice: 'train' },
        { type: 'vegOnly.toggle' },
        { type: 'widget.open', widgetId: 'explore', cardId: 'l-rewards' },
        { type: 'widget.open', widgetId: 'offers', cardId: 'no-such-banner' },
        { type: 'landing.retry' },
        { type: 'language.change' },
      ],
      onStep: ({ step, emitted, path, index }) => {
        const previous = path.steps[index - 1]?.state;
        const savedChoice = previous?.matches({ preferences: 'savingChoice' }) === true && step.event.type.includes('savePreferences');
        const openedCard = step.event.type === 'widget.open';
        const expected = savedChoice
          ? [{ type: 'navigation.requested', to: deliveryChoiceRoute('train') }]
          : openedCard
            ? [{ type: 'navigation.requested', to: '/pizzaLoyalty' }]
            : [];
        expect(emitted).toEqual(expected);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('landing: 9/9 states, 16/16 transitions');
  });
});

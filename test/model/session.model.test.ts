import { describe, expect, it } from 'vitest';
import { sessionMachine, type StoredSession } from '@machines/session.machine';
import { anonymousSession, networkFailure, sessionExpired } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const stored: StoredSession = { ...anonymousSession('stored-user'), isLoggedIn: false };

describe('session machine model', () => {
  it('walks every state and transition of the real machine', async () => {
    const result = await runModel({
      name: 'session',
      machine: sessionMachine,
      events: [
        { type: 'xstate.done.actor.loadSession', output: stored },
        { type: 'xstate.done.actor.loadSession', output: null },
        { type: 'xstate.error.actor.loadSession', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.createAnonymousUser', output: anonymousSession('anon-user') },
        { type: 'xstate.error.actor.createAnonymousUser', error: networkFailure() },
        { type: 'xstate.after.retryDelay.session.waitingToRetry' },
        { type: 'xstate.done.actor.saveSession', output: undefined },
        { type: 'xstate.error.actor.saveSession', error: new Error('quota exceeded') },
        { type: 'xstate.done.actor.clearSession', output: undefined },
        { type: 'xstate.error.actor.clearSession', error: new Error('IndexedDB unavailable') },
        { type: 'token.refreshed', session: anonymousSession('refreshed-user') },
        { type: 'token.refreshFailed', error: sessionExpired('Please sign in again') },
        { type: 'session.logout' },
        { type: 'session.retry' },
        { type: 'notice.dismiss' },
      ],
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('session: 9/9 states, 18/18 transitions');
  });
});

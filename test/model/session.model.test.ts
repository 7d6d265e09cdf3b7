import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { type SessionContext, sessionMachine, type StoredSession } from '@machines/session.machine';
import { anonymousSession, loginResponse, networkFailure, sessionExpired } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const stored: StoredSession = { ...anonymousSession('stored-user'), isLoggedIn: false };
const login = loginResponse('user-42');

describe('session machine model', () => {
  it('walks every state and transition of the real machine, navigating home only after a sign-out that asks for it', async () => {
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
        { type: 'xstate.done.actor.logout', output: undefined },
        { type: 'xstate.error.actor.logout', error: networkFailure() },
        { type: 'xstate.done.actor.clearSession', output: undefined },
        { type: 'xstate.error.actor.clearSession', error: new Error('IndexedDB unavailable') },
        { type: 'token.refreshed', session: { ...anonymousSession('user-42'), attributes: login.attributes } },
        { type: 'token.refreshFailed', error: sessionExpired('', AUTH_ERROR_CODES.sessionEnded) },
        { type: 'session.login', response: login },
        {
          type: 'session.profileUpdated',
          profile: {
            userId: 'user-42',
            mobile: '9876543210',
            firstName: 'Meera',
            lastName: 'Rao',
            email: 'asha@example.com',
            language: null,
          },
        },
        { type: 'session.logout' },
        { type: 'session.logout', navigateHome: false },
        { type: 'session.accountDeleted' },
        { type: 'session.retry' },
        { type: 'notice.dismiss' },
        { type: 'language.change', language: 'hi' },
        {
          type: 'xstate.done.actor.saveLanguage',
          output: { userId: 'user-42', mobile: '9876543210', firstName: 'Asha', lastName: 'Rao', email: '', language: 'hi' },
        },
        { type: 'xstate.error.actor.saveLanguage', error: networkFailure() },
      ],
      // Who the user is matters to the flow, not which names they have.
      abstractContext: (context: SessionContext) => ({ ...context, attributes: context.attributes !== null }),
      onStep: ({ step, emitted, path, index }) => {
        const previous = path.steps[index - 1]?.state;
        const signedOut = previous?.matches({ signingOut: 'clearing' }) === true && step.event.type.includes('clearSession');
        const navigations = emitted.filter((event) => event.type === 'navigation.requested');
        const expected = signedOut && previous?.context.afterSignOut ? [{ type: 'navigation.requested', to: '/' }] : [];
        expect(navigations).toEqual(expected);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('session: 11/11 states, 27/27 transitions');
  });
});

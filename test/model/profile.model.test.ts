import { describe, expect, it } from 'vitest';
import type { Profile } from '@/contract/profile';
import { profileMachine } from '@machines/profile.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const profile: Profile = {
  userId: 'user-42',
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  language: null,
};
const updated: Profile = { ...profile, firstName: 'Meera' };

describe('profile machine model', () => {
  it('walks every state and transition, telling the app exactly when a save or a delete succeeded', async () => {
    const result = await runModel({
      name: 'profile',
      machine: profileMachine,
      input: { userId: 'user-42' },
      events: [
        { type: 'xstate.done.actor.loadProfile', output: profile },
        { type: 'xstate.error.actor.loadProfile', error: networkFailure() },
        { type: 'profile.retry' },
        { type: 'field.edit', field: 'firstName' },
        { type: 'draft.change', value: 'Meera' },
        { type: 'field.save' },
        { type: 'field.cancel' },
        { type: 'xstate.done.actor.saveProfile', output: updated },
        { type: 'xstate.error.actor.saveProfile', error: serverError('BAD_REQUEST', 'Name not allowed') },
        { type: 'account.delete' },
        { type: 'delete.cancel' },
        { type: 'delete.confirm' },
        { type: 'xstate.done.actor.deleteAccount', output: undefined },
        { type: 'xstate.error.actor.deleteAccount', error: networkFailure() },
      ],
      onStep: ({ step, emitted }) => {
        const expected =
          step.event.type === 'xstate.done.actor.saveProfile'
            ? [{ type: 'profile.updated', profile: updated }]
            : step.event.type === 'xstate.done.actor.deleteAccount'
              ? [{ type: 'account.deleted' }]
              : [];
        expect(emitted).toEqual(expected);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('profile: 10/10 states, 16/16 transitions');
  });
});

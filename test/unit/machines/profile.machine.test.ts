import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiRequestInit } from '@/api';
import type { Profile, ProfileUpdateBody } from '@/contract/profile';
import { ENDPOINTS } from '@/contract/endpoints';
import {
  profileMachine,
  selectDraft,
  selectEditingField,
  selectFieldError,
  selectHasFailed,
  selectIsBusy,
  selectIsConfirmingDelete,
  selectProfile,
  selectProfileError,
  type ProfileEmitted,
} from '@machines/profile.machine';
import { networkFailure, serverError } from '../../model/fixtures';
import { serveCalls } from './boundCallsFixture';

const PROFILE: Profile = {
  userId: 'user-42',
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  language: null,
};

interface Fakes {
  load?: () => Promise<Profile>;
  save?: (input: { userId: string; body: ProfileUpdateBody }) => Promise<Profile>;
  remove?: () => Promise<void>;
}

function startProfile({
  load = async () => PROFILE,
  save = async ({ body }) => ({ ...PROFILE, ...body }),
  remove = async () => undefined,
}: Fakes = {}) {
  const calls = { load: vi.fn(load), save: vi.fn(save), remove: vi.fn(remove) };
  const actor = createActor(
    profileMachine.provide({
      actors: {
        loadProfile: fromPromise<Profile, { userId: string }>(() => calls.load()),
        saveProfile: fromPromise<Profile, { userId: string; body: ProfileUpdateBody }>(({ input }) => calls.save(input)),
        deleteAccount: fromPromise<void, { userId: string }>(() => calls.remove()),
      },
    }),
    { input: { userId: 'user-42' } },
  );
  const emitted: ProfileEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as ProfileEmitted));
  actor.start();
  return { actor, calls, emitted };
}

async function viewing(started: ReturnType<typeof startProfile>) {
  return waitFor(started.actor, (state) => state.matches('viewing'));
}

describe('profile machine', () => {
  it('loads the profile, busy meanwhile', async () => {
    const started = startProfile();
    expect(selectIsBusy(started.actor.getSnapshot())).toBe(true);
    expect(selectProfile(await viewing(started))).toEqual(PROFILE);
  });

  it('a failed load can be retried', async () => {
    const load = vi.fn<() => Promise<Profile>>().mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(PROFILE);
    const { actor } = startProfile({ load });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectProfileError(failed)?.kind).toBe('network');
    actor.send({ type: 'profile.retry' });
    expect(selectProfile(await waitFor(actor, (state) => state.matches('viewing')))).toEqual(PROFILE);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('editing starts from the current value and refuses an empty or unchanged name inline', async () => {
    const started = startProfile();
    const { actor, calls } = started;
    await viewing(started);
    actor.send({ type: 'field.edit', field: 'firstName' });
    expect(selectEditingField(actor.getSnapshot())).toBe('firstName');
    expect(selectDraft(actor.getSnapshot())).toBe('Asha');
    actor.send({ type: 'field.save' });
    expect(selectFieldError(actor.getSnapshot())).toEqual({ problem: 'firstNameUnchanged' });
    actor.send({ type: 'draft.change', value: '' });
    expect(selectFieldError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'field.save' });
    expect(selectFieldError(actor.getSnapshot())).toEqual({ problem: 'firstNameRequired' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('saves a valid change with the other fields unchanged and tells the app', async () => {
    const started = startProfile();
    const { actor, calls, emitted } = started;
    await viewing(started);
    actor.send({ type: 'field.edit', field: 'lastName' });
    actor.send({ type: 'draft.change', value: ' Iyer ' });
    actor.send({ type: 'field.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    const saved = await waitFor(actor, (state) => state.matches('viewing'));
    expect(calls.save).toHaveBeenCalledWith({ userId: 'user-42', body: { lastName: 'Iyer' } });
    expect(selectProfile(saved)?.lastName).toBe('Iyer');
    expect(selectEditingField(saved)).toBeNull();
    expect(emitted).toEqual([{ type: 'profile.updated', profile: { ...PROFILE, lastName: 'Iyer' } }]);
  });

  it('a malformed email is refused inline', async () => {
    const started = startProfile();
    await viewing(started);
    started.actor.send({ type: 'field.edit', field: 'email' });
    started.actor.send({ type: 'draft.change', value: 'asha@' });
    started.actor.send({ type: 'field.save' });
    expect(selectFieldError(started.actor.getSnapshot())).toEqual({ problem: 'emailInvalid' });
  });

  it("a refused save shows the server's message on the field", async () => {
    const started = startProfile({ save: () => Promise.reject(serverError('EMAIL_TAKEN', 'This email is in use')) });
    await viewing(started);
    started.actor.send({ type: 'field.edit', field: 'email' });
    started.actor.send({ type: 'draft.change', value: 'other@example.com' });
    started.actor.send({ type: 'field.save' });
    const editing = await waitFor(started.actor, (state) => state.matches('editing') && selectFieldError(state) !== null);
    expect(selectFieldError(editing)).toEqual({ text: 'This email is in use' });
    expect(selectDraft(editing)).toBe('other@example.com');
    expect(started.emitted).toEqual([]);
  });

  it('cancelling an edit drops the draft; editing another field switches to it', async () => {
    const started = startProfile();
    await viewing(started);
    started.actor.send({ type: 'field.edit', field: 'firstName' });
    started.actor.send({ type: 'draft.change', value: 'Meera' });
    started.actor.send({ type: 'field.edit', field: 'email' });
    expect(selectDraft(started.actor.getSnapshot())).toBe('asha@example.com');
    started.actor.send({ type: 'field.cancel' });
    expect(started.actor.getSnapshot().value).toBe('viewing');
    expect(selectEditingField(started.actor.getSnapshot())).toBeNull();
  });

  it('deletes the account only after confirmation and tells the app', async () => {
    const started = startProfile();
    const { actor, calls, emitted } = started;
    await viewing(started);
    actor.send({ type: 'account.delete' });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'account.delete' });
    actor.send({ type: 'delete.confirm' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const done = await waitFor(actor, (state) => state.status === 'done');
    expect(done.value).toBe('done');
    expect(calls.remove).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([{ type: 'account.deleted' }]);
  });

  it('a failed delete stays in the confirmation with the error, and can be confirmed again', async () => {
    const remove = vi.fn<() => Promise<void>>().mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(undefined);
    const started = startProfile({ remove });
    await viewing(started);
    started.actor.send({ type: 'account.delete' });
    started.actor.send({ type: 'delete.confirm' });
    const failed = await waitFor(started.actor, (state) => state.matches({ confirmingDelete: 'failed' }));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectProfileError(failed)?.kind).toBe('network');
    started.actor.send({ type: 'delete.confirm' });
    expect(selectProfileError(started.actor.getSnapshot())).toBeNull();
    await waitFor(started.actor, (state) => state.status === 'done');
    expect(started.emitted).toEqual([{ type: 'account.deleted' }]);
  });

  it('loads, saves and deletes through the configured API client with the user id and an abort signal', async () => {
    const calls = {
      getProfile: vi.fn(async ({ pathParams }: ApiRequestInit) => ({ ...PROFILE, userId: pathParams?.userId })),
      updateProfile: vi.fn(async ({ body }: ApiRequestInit) => ({ ...PROFILE, ...(body as ProfileUpdateBody) })),
      deleteAccount: vi.fn(async (_init: ApiRequestInit) => undefined),
    };
    serveCalls(ENDPOINTS, calls);
    const actor = createActor(profileMachine, { input: { userId: 'user-9' } }).start();
    expect(selectProfile(await waitFor(actor, (state) => state.matches('viewing')))?.userId).toBe('user-9');
    actor.send({ type: 'field.edit', field: 'firstName' });
    actor.send({ type: 'draft.change', value: 'Meera' });
    actor.send({ type: 'field.save' });
    expect(selectProfile(await waitFor(actor, (state) => state.matches('viewing')))?.firstName).toBe('Meera');
    actor.send({ type: 'account.delete' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (state) => state.status === 'done');
    const byUser = { pathParams: { userId: 'user-9' }, signal: expect.any(AbortSignal) };
    expect(calls.getProfile).toHaveBeenCalledWith(byUser);
    expect(calls.updateProfile).toHaveBeenCalledWith({ ...byUser, body: { firstName: 'Meera' } });
    expect(calls.deleteAccount).toHaveBeenCalledWith(byUser);
  });
});

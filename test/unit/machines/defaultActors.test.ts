import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import { setApiClient } from '@/api/holder';
import { installPromptMachine } from '@machines/installPrompt.machine';
import { DEFAULT_DELIVERY_CHOICE, landingMachine } from '@machines/landing.machine';
import { sessionMachine } from '@machines/session.machine';
import { ALERTS, anonymousSession, BANNERS } from '../../model/fixtures';

/** Node has no IndexedDB: these runs also show that unreadable storage never blocks a flow. */
function useClient(methods: Partial<ApiClient>): void {
  setApiClient(methods as ApiClient);
}

describe('machines with their default actors', () => {
  it('the session asks the configured API client for anonymous credentials, passing an abort signal', async () => {
    const createAnonymousUser = vi.fn(async (options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return anonymousSession('server-user');
    });
    useClient({ createAnonymousUser });
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(snapshot.context.userId).toBe('server-user');
    expect(createAnonymousUser).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('the landing loads banners and alerts from the API client with default preferences when storage is unreadable', async () => {
    useClient({
      getWidgets: vi.fn(async () => ({ banners: BANNERS })),
      getAlerts: vi.fn(async () => ({ alerts: ALERTS })),
    });
    const actor = createActor(landingMachine).start();
    const snapshot = await waitFor(actor, (state) => state.matches({ content: 'ready', preferences: 'idle' }));
    expect(snapshot.context).toMatchObject({ banners: BANNERS, alerts: ALERTS, vegOnly: false, deliveryChoice: DEFAULT_DELIVERY_CHOICE });
    actor.stop();
  });

  it('the landing fails with the API error when widgets cannot be loaded', async () => {
    useClient({
      getWidgets: vi.fn(async () => {
        throw new Error('boom');
      }),
      getAlerts: vi.fn(async () => ({ alerts: ALERTS })),
    });
    const actor = createActor(landingMachine).start();
    const snapshot = await waitFor(actor, (state) => state.hasTag('error'));
    expect(snapshot.context.error?.name).toBe('ApiError');
    actor.stop();
  });

  it('the install prompt waits for the browser when no preference can be read', async () => {
    const actor = createActor(installPromptMachine).start();
    await waitFor(actor, (state) => state.matches('waiting'));
    actor.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import { setApiClient } from '@/api/holder';
import { installPromptMachine } from '@machines/installPrompt.machine';
import { DEFAULT_DELIVERY_CHOICE, landingMachine } from '@machines/landing.machine';
import { sessionMachine } from '@machines/session.machine';
import { ALERTS, anonymousSession, networkFailure, WIDGETS } from '../../model/fixtures';

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

  it('the landing loads the widgets list, then each content link, and alerts, with default preferences when storage is unreadable', async () => {
    const getWidgetContent = vi.fn(async (id: string) => WIDGETS.find((widget) => widget.id === id)!);
    useClient({
      getWidgets: vi.fn(async () => ({ widgets: WIDGETS.map(({ id, label, kind }) => ({ id, label, kind })) })),
      getWidgetContent,
      getAlerts: vi.fn(async () => ({ alerts: ALERTS })),
    });
    const actor = createActor(landingMachine).start();
    const snapshot = await waitFor(actor, (state) => state.matches({ content: 'ready', preferences: 'idle' }));
    expect(snapshot.context).toMatchObject({ widgets: WIDGETS, alerts: ALERTS, vegOnly: false, deliveryChoice: DEFAULT_DELIVERY_CHOICE });
    expect(getWidgetContent.mock.calls.map(([id]) => id)).toEqual(['offers', 'explore']);
    actor.stop();
  });

  it('the landing leaves out a widget whose content failed and fails only when every content failed', async () => {
    const list = { widgets: WIDGETS.map(({ id, label, kind }) => ({ id, label, kind })) };
    useClient({
      getWidgets: vi.fn(async () => list),
      getWidgetContent: vi.fn(async (id: string) => {
        if (id === 'offers') throw networkFailure();
        return WIDGETS.find((widget) => widget.id === id)!;
      }),
      getAlerts: vi.fn(async () => ({ alerts: ALERTS })),
    });
    const partly = createActor(landingMachine).start();
    const shown = await waitFor(partly, (state) => state.matches({ content: 'ready' }));
    expect(shown.context.widgets.map((widget) => widget.id)).toEqual(['explore']);
    partly.stop();

    const failure = networkFailure();
    useClient({
      getWidgets: vi.fn(async () => list),
      getWidgetContent: vi.fn(async () => {
        throw failure;
      }),
      getAlerts: vi.fn(async () => ({ alerts: ALERTS })),
    });
    const none = createActor(landingMachine).start();
    const failed = await waitFor(none, (state) => state.matches({ content: 'failed' }));
    expect(failed.context.error).toBe(failure);
    none.stop();
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

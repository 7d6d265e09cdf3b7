import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { RETRY_FAILED_NOTICE_MS } from '@/domain/constants';
import { networkMachine, selectIsOffline, selectNetworkNotice } from '@machines/network.machine';
import { listenForNetworkEvents, reportNetworkRetry } from '@/app/network';

const start = (online = true, clock = new SimulatedClock()) => ({
  actor: createActor(networkMachine, { input: { online }, clock }).start(),
  clock,
});

describe('network machine', () => {
  it('starts offline when the browser is, and says so until it is online again', () => {
    const { actor } = start(false);
    expect(selectNetworkNotice(actor.getSnapshot())).toBe('networkLost');
    expect(selectIsOffline(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'request.retrying' });
    expect(selectNetworkNotice(actor.getSnapshot())).toBe('networkLost');
    actor.send({ type: 'network.online' });
    expect(selectNetworkNotice(actor.getSnapshot())).toBeNull();
  });

  it("says 'Retrying' while a request retries, nothing once it recovered, and 'Retry Failed' for a moment after it gave up", () => {
    const { actor, clock } = start();
    const report = reportNetworkRetry(actor);
    report('retrying');
    expect(selectNetworkNotice(actor.getSnapshot())).toBe('networkRetrying');
    report('recovered');
    expect(selectNetworkNotice(actor.getSnapshot())).toBeNull();
    report('retrying');
    report('gaveUp');
    expect(selectNetworkNotice(actor.getSnapshot())).toBe('networkRetryFailed');
    clock.increment(RETRY_FAILED_NOTICE_MS - 1);
    expect(selectNetworkNotice(actor.getSnapshot())).toBe('networkRetryFailed');
    clock.increment(1);
    expect(selectNetworkNotice(actor.getSnapshot())).toBeNull();
  });

  it("follows the browser's offline and online events", () => {
    const { actor } = start();
    const target = new EventTarget();
    listenForNetworkEvents(target as unknown as Window, actor);
    target.dispatchEvent(new Event('offline'));
    expect(selectNetworkNotice(actor.getSnapshot())).toBe('networkLost');
    target.dispatchEvent(new Event('online'));
    expect(selectNetworkNotice(actor.getSnapshot())).toBeNull();
  });
});

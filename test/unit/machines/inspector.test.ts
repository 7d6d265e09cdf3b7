import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createInspector, MAX_EVENTS_PER_ACTOR } from '@/app/inspector';
import { sessionMachine } from '@machines/session.machine';
import { firstVisitSessionActors } from '../../model/fixtures';

function startInspectedSession(now = () => 1_000) {
  const inspector = createInspector(now);
  const actor = createActor(sessionMachine.provide({ actors: firstVisitSessionActors('anon-1') }), { inspect: inspector.inspect });
  actor.start();
  return { inspector, actor };
}

const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('dev inspector', () => {
  it('knows each running machine, its current state and the events it received', async () => {
    const { inspector, actor } = startInspectedSession();
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    const session = inspector.getActors().find((entry) => entry.sessionId === actor.sessionId);
    expect(session).toMatchObject({ machineId: 'session', status: 'active', value: { ready: 'saved' } });
    expect(session?.events.map((received) => received.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadSession',
      'xstate.done.actor.createAnonymousUser',
      'xstate.done.actor.saveSession',
    ]);
    expect(session?.events[0]?.at).toBe(1_000);
    const loader = inspector.getActors().find((entry) => entry.id === 'loadSession');
    expect(loader).toMatchObject({ machineId: null, status: 'done' });
  });

  it(`keeps only the last ${MAX_EVENTS_PER_ACTOR} events of an actor`, async () => {
    const { inspector, actor } = startInspectedSession();
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    for (let index = 0; index < MAX_EVENTS_PER_ACTOR + 10; index += 1) actor.send({ type: 'notice.dismiss' });
    const session = inspector.getActors().find((entry) => entry.sessionId === actor.sessionId);
    expect(session?.events).toHaveLength(MAX_EVENTS_PER_ACTOR);
    expect(new Set(session?.events.map((received) => received.type))).toEqual(new Set(['notice.dismiss']));
  });

  it('tells subscribers once per burst of changes and returns a stable list in between', async () => {
    const { inspector, actor } = startInspectedSession();
    let calls = 0;
    const unsubscribe = inspector.subscribe(() => {
      calls += 1;
    });
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    await nextMicrotask();
    const before = calls;
    const list = inspector.getActors();
    expect(inspector.getActors()).toBe(list);
    actor.send({ type: 'notice.dismiss' });
    actor.send({ type: 'notice.dismiss' });
    await nextMicrotask();
    expect(calls).toBe(before + 1);
    expect(inspector.getActors()).not.toBe(list);
    unsubscribe();
    actor.send({ type: 'session.logout' });
    await nextMicrotask();
    expect(calls).toBe(before + 1);
  });
});

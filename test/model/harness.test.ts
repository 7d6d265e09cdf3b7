import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { sessionMachine } from '@machines/session.machine';
import { coverageLine, runModel } from './harness';

const doorMachine = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open', 'door.lock': { guard: () => false, target: 'locked' } } },
    open: { on: { 'door.close': 'closed' }, after: { 1000: 'closed' } },
    locked: {},
  },
});

describe('model harness', () => {
  it('fails and names what was not covered when an event is left out', async () => {
    await expect(
      runModel({
        name: 'session',
        machine: sessionMachine,
        events: [
          { type: 'xstate.done.actor.loadSession', output: null },
          { type: 'xstate.error.actor.createAnonymousUser', error: new Error('offline') },
          { type: 'xstate.after.retryDelay.session.waitingToRetry' },
        ],
      }),
    ).rejects.toThrow(/session: 4\/\d+ states[\s\S]*transition session\.failed · session\.retry/);
  });

  it('leaves states and transitions listed as unreachable out of the totals', async () => {
    const result = await runModel({
      name: 'door',
      machine: doorMachine,
      events: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'door.lock' }, { type: 'xstate.after.1000.door.open' }],
      unreachable: {
        'door.closed · door.lock [guard]': 'the lock is not fitted yet',
        'door.locked': 'only the lock leads here',
      },
    });
    expect(coverageLine(result)).toBe('door: 2/2 states, 3/3 transitions (2 listed unreachable)');
  });

  it('still fails for what is neither covered nor listed', async () => {
    await expect(
      runModel({
        name: 'door',
        machine: doorMachine,
        events: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'xstate.after.1000.door.open' }],
        unreachable: { 'door.closed · door.lock [guard]': 'the lock is not fitted yet' },
      }),
    ).rejects.toThrow(/door: 2\/3 states, 3\/3 transitions \(1 listed unreachable\)[\s\S]*state door\.locked/);
  });

  it('refuses an unreachable entry that names no transition', async () => {
    await expect(
      runModel({
        name: 'door',
        machine: doorMachine,
        events: [{ type: 'door.open' }],
        unreachable: { 'door.closed · door.kick': 'no such event' },
      }),
    ).rejects.toThrow(/"door.closed · door.kick" is listed as unreachable but is no state or transition/);
  });

  it('fires delayed transitions on the simulated clock and reports full coverage', async () => {
    const result = await runModel({
      name: 'door',
      machine: createMachine({
        id: 'door',
        initial: 'closed',
        states: { closed: { on: { 'door.open': 'open' } }, open: { on: { 'door.close': 'closed' }, after: { 1000: 'closed' } } },
      }),
      events: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'xstate.after.1000.door.open' }],
    });
    expect(coverageLine(result)).toBe('door: 2/2 states, 3/3 transitions');
  });

  it('replays simple paths too when asked, within the path bound', async () => {
    const options = {
      name: 'door',
      machine: doorMachine,
      events: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'xstate.after.1000.door.open' }],
      unreachable: { 'door.closed · door.lock [guard]': 'not fitted', 'door.locked': 'only the lock leads here' },
      strategy: 'simple' as const,
    };
    const result = await runModel(options);
    expect(coverageLine(result)).toBe('door: 2/2 states, 3/3 transitions (2 listed unreachable)');
    await expect(runModel({ ...options, maxPaths: 1 })).rejects.toThrow(/paths exceed maxPaths 1/);
  });

  it('fails when the live actor does not reach the state the model expects', async () => {
    await expect(
      runModel({
        name: 'door',
        machine: doorMachine,
        events: [{ type: 'door.open' }, { type: 'door.close' }],
        execute: { 'door.close': () => undefined },
      }),
    ).rejects.toThrow(/step 2 \(door\.close\)[\s\S]*expected .*"closed"[\s\S]*actual .*"open"/);
  });
});

import { describe, expect, it } from 'vitest';
import { networkMachine, selectNetworkNotice, type NetworkSnapshot } from '@machines/network.machine';
import { coverageLine, reportCoverage, runModel } from './harness';

describe('network machine model', () => {
  for (const online of [true, false]) {
    it(`walks every state and transition of the real machine, starting ${online ? 'online' : 'offline'}`, async () => {
      const result = await runModel({
        name: 'network',
        machine: networkMachine,
        input: { online },
        events: [
          { type: 'network.online' },
          { type: 'network.offline' },
          { type: 'request.retrying' },
          { type: 'request.recovered' },
          { type: 'request.gaveUp' },
          { type: 'xstate.after.noticeShown.network.retryFailed' },
        ],
        // The start is decided by the input: each walk of this file takes one of its two ways.
        unreachable: online
          ? { 'network.starting · always [startsOffline]': 'the offline start is the other walk of this file' }
          : { 'network.starting · always': 'the online start is the other walk of this file' },
        onStep: ({ actor }) => {
          const snapshot = actor.getSnapshot() as NetworkSnapshot;
          // Exactly one SPEC 8 notice per situation, none while all is well.
          const expected = {
            starting: null,
            online: null,
            offline: 'networkLost',
            retrying: 'networkRetrying',
            retryFailed: 'networkRetryFailed',
          };
          expect(selectNetworkNotice(snapshot)).toBe(expected[snapshot.value as keyof typeof expected]);
        },
      });
      reportCoverage(result);
      expect(coverageLine(result)).toBe('network: 5/5 states, 8/8 transitions (1 listed unreachable)');
    });
  }
});

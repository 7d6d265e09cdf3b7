import { describe, expect, it } from 'vitest';
import type { ConfigResponse } from '@/contract/config';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const site: ConfigResponse = {
  disableCookies: false,
  vendorConfig: { blockedFeatures: [], partners: {} },
  features: '{}',
  isDefaultWalletApplied: false,
  mapTileUrl: 'https://tiles.example.in/{z}/{x}/{y}.png',
};
const loaded: LoadedConfig = { site, config: { ...DEFAULT_APP_CONFIG, maxShownDistance: 25 }, loadedAt: 1_700_000_000_000 };

describe('app config machine model', () => {
  it('walks every state and transition of the real machine', async () => {
    const result = await runModel({
      name: 'appConfig',
      machine: appConfigMachine,
      events: [
        { type: 'xstate.done.actor.loadConfig', output: loaded },
        { type: 'xstate.error.actor.loadConfig', error: networkFailure() },
        { type: 'xstate.done.actor.refreshConfig', output: loaded },
        { type: 'xstate.error.actor.refreshConfig', error: networkFailure() },
        { type: 'xstate.after.refreshDelay.appConfig.loaded' },
        { type: 'xstate.after.refreshDelay.appConfig.usingDefaults' },
      ],
      onStep: ({ step }) => {
        // Defaults stay in force until a load succeeds; a failed refresh keeps what was loaded.
        const expected = step.state.context.loadedAt === null ? DEFAULT_APP_CONFIG : loaded.config;
        expect(step.state.context.config).toEqual(expected);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('appConfig: 4/4 states, 6/6 transitions');
  });
});

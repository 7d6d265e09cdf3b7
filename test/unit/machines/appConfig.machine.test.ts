import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { AppConfig, ConfigResponse } from '@/contract/config';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import { setApiClient, type ApiClient } from '@/api';
import { appConfigMachine, selectAppConfig, selectIsLoaded, selectMapTileUrl } from '@machines/appConfig.machine';

const site: ConfigResponse = {
  disableCookies: false,
  vendorConfig: { blockedFeatures: [], partners: {} },
  features: '{}',
  isDefaultWalletApplied: false,
  mapTileUrl: 'https://tiles.example.in/{z}/{x}/{y}.png',
};
const REFRESH_MS = DEFAULT_APP_CONFIG.refresh_app_config_time * 1000;

function serve(answers: Array<Partial<AppConfig> | Error>) {
  let calls = 0;
  const getAppConfig = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer as AppConfig;
  });
  setApiClient({ getConfig: vi.fn(async () => site), getAppConfig } as unknown as ApiClient);
  return getAppConfig;
}

function start() {
  const clock = new SimulatedClock();
  return { clock, actor: createActor(appConfigMachine, { clock }).start() };
}

afterEach(() => vi.restoreAllMocks());

describe('app config machine', () => {
  it('serves the SPEC 9 defaults until the server answers, then the server values with the site config', async () => {
    serve([{ autoCompleteDebounceTimeInMillis: 300 }]);
    const { actor } = start();
    expect(selectAppConfig(actor.getSnapshot())).toEqual(DEFAULT_APP_CONFIG);
    expect(selectMapTileUrl(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, selectIsLoaded);
    expect(selectAppConfig(snapshot)).toEqual({ ...DEFAULT_APP_CONFIG, autoCompleteDebounceTimeInMillis: 300 });
    expect(selectMapTileUrl(snapshot)).toBe(site.mapTileUrl);
    expect(snapshot.context.loadedAt).toEqual(expect.any(Number));
  });

  it('keeps the defaults when loading fails and tries again after refresh_app_config_time', async () => {
    const getAppConfig = serve([new Error('offline'), { maxShownDistance: 20 }]);
    const { actor, clock } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('usingDefaults'));
    expect(selectAppConfig(actor.getSnapshot())).toEqual(DEFAULT_APP_CONFIG);
    clock.increment(REFRESH_MS - 1);
    expect(getAppConfig).toHaveBeenCalledTimes(1);
    clock.increment(1);
    const snapshot = await waitFor(actor, selectIsLoaded);
    expect(selectAppConfig(snapshot).maxShownDistance).toBe(20);
  });

  it('refreshes after refresh_app_config_time and keeps the last values when a refresh fails', async () => {
    const getAppConfig = serve([{ maxShownDistance: 20 }, new Error('offline')]);
    const { actor, clock } = start();
    await waitFor(actor, selectIsLoaded);
    clock.increment(REFRESH_MS);
    expect(getAppConfig).toHaveBeenCalledTimes(2);
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(selectAppConfig(actor.getSnapshot()).maxShownDistance).toBe(20);
  });
});

/**
 * App config (SPEC 3 Config and appConfig with its stored-at time, SPEC 9 constants): loads the site
 * config and the app config together, serves the SPEC 9 defaults until they arrive or when they
 * cannot, and reloads every refresh_app_config_time seconds.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AppConfig, ConfigResponse } from '@/contract/config';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import { getApiClient } from '@/api/holder';
import { MS_PER_SECOND } from '@/domain/time';

// Types

export interface AppConfigContext {
  /** The app config in force: the server's once loaded, the SPEC 9 defaults before. */
  config: AppConfig;
  /** The site config (SPEC 3 Config); null until loaded. */
  site: ConfigResponse | null;
  /** Epoch ms of the last successful load (SPEC 3 appConfig stored-at time); null before one. */
  loadedAt: number | null;
}

export interface LoadedConfig {
  config: AppConfig;
  site: ConfigResponse;
  /** Epoch ms when the answer arrived. */
  loadedAt: number;
}

/** `loaded`: the server's values are in force. */
export type AppConfigTag = 'loaded';

// Setup

export const appConfigMachine = setup({
  types: {
    context: {} as AppConfigContext,
    tags: {} as AppConfigTag,
  },
  actors: {
    loadConfig: fromPromise<LoadedConfig>(async ({ signal }) => {
      const api = getApiClient();
      const [site, config] = await Promise.all([api.getConfig({ signal }), api.getAppConfig({ signal })]);
      return { site, config: { ...DEFAULT_APP_CONFIG, ...config }, loadedAt: Date.now() };
    }),
  },
  actions: {
    assignLoaded: assign((_, params: { loaded: LoadedConfig }) => ({
      config: params.loaded.config,
      site: params.loaded.site,
      loadedAt: params.loaded.loadedAt,
    })),
  },
  delays: {
    // SPEC 9: refresh_app_config_time, in seconds; a failed load is retried after the same time.
    refreshDelay: ({ context }) => context.config.refresh_app_config_time * MS_PER_SECOND,
  },
}).createMachine({
  id: 'appConfig',
  context: { config: DEFAULT_APP_CONFIG, site: null, loadedAt: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: { target: 'loaded', actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: 'usingDefaults',
      },
    },
    loaded: {
      tags: 'loaded',
      after: { refreshDelay: 'refreshing' },
    },
    // A failed refresh keeps the values last loaded.
    refreshing: {
      tags: 'loaded',
      invoke: {
        id: 'refreshConfig',
        src: 'loadConfig',
        onDone: { target: 'loaded', actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: 'loaded',
      },
    },
    usingDefaults: {
      after: { refreshDelay: 'loading' },
    },
  },
});

// Selectors

export type AppConfigSnapshot = SnapshotFrom<typeof appConfigMachine>;

export const selectAppConfig = (snapshot: AppConfigSnapshot): AppConfig => snapshot.context.config;
export const selectIsLoaded = (snapshot: AppConfigSnapshot): boolean => snapshot.hasTag('loaded');
/** The map tile URL template; null until the site config is loaded. */
export const selectMapTileUrl = (snapshot: AppConfigSnapshot): string | null => snapshot.context.site?.mapTileUrl ?? null;

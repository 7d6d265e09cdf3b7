/** GET config (SPEC 3 Config) and GET app-config (SPEC 9 values): public, with an ETag to revalidate. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { cacheableJson, PUBLIC_REVALIDATE } from '../http/cacheable';
import { getAppConfig, getSiteConfig } from '../services/config';

export interface ConfigSettings {
  /** The server setting MAP_TILE_URL, passed on to the map screens. */
  mapTileUrl: string;
}

export function configRoutes(db: Database, settings: ConfigSettings): Hono {
  return new Hono()
    .get(E.getConfig.path, async (c) => cacheableJson(c, await getSiteConfig(db, settings), PUBLIC_REVALIDATE))
    .get(E.getAppConfig.path, async (c) => cacheableJson(c, await getAppConfig(db), PUBLIC_REVALIDATE));
}

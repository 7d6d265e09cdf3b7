/** GET config (SPEC 3 Config) and GET app-config (SPEC 9 values): public, kept per catalogue version, with an ETag to revalidate. */
import { Hono, type Context } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { PUBLIC_REVALIDATE, sendCachedAnswer } from '../http/cacheable';
import type { AnswerCache, CachedAnswer } from '../services/answerCache';
import { getAppConfig, getSiteConfig } from '../services/config';

export interface ConfigSettings {
  /** The server setting MAP_TILE_URL, passed on to the map screens. */
  mapTileUrl: string;
}

/** Config always exists once the database is seeded. */
const sendKept = (c: Context, answer: CachedAnswer | null) => {
  if (!answer) throw new Error('The config is missing: the database was not seeded.');
  return sendCachedAnswer(c, answer, PUBLIC_REVALIDATE);
};

export function configRoutes(db: Database, settings: ConfigSettings, answers: AnswerCache): Hono {
  return new Hono()
    .get(E.getConfig.path, async (c) => sendKept(c, await answers.get('config', () => getSiteConfig(db, settings))))
    .get(E.getAppConfig.path, async (c) => sendKept(c, await answers.get('appConfig', () => getAppConfig(db))));
}

/** Site Config (SPEC 3) and app config (SPEC 9), read from the database on each call. */
import type { AppConfig, ConfigResponse } from '@/contract/config';
import type { Database } from '../db/client';
import { appConfig, siteConfig } from '../db/schema';

export async function getSiteConfig(db: Database, settings: { mapTileUrl: string }): Promise<ConfigResponse> {
  const [row] = await db.select().from(siteConfig).limit(1);
  if (!row) throw new Error('site_config has no row: the database was not seeded.');
  return {
    disableCookies: row.disableCookies,
    vendorConfig: row.vendorConfig,
    // SPEC 3: features travel as a JSON string.
    features: JSON.stringify(row.features),
    isDefaultWalletApplied: row.isDefaultWalletApplied,
    mapTileUrl: settings.mapTileUrl,
  };
}

export async function getAppConfig(db: Database): Promise<AppConfig> {
  const rows = await db.select().from(appConfig);
  return Object.fromEntries(rows.map((row) => [row.key, row.value])) as AppConfig;
}

/** GET nav-menu, alerts and widgets: signed-in (anonymous or not) users only, with an ETag to revalidate. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { AlertsResponse, NavMenuResponse, WidgetsResponse } from '@/contract/content';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { cacheableJson } from '../http/cacheable';
import { listActiveAlerts, listBanners, listNavMenu } from '../services/content';
import type { TokenService } from '../services/tokens';

export function contentRoutes(db: Database, tokens: TokenService): Hono {
  const auth = requireAuth(tokens);
  return new Hono()
    .get(E.getNavMenu.path, auth, async (c) => cacheableJson(c, { items: await listNavMenu(db) } satisfies NavMenuResponse))
    .get(E.getAlerts.path, auth, async (c) => cacheableJson(c, { alerts: await listActiveAlerts(db) } satisfies AlertsResponse))
    .get(E.getWidgets.path, auth, async (c) => cacheableJson(c, { banners: await listBanners(db) } satisfies WidgetsResponse));
}

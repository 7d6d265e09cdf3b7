/** GET nav-menu, alerts and widgets: signed-in (anonymous or not) users only. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { AlertsResponse, NavMenuResponse, WidgetsResponse } from '@/contract/content';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { listActiveAlerts, listBanners, listNavMenu } from '../services/content';
import type { TokenService } from '../services/tokens';

export function contentRoutes(db: Database, tokens: TokenService): Hono {
  const auth = requireAuth(tokens);
  return new Hono()
    .get(E.getNavMenu.path, auth, async (c) => c.json({ items: await listNavMenu(db) } satisfies NavMenuResponse))
    .get(E.getAlerts.path, auth, async (c) => c.json({ alerts: await listActiveAlerts(db) } satisfies AlertsResponse))
    .get(E.getWidgets.path, auth, async (c) => c.json({ banners: await listBanners(db) } satisfies WidgetsResponse));
}

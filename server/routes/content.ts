/** GET nav-menu, alerts, the widgets list and each widget's content: signed-in (anonymous or not) users only, with an ETag to revalidate. */
import { Hono } from 'hono';
import { CONTENT_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { AlertsResponse, NavMenuResponse, WidgetsResponse } from '@/contract/content';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { cacheableJson } from '../http/cacheable';
import { errorResponse } from '../http/errors';
import { listActiveAlerts, listNavMenu, listWidgets, widgetContent } from '../services/content';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';
import { routePath } from './account';

export function contentRoutes(db: Database, tokens: TokenService): Hono {
  const auth = requireAuth(tokens);
  return new Hono()
    .get(E.getNavMenu.path, auth, async (c) => cacheableJson(c, { items: await listNavMenu(db) } satisfies NavMenuResponse))
    .get(E.getAlerts.path, auth, async (c) => cacheableJson(c, { alerts: await listActiveAlerts(db) } satisfies AlertsResponse))
    .get(E.getWidgets.path, auth, async (c) => cacheableJson(c, { widgets: await listWidgets(db) } satisfies WidgetsResponse))
    .get(routePath(E.getWidgetContent.path), auth, async (c) => {
      const content = await widgetContent(db, c.req.param('widgetId') ?? '');
      if (!content) return errorResponse(c, 404, { code: CONTENT_ERROR_CODES.widgetNotFound, displayMsg: serverText('widgetNotFound') });
      return cacheableJson(c, content);
    });
}

/**
 * GET contentPage (/tnc, /info, /notification in the request's language) and cmsWidgets (SPEC 7 static cart
 * widget): signed-in (anonymous or not) users, with an ETag to revalidate. An unknown page answers 404.
 */
import { Hono } from 'hono';
import { CONTENT_ERROR_CODES } from '@/contract/codes';
import type { CmsWidgetsResponse } from '@/contract/contentPages';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@/domain/content';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { cacheableJson } from '../http/cacheable';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { cmsWidgetsOf, contentPageOf } from '../services/contentPages';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';
import { routePath } from './account';

const isContentPageSlug = (slug: string): slug is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export function contentPageRoutes(db: Database, tokens: TokenService): Hono {
  // The same words for everyone: a token we signed is enough, without a session lookup per request.
  const auth = requireAuth(tokens, { signatureOnly: true });
  return new Hono()
    .get(routePath(E.getContentPage.path), auth, async (c) => {
      const slug = c.req.param('slug') ?? '';
      const page = isContentPageSlug(slug) ? await contentPageOf(db, slug) : null;
      return page
        ? cacheableJson(c, page)
        : errorResponse(c, 404, { code: CONTENT_ERROR_CODES.pageNotFound, displayMsg: serverText('contentPageNotFound') });
    })
    .get(E.getCmsWidgets.path, auth, validated('getCmsWidgets'), async (c) =>
      cacheableJson(c, { widgets: await cmsWidgetsOf(db, c.get('query')) } satisfies CmsWidgetsResponse),
    );
}

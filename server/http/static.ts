/** Serves images from public/ (Vite copies them into the build), the built PWA with cache headers, and the SPA fallback. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANDING_DOCUMENT, PRERENDERED_PATH, SHELL_DOCUMENT } from '@/contract/documents';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@/i18n/languages';
import { routePreloadsOf } from './routePreloads';

/** Every API version lives under /api (API_PREFIX is /api/v1). */
export const API_ROOT = '/api';

export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** Content-hashed build output and our images never change under one URL; everything else revalidates. */
const IMMUTABLE_PREFIXES = ['/assets/', '/images/'];

export const cacheControlFor = (path: string): string =>
  IMMUTABLE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;

export const isApiPath = (path: string) => path === API_ROOT || path.startsWith(`${API_ROOT}/`);
/** App routes get index.html; a missing file (an extension, or under an asset folder) stays a 404. */
const isAppRoute = (path: string) =>
  !isApiPath(path) && !IMMUTABLE_PREFIXES.some((prefix) => path.startsWith(prefix)) && !/\.[a-z0-9]+$/i.test(path);

export function mountStatic(app: Hono, staticDir: string): void {
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  app.use('/images/*', serveStatic({ root: PUBLIC_DIR }));
  if (!existsSync(staticDir)) return;
  // The build writes .br and .gz beside each text file; the browser gets the smallest it accepts.
  const serveLanding = serveStatic({ root: staticDir, path: LANDING_DOCUMENT, precompressed: true });
  const sendShell = serveStatic({ root: staticDir, path: SHELL_DOCUMENT, precompressed: true });
  const preloadsOf = routePreloadsOf(staticDir);
  const serveShell: typeof sendShell = (c, next) => {
    const link = preloadsOf(c.req.path);
    if (link) c.header('Link', link);
    return sendShell(c, next);
  };
  app.get('*', async (c, next) => {
    // The prerendered landing page speaks the default language; a customer who chose another gets the shell.
    if (c.req.path === PRERENDERED_PATH) c.header('Vary', 'Cookie', { append: true });
    const wantsHtml = c.req.header('Accept')?.includes('text/html') ?? false;
    if (!wantsHtml || !isAppRoute(c.req.path)) return next();
    if (c.req.path !== PRERENDERED_PATH) return serveShell(c, next);
    return prerenderFits(c) ? serveLanding(c, next) : serveShell(c, next);
  });
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
}

const prerenderFits = (c: Context) => (getCookie(c, LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE;

/** Serves images from public/ (Vite copies them into the build), the built PWA with cache headers, and the SPA fallback. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

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
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
  const serveIndex = serveStatic({ root: staticDir, path: 'index.html', precompressed: true });
  app.get('*', (c, next) => {
    const wantsHtml = c.req.header('Accept')?.includes('text/html') ?? false;
    return wantsHtml && isAppRoute(c.req.path) ? serveIndex(c, next) : next();
  });
}

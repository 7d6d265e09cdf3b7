/** Serves the built PWA with cache headers, images from public/ when the build lacks them, and the SPA fallback. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { API_PREFIX } from '@/api/contract';

export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** Content-hashed build output and our images never change under one URL; everything else revalidates. */
const IMMUTABLE_PREFIXES = ['/assets/', '/images/'];

export const cacheControlFor = (path: string): string =>
  IMMUTABLE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/');

export function mountStatic(app: Hono, staticDir: string): void {
  app.use('*', async (c, next) => {
    await next();
    if (!isApiPath(c.req.path) && c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  if (existsSync(staticDir)) app.use('*', serveStatic({ root: staticDir }));
  app.use('/images/*', serveStatic({ root: PUBLIC_DIR }));
  const indexHtml = join(staticDir, 'index.html');
  app.get('*', async (c, next) => {
    const wantsHtml = c.req.header('Accept')?.includes('text/html') ?? false;
    if (isApiPath(c.req.path) || !wantsHtml || !existsSync(indexHtml)) return next();
    return serveStatic({ root: staticDir, path: 'index.html' })(c, next);
  });
}

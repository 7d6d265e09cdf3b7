/**
 * Text answers above COMPRESS_FROM_BYTES go gzip-compressed when the browser accepts it (hono's compress;
 * build assets come precompressed, br or gzip, from server/http/static.ts). JSON answers are measured first,
 * so that small ones go as they are.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/** Below this a compressed answer saves less than compressing costs. */
export const COMPRESS_FROM_BYTES = 1024;

const isJson = (type: string | null): boolean => type !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

/** Gives a JSON answer its Content-Length, which compress reads to leave small answers alone. */
const measureJson = createMiddleware(async (c, next) => {
  await next();
  // Headers first: reading the body of the server's lightweight response turns it into a full one.
  if (c.res.headers.has('Content-Length') || !isJson(c.res.headers.get('Content-Type')) || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set('Content-Length', String(body.byteLength));
  c.res = new Response(body, { status: c.res.status, statusText: c.res.statusText, headers });
});

export function compression(): MiddlewareHandler[] {
  return [compress({ threshold: COMPRESS_FROM_BYTES }), measureJson];
}

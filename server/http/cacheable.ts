/**
 * JSON answers the browser may keep and revalidate: an ETag of the body, and 304 without a body when the
 * caller already holds it (If-None-Match).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** The same for every caller but behind credentials: browsers keep it privately and ask again each time. */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** The same for everyone, credentials or not: kept anywhere, asked again each time. */
export const PUBLIC_REVALIDATE = 'no-cache';

const NOT_MODIFIED = 304;

/** Weak: the same JSON is the same answer in any encoding (compress would weaken a strong tag anyway). */
const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 If-None-Match: a list of tags, or "*"; weak tags compare by their value. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const value = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === value);
}

/** JSON with ETag and Cache-Control, or 304 when the caller already holds this body. */
export function cacheableJson(c: Context, value: unknown, cacheControl: string = PRIVATE_REVALIDATE): Response {
  const body = JSON.stringify(value);
  const etag = etagOf(body);
  const headers = { ETag: etag, 'Cache-Control': cacheControl };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, NOT_MODIFIED, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
}

/**
 * JSON answers the browser may keep and revalidate: an ETag of the body, and 304 without a body when the
 * caller already holds it (If-None-Match).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CachedAnswer } from '../services/answerCache';
import { COMPRESS_FROM_BYTES } from './compression';

/** The same for every caller but behind credentials: browsers keep it privately and ask again each time. */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** The same for everyone, credentials or not: kept anywhere, asked again each time. */
export const PUBLIC_REVALIDATE = 'no-cache';

const NOT_MODIFIED = 304;

/** Weak: the same JSON is the same answer in any encoding (compress would weaken a strong tag anyway). */
const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 If-None-Match: a list of tags, or "*"; weak tags compare by their value. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const value = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === value);
}

/** JSON with ETag and Cache-Control, or 304 when the caller already holds this body. */
export function cacheableJson(c: Context, value: unknown, cacheControl: string = PRIVATE_REVALIDATE): Response {
  const body = JSON.stringify(value);
  const etag = etagOf(body);
  const headers = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, NOT_MODIFIED, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
}

/** The encodings the request accepts (RFC 9110 Accept-Encoding; q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** A kept answer in the smallest encoding the request accepts, or 304 when the caller already holds it. */
export function sendCachedAnswer(c: Context, answer: CachedAnswer, cacheControl: string = PRIVATE_REVALIDATE): Response {
  const headers: Record<string, string> = { ETag: answer.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (matchesEtag(c.req.header('If-None-Match'), answer.etag)) return c.body(null, NOT_MODIFIED, headers);
  const accepted = answer.identity.length < COMPRESS_FROM_BYTES ? new Set<string>() : acceptedEncodings(c.req.header('Accept-Encoding'));
  const [encoding, body] = accepted.has('br') ? ['br', answer.br] : accepted.has('gzip') ? ['gzip', answer.gzip] : [null, answer.identity];
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = 'application/json';
  headers['Content-Length'] = String(body.length);
  return c.body(body, 200, headers);
}

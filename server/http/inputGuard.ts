/**
 * Input the server never accepts, refused at the edge with 400 errors[0] before any handler runs:
 * a path that is not valid percent-encoded UTF-8, and a NUL character (PostgreSQL text cannot hold one)
 * in the path, the query or a header. Bodies get the same checks where they are parsed (validate.ts).
 */
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES, errorResponse } from './errors';
import { serverText } from '../texts';

/** No request body of ours nests more than a few levels; far deeper input is refused before validation. */
export const MAX_JSON_DEPTH = 16;

const NUL = '\u0000';

function decodesCleanly(encoded: string): boolean {
  try {
    return !decodeURIComponent(encoded).includes(NUL);
  } catch {
    return false;
  }
}

/** Decodes like URLSearchParams would for the values handlers read; a bad escape is kept as written, which is harmless. */
function queryHasNul(search: string): boolean {
  if (search.includes(NUL)) return true;
  return [...new URLSearchParams(search)].some(([key, value]) => key.includes(NUL) || value.includes(NUL));
}

/** The raw path and query of a request URL, as the client sent them. */
function rawTarget(url: string): { path: string; search: string } {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const target = start === -1 ? '/' : url.slice(start);
  const query = target.indexOf('?');
  const withoutQuery = query === -1 ? target : target.slice(0, query);
  const hash = withoutQuery.indexOf('#');
  return {
    path: hash === -1 ? withoutQuery : withoutQuery.slice(0, hash),
    search: query === -1 ? '' : target.slice(query + 1),
  };
}

export function inputGuard() {
  return createMiddleware(async (c, next) => {
    const refuse = (displayMsg: string) => errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg });
    const { path, search } = rawTarget(c.req.url);
    if (!decodesCleanly(path)) return refuse(serverText('invalidPath'));
    if (queryHasNul(search)) return refuse(serverText('nulInQuery'));
    for (const [name, value] of c.req.raw.headers) {
      if (name.includes(NUL) || value.includes(NUL)) return refuse(serverText('nulInHeader'));
    }
    await next();
  });
}

export type JsonProblem = 'nul' | 'tooDeep';

/** Walks parsed JSON no deeper than MAX_JSON_DEPTH + 1, so hostile nesting cannot exhaust the stack. */
export function jsonProblem(value: unknown, depth = 0): JsonProblem | null {
  if (typeof value === 'string') return value.includes(NUL) ? 'nul' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return 'tooDeep';
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return 'nul';
    const problem = jsonProblem(child, depth + 1);
    if (problem) return problem;
  }
  return null;
}

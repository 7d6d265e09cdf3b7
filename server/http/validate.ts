/** Request-body validation at the edge: bad JSON or a schema mismatch answers 400 before any handler runs. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { ERROR_CODES, errorResponse } from './errors';
import { jsonProblem, NUL_IN_BODY_MESSAGE, TOO_DEEP_MESSAGE } from './inputGuard';

export const INVALID_JSON_MESSAGE = 'The request body must be valid JSON.';
export const INVALID_FORM_MESSAGE = 'The request body must be a form.';
export const INVALID_QUERY_MESSAGE = 'The query string is not valid.';
export const JSON_CONTENT_TYPE_MESSAGE = 'The request body must be sent as application/json.';
const UNSUPPORTED_MEDIA_TYPE = 415;
/** application/json, or a JSON-based type such as application/problem+json; parameters (charset) aside. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const isJsonContentType = (header: string | undefined): boolean => JSON_MEDIA_TYPE.test((header ?? '').split(';')[0]?.trim() ?? '');

/** Marks a custom issue whose message is a user-facing text (SPEC 5): it is answered as is. */
export const USER_FACING = { userFacing: true } as const;

const describeType = (expected: string): string =>
  ({ object: 'an object', array: 'an array', record: 'an object', int: 'an integer' })[expected] ?? `a ${expected}`;

/** One sentence naming the field and what it must be. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : 'The request body';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${field} is required.` : `${field} must be ${describeType(issue.expected)}.`;
    case 'invalid_value':
      return `${field} must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}.`;
    case 'too_small':
      return `${field} is too short or too small (minimum ${String(issue.minimum)}).`;
    case 'too_big':
      return `${field} is too long or too large (maximum ${String(issue.maximum)}).`;
    case 'custom':
      return issue.params?.userFacing === true ? issue.message : `${field}: ${issue.message}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

type Refusal = { ok: false; status: 400 | 415; code: string; displayMsg: string };
type Read = (c: Context) => Promise<{ ok: true; raw: unknown } | Refusal>;

const badBody = (displayMsg: string): Refusal => ({ ok: false, status: 400, code: ERROR_CODES.badRequest, displayMsg });

/** A parsed body with no NUL character in any string or key and no hostile nesting. */
function checkedRaw(raw: unknown): { ok: true; raw: unknown } | Refusal {
  const problem = jsonProblem(raw);
  if (problem === 'nul') return badBody(NUL_IN_BODY_MESSAGE);
  if (problem === 'tooDeep') return badBody(TOO_DEEP_MESSAGE);
  return { ok: true, raw };
}

function validatedBody<S extends z.ZodType>(schema: S, read: Read) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    const input = await read(c);
    if (!input.ok) return errorResponse(c, input.status, { code: input.code, displayMsg: input.displayMsg });
    const result = schema.safeParse(input.raw, { reportInput: true });
    if (!result.success) {
      const [issue] = result.error.issues;
      const displayMsg = issue ? describeIssue(issue) : INVALID_JSON_MESSAGE;
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg });
    }
    c.set('body', result.data);
    await next();
  });
}

export interface JsonBodyOptions {
  /** An empty body counts as `{}` (for calls whose body is optional). */
  allowEmpty?: boolean;
}

/** Parses and validates the JSON body; the handler reads the result with `c.get('body')`. */
export function jsonBody<S extends z.ZodType>(schema: S, { allowEmpty = false }: JsonBodyOptions = {}) {
  return validatedBody(schema, async (c) => {
    const text = await c.req.text();
    if (allowEmpty && text.trim() === '') return { ok: true, raw: {} };
    if (!isJsonContentType(c.req.header('Content-Type'))) {
      return { ok: false, status: UNSUPPORTED_MEDIA_TYPE, code: ERROR_CODES.unsupportedMediaType, displayMsg: JSON_CONTENT_TYPE_MESSAGE };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return badBody(INVALID_JSON_MESSAGE);
    }
    return checkedRaw(raw);
  });
}

/** Parses and validates a form-encoded body (HTML form posts). */
export function formBody<S extends z.ZodType>(schema: S) {
  return validatedBody(schema, async (c) => {
    try {
      return checkedRaw(await c.req.parseBody());
    } catch {
      return badBody(INVALID_FORM_MESSAGE);
    }
  });
}

/** Validates the query string; the handler reads the result with `c.get('query')`. */
export function queryParams<S extends z.ZodType>(schema: S) {
  return createMiddleware<{ Variables: { query: z.output<S> } }>(async (c, next) => {
    const result = schema.safeParse(c.req.query(), { reportInput: true });
    if (!result.success) {
      const [issue] = result.error.issues;
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: issue ? describeIssue(issue) : INVALID_QUERY_MESSAGE });
    }
    c.set('query', result.data);
    await next();
  });
}

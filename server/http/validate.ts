/** Request-body validation at the edge: bad JSON or a schema mismatch answers 400 before any handler runs. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { ERROR_CODES, errorResponse } from './errors';

export const INVALID_JSON_MESSAGE = 'The request body must be valid JSON.';
export const INVALID_FORM_MESSAGE = 'The request body must be a form.';
export const INVALID_QUERY_MESSAGE = 'The query string is not valid.';

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

type Read = (c: Context) => Promise<{ ok: true; raw: unknown } | { ok: false; displayMsg: string }>;

function validatedBody<S extends z.ZodType>(schema: S, read: Read) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    const input = await read(c);
    if (!input.ok) return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: input.displayMsg });
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
    try {
      return { ok: true, raw: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, displayMsg: INVALID_JSON_MESSAGE };
    }
  });
}

/** Parses and validates a form-encoded body (HTML form posts). */
export function formBody<S extends z.ZodType>(schema: S) {
  return validatedBody(schema, async (c) => {
    try {
      return { ok: true, raw: await c.req.parseBody() };
    } catch {
      return { ok: false, displayMsg: INVALID_FORM_MESSAGE };
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

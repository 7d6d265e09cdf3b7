/** Request-body validation at the edge: bad JSON or a schema mismatch answers 400 before any handler runs. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { ERROR_CODES, errorResponse } from './errors';
import { jsonProblem } from './inputGuard';
import { serverText, type ServerTextKey } from '../texts';

const UNSUPPORTED_MEDIA_TYPE = 415;
/** application/json, or a JSON-based type such as application/problem+json; parameters (charset) aside. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const isJsonContentType = (header: string | undefined): boolean => JSON_MEDIA_TYPE.test((header ?? '').split(';')[0]?.trim() ?? '');

/** Marks a custom issue whose message is a user-facing text (SPEC 5): it is answered as is. */
export const USER_FACING = { userFacing: true } as const;

const TYPE_TEXTS: Readonly<Record<string, ServerTextKey>> = { object: 'typeObject', array: 'typeArray', record: 'typeObject', int: 'typeInteger' };

const describeType = (expected: string): string => {
  const key = TYPE_TEXTS[expected];
  return key ? serverText(key) : serverText('typeOther', { type: expected });
};

/** One sentence naming the field and what it must be. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : serverText('requestBody');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? serverText('fieldRequired', { field }) : serverText('fieldType', { field, type: describeType(issue.expected) });
    case 'invalid_value':
      return serverText('fieldOneOf', { field, values: issue.values.map((v) => JSON.stringify(v)).join(serverText('valuesOr')) });
    case 'too_small':
      return serverText('fieldTooSmall', { field, minimum: String(issue.minimum) });
    case 'too_big':
      return serverText('fieldTooBig', { field, maximum: String(issue.maximum) });
    case 'custom':
      return issue.params?.userFacing === true ? issue.message : serverText('fieldProblem', { field, problem: issue.message });
    default:
      return serverText('fieldProblem', { field, problem: issue.message });
  }
}

type Refusal = { ok: false; status: 400 | 415; code: string; displayMsg: string };
type Read = (c: Context) => Promise<{ ok: true; raw: unknown } | Refusal>;

const badBody = (displayMsg: string): Refusal => ({ ok: false, status: 400, code: ERROR_CODES.badRequest, displayMsg });

/** A parsed body with no NUL character in any string or key and no hostile nesting. */
function checkedRaw(raw: unknown): { ok: true; raw: unknown } | Refusal {
  const problem = jsonProblem(raw);
  if (problem === 'nul') return badBody(serverText('nulInBody'));
  if (problem === 'tooDeep') return badBody(serverText('tooDeep'));
  return { ok: true, raw };
}

function validatedBody<S extends z.ZodType>(schema: S, read: Read) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    const input = await read(c);
    if (!input.ok) return errorResponse(c, input.status, { code: input.code, displayMsg: input.displayMsg });
    const result = schema.safeParse(input.raw, { reportInput: true });
    if (!result.success) {
      const [issue] = result.error.issues;
      const displayMsg = issue ? describeIssue(issue) : serverText('invalidJson');
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
      return { ok: false, status: UNSUPPORTED_MEDIA_TYPE, code: ERROR_CODES.unsupportedMediaType, displayMsg: serverText('jsonContentType') };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return badBody(serverText('invalidJson'));
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
      return badBody(serverText('invalidForm'));
    }
  });
}

/** Validates the query string; the handler reads the result with `c.get('query')`. */
export function queryParams<S extends z.ZodType>(schema: S) {
  return createMiddleware<{ Variables: { query: z.output<S> } }>(async (c, next) => {
    const result = schema.safeParse(c.req.query(), { reportInput: true });
    if (!result.success) {
      const [issue] = result.error.issues;
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: issue ? describeIssue(issue) : serverText('invalidQuery') });
    }
    c.set('query', result.data);
    await next();
  });
}

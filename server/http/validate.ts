/**
 * Request validation at the edge with the contract's schemas: bad JSON, a bad form or query, or a schema
 * mismatch answers 400 errors[0] before any handler runs.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { Endpoint } from '@/contract/endpoints';
import { SCHEMAS, type SchemaName, type Schemas } from '@/contract/schemas';
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

const badBody = (displayMsg: string): Refusal => ({ ok: false, status: 400, code: ERROR_CODES.badRequest, displayMsg });

/** A parsed body with no NUL character in any string or key and no hostile nesting. */
function checkedRaw(raw: unknown): { ok: true; raw: unknown } | Refusal {
  const problem = jsonProblem(raw);
  if (problem === 'nul') return badBody(NUL_IN_BODY_MESSAGE);
  if (problem === 'tooDeep') return badBody(TOO_DEEP_MESSAGE);
  return { ok: true, raw };
}

async function readJson(c: Context, allowEmpty: boolean): Promise<{ ok: true; raw: unknown } | Refusal> {
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
}

async function readForm(c: Context): Promise<{ ok: true; raw: unknown } | Refusal> {
  try {
    return checkedRaw(await c.req.parseBody());
  } catch {
    return badBody(INVALID_FORM_MESSAGE);
  }
}

type Checked = { ok: true; data: unknown } | Refusal;

function checked(schema: z.ZodType, raw: unknown, fallback: string): Checked {
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  return badBody(issue ? describeIssue(issue) : fallback);
}

type Parsed<N> = N extends SchemaName ? z.output<Schemas[N]> : never;

/** What a handler reads after `validated(endpoint)`: `c.get('body')` and `c.get('query')`. */
export interface ValidatedVariables<E extends Endpoint> {
  body: Parsed<E['body'] | E['form']>;
  query: Parsed<E['query']>;
}

/**
 * Validates the query string, then the JSON or form body, with the schemas the endpoint table names for
 * this endpoint; a request the schemas refuse gets 400 (415 for a body that is not JSON) errors[0].
 */
export function validated<E extends Endpoint>(endpoint: E) {
  return createMiddleware<{ Variables: ValidatedVariables<E> }>(async (c, next) => {
    const refuse = (refusal: Refusal) => errorResponse(c, refusal.status, { code: refusal.code, displayMsg: refusal.displayMsg });
    if (endpoint.query !== undefined) {
      const query = checked(SCHEMAS[endpoint.query], c.req.query(), INVALID_QUERY_MESSAGE);
      if (!query.ok) return refuse(query);
      c.set('query', query.data as Parsed<E['query']>);
    }
    const bodySchema = endpoint.body ?? endpoint.form;
    if (bodySchema !== undefined) {
      const input = endpoint.form !== undefined ? await readForm(c) : await readJson(c, endpoint.bodyOptional === true);
      if (!input.ok) return refuse(input);
      const body = checked(SCHEMAS[bodySchema], input.raw, INVALID_JSON_MESSAGE);
      if (!body.ok) return refuse(body);
      c.set('body', body.data as Parsed<E['body'] | E['form']>);
    }
    await next();
  });
}

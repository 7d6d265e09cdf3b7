/**
 * Request validation at the edge with the contract's schemas: bad JSON, a bad form or query, or a schema
 * mismatch answers 400 errors[0] before any handler runs.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { EndpointName } from '@/contract/endpoints';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '@/contract/endpointSchemas';
import type { Wording } from '@/contract/fields';
import { SCHEMAS, type SchemaName, type Schemas } from '@/contract/schemas';
import { ERROR_CODES, errorResponse } from './errors';
import { jsonProblem } from './inputGuard';
import { serverText, serverValidationText, type ServerTextKey } from '../texts';

const UNSUPPORTED_MEDIA_TYPE = 415;
/** application/json, or a JSON-based type such as application/problem+json; parameters (charset) aside. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const isJsonContentType = (header: string | undefined): boolean => JSON_MEDIA_TYPE.test((header ?? '').split(';')[0]?.trim() ?? '');

const TYPE_TEXTS: Readonly<Record<string, ServerTextKey>> = {
  object: 'typeObject',
  array: 'typeArray',
  record: 'typeObject',
  int: 'typeInteger',
  string: 'typeString',
  number: 'typeNumber',
  boolean: 'typeBoolean',
};

const describeType = (expected: string): string => {
  const key = TYPE_TEXTS[expected];
  return key ? serverText(key) : serverText('typeOther', { type: expected });
};

/** A contract wording in the request's language. */
function wordingText(wording: Wording): string {
  if ('problem' in wording) return serverValidationText(wording.problem);
  return serverText(wording.server as ServerTextKey, wording.params);
}

/** One sentence naming the field and what it must be. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : serverText('requestBody');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? serverText('fieldRequired', { field })
        : serverText('fieldType', { field, type: describeType(issue.expected) });
    case 'invalid_value':
      return serverText('fieldOneOf', { field, values: issue.values.map((v) => JSON.stringify(v)).join(serverText('valuesOr')) });
    case 'too_small':
      return serverText('fieldTooSmall', { field, minimum: String(issue.minimum) });
    case 'too_big':
      return serverText('fieldTooBig', { field, maximum: String(issue.maximum) });
    case 'custom': {
      const wording = (issue.params as { wording?: Wording } | undefined)?.wording;
      if (wording === undefined) return serverText('fieldFormat', { field });
      return wording.aboutField === true ? serverText('fieldProblem', { field, problem: wordingText(wording) }) : wordingText(wording);
    }
    case 'invalid_format':
    case 'invalid_union':
      return serverText('fieldFormat', { field });
    case 'unrecognized_keys':
      return serverText('fieldUnknown', { field, keys: issue.keys.join(', ') });
    default:
      return serverText('fieldFormat', { field });
  }
}

type Refusal = { ok: false; status: 400 | 415; code: string; displayMsg: string };

const badBody = (displayMsg: string): Refusal => ({ ok: false, status: 400, code: ERROR_CODES.badRequest, displayMsg });

/** A parsed body with no NUL character in any string or key and no hostile nesting. */
function checkedRaw(raw: unknown): { ok: true; raw: unknown } | Refusal {
  const problem = jsonProblem(raw);
  if (problem === 'nul') return badBody(serverText('nulInBody'));
  if (problem === 'tooDeep') return badBody(serverText('tooDeep'));
  return { ok: true, raw };
}

async function readJson(c: Context, allowEmpty: boolean): Promise<{ ok: true; raw: unknown } | Refusal> {
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
}

async function readForm(c: Context): Promise<{ ok: true; raw: unknown } | Refusal> {
  try {
    return checkedRaw(await c.req.parseBody());
  } catch {
    return badBody(serverText('invalidForm'));
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

type SchemasOf<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];
type Field<N extends EndpointName, K extends string> = SchemasOf<N> extends Record<K, infer S> ? S : undefined;

/** What a handler reads after `validated(name)`: `c.get('body')` and `c.get('query')`. */
export interface ValidatedVariables<N extends EndpointName> {
  body: Parsed<Field<N, 'body'> | Field<N, 'form'>>;
  query: Parsed<Field<N, 'query'>>;
}

/**
 * Validates the query string, then the JSON or form body, with the schemas of the named endpoint; a
 * request the schemas refuse gets 400 (415 for a body that is not JSON) errors[0].
 */
export function validated<N extends EndpointName>(name: N) {
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  return createMiddleware<{ Variables: ValidatedVariables<N> }>(async (c, next) => {
    const refuse = (refusal: Refusal) => errorResponse(c, refusal.status, { code: refusal.code, displayMsg: refusal.displayMsg });
    if (schemas.query !== undefined) {
      const query = checked(SCHEMAS[schemas.query], c.req.query(), serverText('invalidQuery'));
      if (!query.ok) return refuse(query);
      c.set('query', query.data as ValidatedVariables<N>['query']);
    }
    const bodySchema = schemas.body ?? schemas.form;
    if (bodySchema !== undefined) {
      const input = schemas.form !== undefined ? await readForm(c) : await readJson(c, schemas.bodyOptional === true);
      if (!input.ok) return refuse(input);
      const body = checked(SCHEMAS[bodySchema], input.raw, serverText('invalidJson'));
      if (!body.ok) return refuse(body);
      c.set('body', body.data as ValidatedVariables<N>['body']);
    }
    await next();
  });
}

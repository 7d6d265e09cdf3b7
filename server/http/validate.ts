/** Request-body validation at the edge: bad JSON or a schema mismatch answers 400 before any handler runs. */
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { ERROR_CODES, errorResponse } from './errors';

export const INVALID_JSON_MESSAGE = 'The request body must be valid JSON.';

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
    default:
      return `${field}: ${issue.message}`;
  }
}

/** Parses and validates the JSON body; the handler reads the result with `c.get('body')`. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: INVALID_JSON_MESSAGE });
    }
    const result = schema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      const [issue] = result.error.issues;
      const displayMsg = issue ? describeIssue(issue) : INVALID_JSON_MESSAGE;
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg });
    }
    c.set('body', result.data);
    await next();
  });
}

/**
 * Development and tests: every 2xx answer is checked against the contract's schema for its endpoint, so a
 * server that drifts from the contract fails at once. Loaded on demand: production builds never load it.
 */
import type { z } from 'zod';
import type { Endpoint } from '@/contract/endpoints';
import { ENDPOINT_SCHEMAS, endpointName } from '@/contract/endpointSchemas';
import { SCHEMAS } from '@/contract/schemas';

/** A 2xx answer whose body breaks the endpoint's response schema. */
export class ResponseContractError extends Error {
  /** The endpoint, as `METHOD path`. */
  readonly endpoint: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(endpoint: Endpoint, schema: string, issues: readonly z.core.$ZodIssue[]) {
    const name = `${endpoint.method} ${endpoint.path}`;
    const first = issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    super(`${name} answered a body that breaks its contract (${schema}): ${where}${first?.message ?? 'invalid'}`);
    this.name = 'ResponseContractError';
    this.endpoint = name;
    this.issues = issues;
  }
}

export function checkResponse(endpoint: Endpoint, data: unknown): void {
  const schema = ENDPOINT_SCHEMAS[endpointName(endpoint)].response;
  const result = SCHEMAS[schema].safeParse(data);
  if (!result.success) throw new ResponseContractError(endpoint, schema, result.error.issues);
}

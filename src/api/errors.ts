/** The one error type the API layer throws, and the normaliser that builds it (SPEC 8). */
import type { ErrorItem } from '@/contract/errors';
import { messageText } from '@/i18n/messageText';

/**
 * What went wrong: `http` an error answer, `network` no answer (status 0), `timeout` no answer in time,
 * `service` 501-503, `invalidJson` a success answer that is not JSON, `sessionExpired` the token refresh failed.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'service' | 'invalidJson' | 'sessionExpired';

/** Codes used when the server gave none. */
export const ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  service: 'SERVICE_UNAVAILABLE',
  invalidJson: 'BAD_RESPONSE',
  sessionExpired: 'SESSION_EXPIRED',
  internalServerError: 'INTERNAL_SERVER_ERROR',
  unknown: 'UNKNOWN_ERROR',
} as const;

/** SPEC 8: 501-503 are a service problem. */
const SERVICE_STATUSES: ReadonlySet<number> = new Set([501, 502, 503]);
export const INTERNAL_SERVER_ERROR_STATUS = 500;

export interface ApiErrorInit extends ErrorItem {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly displayMsg: string;
  readonly description?: string;
  readonly header?: string;
  readonly btnMsg?: string;

  constructor(init: ApiErrorInit) {
    super(init.displayMsg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.displayMsg = init.displayMsg;
    if (init.description !== undefined) this.description = init.description;
    if (init.header !== undefined) this.header = init.header;
    if (init.btnMsg !== undefined) this.btnMsg = init.btnMsg;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

export function isServiceStatus(status: number): boolean {
  return SERVICE_STATUSES.has(status);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** SPEC 8: the fields of `errors[0]` that the server actually sent. */
export function serverErrorItem(body: unknown): Partial<ErrorItem> {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return {};
  const first: unknown = body.errors[0];
  if (typeof first !== 'object' || first === null) return {};
  const item = first as Record<string, unknown>;
  const fields: Partial<ErrorItem> = {};
  for (const key of ['code', 'displayMsg', 'description', 'header', 'btnMsg'] as const) {
    const value = nonEmptyString(item[key]);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** Server fields win over the defaults, one by one. */
function withServerFields(defaults: ApiErrorInit, body: unknown): ApiError {
  return new ApiError({ ...defaults, ...serverErrorItem(body) });
}

/** An error answer (any non-2xx status) turned into an ApiError. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (isServiceStatus(status)) {
    return withServerFields({ kind: 'service', status, code: ERROR_CODES.service, displayMsg: messageText('genericError') }, body);
  }
  if (status === INTERNAL_SERVER_ERROR_STATUS) {
    // SPEC 8: 500 popup 'internal server error', header 'Ops', button 'Ok'.
    return withServerFields(
      {
        kind: 'http',
        status,
        code: ERROR_CODES.internalServerError,
        displayMsg: messageText('internalServerError'),
        header: messageText('internalServerErrorHeader'),
        btnMsg: messageText('internalServerErrorButton'),
      },
      body,
    );
  }
  return withServerFields({ kind: 'http', status, code: `HTTP_${status}`, displayMsg: messageText('genericError') }, body);
}

/** SPEC 8: token refresh failure, or the server's displayMsg. */
export function sessionExpiredError(status: number, body: unknown): ApiError {
  return withServerFields(
    { kind: 'sessionExpired', status, code: ERROR_CODES.sessionExpired, displayMsg: messageText('tokenRefreshFailed') },
    body,
  );
}

/** An error the app raises itself (no request failed), with the generic SPEC 8 text. */
export function localError(code: string): ApiError {
  return new ApiError({ kind: 'http', status: 0, code, displayMsg: messageText('genericError') });
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({ kind: 'network', status: 0, code: ERROR_CODES.network, displayMsg: messageText('networkLost'), cause });
}

export function timeoutError(cause: unknown): ApiError {
  return new ApiError({ kind: 'timeout', status: 0, code: ERROR_CODES.timeout, displayMsg: messageText('asyncTimeout'), cause });
}

export function invalidJsonError(status: number, cause?: unknown): ApiError {
  return new ApiError({ kind: 'invalidJson', status, code: ERROR_CODES.invalidJson, displayMsg: messageText('badResponse'), cause });
}

function errorName(value: unknown): string | undefined {
  return value instanceof Error || (typeof value === 'object' && value !== null && 'name' in value)
    ? String((value as { name: unknown }).name)
    : undefined;
}

function numericStatus(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null || !('status' in value)) return undefined;
  return typeof value.status === 'number' && value.status > 0 ? value.status : undefined;
}

/** A thrown transport error without an answer: a timeout or a lost connection. */
function failureWithoutAnswer(error: unknown): ApiError {
  const cause = error instanceof Error ? error.cause : undefined;
  return errorName(error) === 'TimeoutError' || errorName(cause) === 'TimeoutError' ? timeoutError(error) : networkError(error);
}

/**
 * Normalises anything thrown or answered into an ApiError: ApiErrors pass through, answered errors
 * (an ofetch FetchError or any object with a `status`) use SPEC 8 defaults under the server's `errors[0]`,
 * timeouts and failed fetches become `timeout` / `network`, a JSON SyntaxError `invalidJson`,
 * a bare `{ errors: [...] }` body an `http` error with status 0, anything else the generic error.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const status = numericStatus(error);
  if (status !== undefined) return errorFromResponse(status, (error as { data?: unknown }).data);
  const name = errorName(error);
  if (name === 'FetchError' || name === 'TimeoutError' || error instanceof TypeError) return failureWithoutAnswer(error);
  if (error instanceof SyntaxError) return invalidJsonError(0, error);
  const fields = serverErrorItem(error);
  if (fields.displayMsg !== undefined || fields.code !== undefined) {
    return withServerFields({ kind: 'http', status: 0, code: ERROR_CODES.unknown, displayMsg: messageText('genericError') }, error);
  }
  return new ApiError({ kind: 'http', status: 0, code: ERROR_CODES.unknown, displayMsg: messageText('genericError'), cause: error });
}

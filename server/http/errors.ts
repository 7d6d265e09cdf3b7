/** The one error shape (SPEC 8 `errors[0]`) and the codes the server answers with. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorItem } from '@/contract/errors';

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  tokenRefreshFailed: 'TOKEN_REFRESH_FAILED',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

export function errorResponse(c: Context, status: ContentfulStatusCode, item: ErrorItem): Response {
  const body: ErrorBody = { errors: [item] };
  return c.json(body, status);
}

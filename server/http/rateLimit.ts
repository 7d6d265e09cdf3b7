/** 429 answers with Retry-After, and per-client-address and per-user limits for routes that invite guessing or bulk creation. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { MS_PER_HOUR } from '@/domain/time';
import { rateLimitedMessage } from '../services/otpMessages';
import type { RateLimiter, RateLimitResult } from '../services/rateLimits';
import { keyedHash } from '../services/secrets';
import type { AuthVariables } from './auth';
import { clientAddress } from './clientAddress';
import { errorResponse } from './errors';

const TOO_MANY_REQUESTS = 429;

export function tooManyRequests(c: Context, code: string, displayMsg: string, retryAfterSec: number): Response {
  c.header('Retry-After', String(retryAfterSec));
  return errorResponse(c, TOO_MANY_REQUESTS, { code, displayMsg });
}

/** The RATE_LIMITED answer for a refused hit. */
export const rateLimited = (c: Context, result: Extract<RateLimitResult, { allowed: false }>): Response =>
  tooManyRequests(c, AUTH_ERROR_CODES.rateLimited, rateLimitedMessage(result.retryAfterSec), result.retryAfterSec);

/** A route's limit as createApp hands it over. */
export interface RouteLimit {
  limiter: RateLimiter;
  perHour: number;
}

export interface AddressLimit extends RouteLimit {
  secret: () => Promise<string>;
  /** Names the counter, so limits of different routes do not add up. */
  scope: string;
}

/** Counts every request of the route per client address; over the hourly limit answers 429. */
export function limitPerAddress({ limiter, secret, scope, perHour }: AddressLimit) {
  return createMiddleware(async (c, next) => {
    const result = await limiter.hit(keyedHash(await secret(), scope, clientAddress(c)), { limit: perHour, windowMs: MS_PER_HOUR });
    if (!result.allowed) return rateLimited(c, result);
    await next();
  });
}

/** After requireAuth: counts every request of the route per signed-in user, wherever they send from; over the hourly limit answers 429. */
export function limitPerUser({ limiter, secret, scope, perHour }: AddressLimit) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const result = await limiter.hit(keyedHash(await secret(), scope, c.get('userId')), { limit: perHour, windowMs: MS_PER_HOUR });
    if (!result.allowed) return rateLimited(c, result);
    await next();
  });
}

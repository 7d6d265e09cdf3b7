/** Fixed-window counters in the database, so every server process counts together. */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { type Clock } from './clock';
import { MS_PER_SECOND } from '@/domain/time';

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSec: number };

export interface RateLimiter {
  /** Counts one request under `key` (already a keyed hash) and says whether it is within the limit. */
  hit(key: string, rule: RateLimit): Promise<RateLimitResult>;
  /** Drops windows that ended before `olderThanMs` ago. */
  prune(olderThanMs: number): Promise<void>;
}

export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  return {
    async hit(key, { limit, windowMs }) {
      const now = clock();
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: new Date(windowStart), count: 1 })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
        .returning({ count: rateLimits.count });
      if ((row?.count ?? 0) <= limit) return { allowed: true };
      return { allowed: false, retryAfterSec: Math.ceil((windowStart + windowMs - now) / MS_PER_SECOND) };
    },
    async prune(olderThanMs) {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(clock() - olderThanMs)));
    },
  };
}

/** Signs and verifies access tokens (HS256 JWTs) with a secret shared by every server process. */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

const TOKEN_ALGORITHM = 'HS256';
const TOKEN_SECRET_SETTING = 'token_secret';
const SECRET_BYTES = 48;
const MS_PER_SECOND = 1000;

/** A random opaque value (refresh tokens, session ids, key ids). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Refresh tokens are stored only as this hash; they are random enough that a fast hash is safe. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The configured secret, else the one stored in the database (created by whichever process asks first). */
export async function resolveTokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.insert(settings).values({ key: TOKEN_SECRET_SETTING, value: randomToken(SECRET_BYTES) }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TOKEN_SECRET_SETTING));
  if (!row) throw new Error('The token secret could not be stored.');
  return row.value;
}

export interface AccessToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

export type VerifyResult = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(userId: string): Promise<AccessToken>;
  verify(token: string): Promise<VerifyResult>;
}

export function createTokenService(db: Database, options: { secret?: string; ttlSeconds: number }): TokenService {
  let secret: Promise<string> | undefined;
  const getSecret = () => (secret ??= resolveTokenSecret(db, options.secret));
  return {
    async issue(userId) {
      const now = Math.floor(Date.now() / MS_PER_SECOND);
      const exp = now + options.ttlSeconds;
      const token = await sign({ sub: userId, iat: now, exp }, await getSecret(), TOKEN_ALGORITHM);
      return { token, expiresAt: exp * MS_PER_SECOND };
    },
    async verify(token) {
      const key = await getSecret();
      try {
        const payload = await verify(token, key, TOKEN_ALGORITHM);
        return typeof payload.sub === 'string' && payload.sub ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
      } catch (error) {
        if (error instanceof JwtTokenExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

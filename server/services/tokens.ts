/**
 * Signs and verifies access tokens (HS256 JWTs) with a secret shared by every server process.
 * A token names its user (`sub`), the login it belongs to (`sid`, a session family) and whether the
 * user is logged in; it works only while that session has an unrevoked refresh token, so logout and
 * account deletion take effect at once.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { MS_PER_SECOND } from '@/domain/time';
import { lazySecret, resolveStoredSecret } from './secrets';

const TOKEN_ALGORITHM = 'HS256';
const TOKEN_SECRET_SETTING = 'token_secret';
/**
 * Tokens whose signature this process has checked, with their claims and expiry: a customer's token comes
 * back on every request for its lifetime, and checking an HMAC through WebCrypto costs more than the answer.
 * Past this many the least recently used goes.
 */
const MAX_VERIFIED_TOKENS = 10_000;

/** Refresh tokens are stored only as this hash; they are random enough that a fast hash is safe. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const resolveTokenSecret = (db: Database, configured: string | undefined): Promise<string> =>
  resolveStoredSecret(db, TOKEN_SECRET_SETTING, configured);

export interface AccessToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

export interface TokenClaims {
  userId: string;
  /** The session family: every refresh of one login keeps it. */
  sessionId: string;
  loggedIn: boolean;
}

export type VerifyFailure = 'expired' | 'invalid' | 'ended';
export type VerifyResult = ({ ok: true } & TokenClaims) | { ok: false; reason: VerifyFailure };

export interface VerifyOptions {
  /** Accept an expired token (logout still ends its session). */
  allowExpired?: boolean;
  /**
   * A token we signed that has not expired is enough: its session is not looked up. For answers that are the
   * same for everyone (the catalogue), where a session ended less than a token's lifetime ago reveals nothing.
   */
  signatureOnly?: boolean;
}

export interface TokenService {
  /** Signed as of `issuedAtMs` (now by default): the same claims and moment give the same token. */
  issue(claims: TokenClaims, issuedAtMs?: number): Promise<AccessToken>;
  verify(token: string, options?: VerifyOptions): Promise<VerifyResult>;
  /** The shared secret, for keyed hashes of other short-lived values. */
  secret(): Promise<string>;
}

/** As hono/jwt judges `exp`: expired from its second on; our tokens always carry one. */
const hasExpired = (exp: unknown): boolean => typeof exp !== 'number' || exp <= Math.floor(Date.now() / MS_PER_SECOND);

function claimsOf(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, sid, loggedIn } = payload;
  if (typeof sub !== 'string' || !sub || typeof sid !== 'string' || !sid || typeof loggedIn !== 'boolean') return null;
  return { userId: sub, sessionId: sid, loggedIn };
}

async function isSessionActive(db: Database, claims: TokenClaims): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row !== undefined;
}

export function createTokenService(db: Database, options: { secret?: string; ttlSeconds: number }): TokenService {
  const getSecret = lazySecret(db, TOKEN_SECRET_SETTING, options.secret);
  const verified = new Map<string, { claims: TokenClaims; expiresAtSeconds: number }>();
  const remember = (token: string, claims: TokenClaims, payload: Record<string, unknown>) => {
    if (typeof payload.exp !== 'number') return;
    verified.set(token, { claims, expiresAtSeconds: payload.exp });
    if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
  };
  const checkSignature = async (token: string, allowExpired: boolean): Promise<TokenClaims | VerifyFailure> => {
    try {
      // Expiry is judged after the signature, so that only a token of ours is ever called expired.
      const payload = await verify(token, await getSecret(), { alg: TOKEN_ALGORITHM, exp: false });
      if (!allowExpired && hasExpired(payload.exp)) return 'expired';
      const claims = claimsOf(payload);
      if (claims) remember(token, claims, payload);
      return claims ?? 'invalid';
    } catch {
      return 'invalid';
    }
  };
  const decode = async (token: string, allowExpired: boolean): Promise<TokenClaims | VerifyFailure> => {
    const known = verified.get(token);
    if (!known) return checkSignature(token, allowExpired);
    verified.delete(token);
    verified.set(token, known);
    return allowExpired || !hasExpired(known.expiresAtSeconds) ? known.claims : 'expired';
  };
  return {
    secret: getSecret,
    async issue({ userId, sessionId, loggedIn }, issuedAtMs = Date.now()) {
      const now = Math.floor(issuedAtMs / MS_PER_SECOND);
      const exp = now + options.ttlSeconds;
      const token = await sign({ sub: userId, sid: sessionId, loggedIn, iat: now, exp }, await getSecret(), TOKEN_ALGORITHM);
      return { token, expiresAt: exp * MS_PER_SECOND };
    },
    async verify(token, { allowExpired = false, signatureOnly = false } = {}) {
      const claims = await decode(token, allowExpired);
      if (typeof claims === 'string') return { ok: false, reason: claims };
      if (signatureOnly) return { ok: true, ...claims };
      return (await isSessionActive(db, claims)) ? { ok: true, ...claims } : { ok: false, reason: 'ended' };
    },
  };
}

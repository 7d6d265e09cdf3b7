/**
 * Sessions and their credentials, for anonymous and logged-in users. Refresh tokens rotate on every
 * use; presenting a logged-in user's already rotated token again is taken as theft and ends all of
 * that user's sessions. Within REFRESH_REUSE_GRACE_SECONDS of its rotation, though, a token presented
 * again answers the credentials it was rotated into (two tabs refreshing at once): the successor refresh
 * token is derived from the presented one with the server secret, so it is never stored in the clear and
 * every process sharing the database can answer it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AnonymousSession, Credentials } from '@/contract/accounts';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { MS_PER_DAY } from '@/domain/time';
import { keyedHash, randomToken } from './secrets';
import { hashToken, type TokenService } from './tokens';

const REFRESH_TOKEN_TTL_MS = 30 * MS_PER_DAY;
const ACCESS_KEY_BYTES = 15;
/**
 * How long after a refresh the same refresh token may be presented again and get the same new credentials
 * instead of being taken as theft: long enough for tabs, devices on a slow network and retried requests
 * that refreshed at the same moment, short enough that a stolen token is of little use.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

type Writer = Pick<Database, 'insert' | 'update'>;

interface StoredSession {
  id: string;
  familyId: string;
  refreshToken: string;
  accessKeyId: string;
  /** When its credentials were issued: its access token is signed as of then. */
  issuedAt: Date;
}

/** The refresh token a refresh token is rotated into: the same for every refresh of it, in every process. */
const successorToken = (secret: string, refreshToken: string): string => keyedHash(secret, 'refresh-successor', refreshToken);

async function storeSession(
  db: Writer,
  userId: string,
  familyId: string = randomUUID(),
  refreshToken = randomToken(),
): Promise<StoredSession> {
  const issuedAt = new Date();
  const stored = { id: randomUUID(), familyId, refreshToken, accessKeyId: randomToken(ACCESS_KEY_BYTES), issuedAt };
  await db.insert(sessions).values({
    id: stored.id,
    userId,
    familyId,
    refreshTokenHash: hashToken(refreshToken),
    accessKeyId: stored.accessKeyId,
    createdAt: issuedAt,
    expiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return stored;
}

/** Signed after the transaction commits: the token service may read its secret through another query. */
async function credentialsFor(tokens: TokenService, userId: string, loggedIn: boolean, stored: StoredSession): Promise<Credentials> {
  const access = await tokens.issue({ userId, sessionId: stored.familyId, loggedIn }, stored.issuedAt.getTime());
  return {
    accessKeyId: stored.accessKeyId,
    sessionToken: randomToken(),
    accessToken: access.token,
    refreshToken: stored.refreshToken,
    secretKey: randomToken(),
    expiresAt: access.expiresAt,
  };
}

export async function createAnonymousSession(db: Database, tokens: TokenService): Promise<AnonymousSession> {
  const userId = randomUUID();
  const stored = await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, anonymous: true });
    return storeSession(tx, userId);
  });
  return { userId, credentials: await credentialsFor(tokens, userId, false, stored) };
}

/** A new login of an existing (logged-in kind of) user. */
export async function startUserSession(db: Database, tokens: TokenService, userId: string): Promise<Credentials> {
  return credentialsFor(tokens, userId, true, await storeSession(db, userId));
}

export type SessionKind = 'anonymous' | 'loggedIn';

/** 'ended': the server ended the session (logout, deleted account, theft); 'failed': anything else. */
export type RefreshResult = { ok: true; credentials: Credentials } | { ok: false; reason: 'failed' | 'ended' };

const endedValues = () => ({ revokedAt: sql`now()`, revokeReason: 'ended' as const });

async function rotate(
  db: Database,
  secret: string,
  userId: string,
  refreshToken: string,
  kind: SessionKind,
): Promise<{ ok: true; stored: StoredSession } | { ok: false; reason: 'failed' | 'ended' }> {
  const tokenHash = hashToken(refreshToken);
  const successor = successorToken(secret, refreshToken);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ anonymous: users.anonymous }).from(users).where(eq(users.id, userId));
    if (!user || user.anonymous !== (kind === 'anonymous')) return { ok: false, reason: 'failed' } as const;
    const [used] = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokeReason: 'rotated' })
      .where(
        and(
          eq(sessions.refreshTokenHash, tokenHash),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: sessions.id, familyId: sessions.familyId });
    if (used) {
      const next = await storeSession(tx, userId, used.familyId, successor);
      await tx.update(sessions).set({ replacedBy: next.id }).where(eq(sessions.id, used.id));
      return { ok: true, stored: next } as const;
    }
    const [presented] = await tx
      .select({
        reason: sessions.revokeReason,
        replacedBy: sessions.replacedBy,
        inGrace: sql<boolean>`${sessions.revokedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`,
      })
      .from(sessions)
      .where(and(eq(sessions.refreshTokenHash, tokenHash), eq(sessions.userId, userId)));
    if (presented?.reason === 'ended') return { ok: false, reason: 'ended' } as const;
    if (presented?.reason === 'rotated' && presented.inGrace && presented.replacedBy) {
      const [next] = await tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.id, presented.replacedBy),
            eq(sessions.refreshTokenHash, hashToken(successor)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      if (next) {
        const { id, familyId, accessKeyId, createdAt } = next;
        return { ok: true, stored: { id, familyId, accessKeyId, refreshToken: successor, issuedAt: createdAt } } as const;
      }
    }
    if (presented?.reason === 'rotated' && kind === 'loggedIn') {
      await tx
        .update(sessions)
        .set(endedValues())
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    return { ok: false, reason: 'failed' } as const;
  });
}

/**
 * Revokes the presented refresh token and issues new credentials. The conditional update lets only
 * one of two concurrent refreshes with the same token rotate it; the other, waiting on its row, then
 * answers the same new credentials (the grace window).
 */
export async function refreshSession(
  db: Database,
  tokens: TokenService,
  kind: SessionKind,
  userId: string,
  refreshToken: string,
): Promise<RefreshResult> {
  // Read before the transaction: the token service may read its secret through another query.
  const outcome = await rotate(db, await tokens.secret(), userId, refreshToken, kind);
  if (!outcome.ok) return outcome;
  return { ok: true, credentials: await credentialsFor(tokens, userId, kind === 'loggedIn', outcome.stored) };
}

/** Ends one login (its refresh tokens and, through them, its access tokens). */
export async function endSession(db: Writer, userId: string, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set(endedValues())
    .where(and(eq(sessions.userId, userId), eq(sessions.familyId, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every login of the user, or every one but `keepSessionId`. */
export async function endAllSessions(db: Writer, userId: string, keepSessionId?: string): Promise<void> {
  const keep = keepSessionId === undefined ? undefined : ne(sessions.familyId, keepSessionId);
  await db
    .update(sessions)
    .set(endedValues())
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

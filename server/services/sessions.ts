/** Anonymous users and their credentials; refresh tokens rotate on every use. */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnonymousSession } from '@/api/contract';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, randomToken, type TokenService } from './tokens';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ACCESS_KEY_BYTES = 15;

interface StoredSession {
  id: string;
  refreshToken: string;
  accessKeyId: string;
}

async function storeSession(db: Pick<Database, 'insert'>, userId: string): Promise<StoredSession> {
  const stored = { id: randomUUID(), refreshToken: randomToken(), accessKeyId: randomToken(ACCESS_KEY_BYTES) };
  await db.insert(sessions).values({
    id: stored.id,
    userId,
    refreshTokenHash: hashToken(stored.refreshToken),
    accessKeyId: stored.accessKeyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return stored;
}

/** Signed after the transaction commits: the token service may read its secret through another query. */
async function credentialsFor(tokens: TokenService, userId: string, stored: StoredSession): Promise<AnonymousSession> {
  const access = await tokens.issue(userId);
  return {
    userId,
    credentials: {
      accessKeyId: stored.accessKeyId,
      sessionToken: randomToken(),
      accessToken: access.token,
      refreshToken: stored.refreshToken,
      secretKey: randomToken(),
      expiresAt: access.expiresAt,
    },
  };
}

export async function createAnonymousSession(db: Database, tokens: TokenService): Promise<AnonymousSession> {
  const userId = randomUUID();
  const stored = await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, anonymous: true });
    return storeSession(tx, userId);
  });
  return credentialsFor(tokens, userId, stored);
}

/**
 * Revokes the presented refresh token and issues new credentials, or returns null when the token is
 * unknown, expired, already used or belongs to another user. The conditional update lets only one of
 * two concurrent refreshes with the same token win.
 */
export async function refreshAnonymousSession(
  db: Database,
  tokens: TokenService,
  userId: string,
  refreshToken: string,
): Promise<AnonymousSession | null> {
  const stored = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.refreshTokenHash, hashToken(refreshToken)),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: sessions.id });
    if (!used) return null;
    const next = await storeSession(tx, userId);
    await tx.update(sessions).set({ replacedBy: next.id }).where(eq(sessions.id, used.id));
    return next;
  });
  return stored && credentialsFor(tokens, userId, stored);
}

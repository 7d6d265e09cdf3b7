/** Anonymous users and their credentials; refresh tokens rotate on every use. */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnonymousSession } from '@/api/contract';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, randomToken, type TokenService } from './tokens';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ACCESS_KEY_BYTES = 15;

type Executor = Pick<Database, 'insert'>;

async function issueSession(db: Executor, tokens: TokenService, userId: string): Promise<{ id: string; session: AnonymousSession }> {
  const id = randomUUID();
  const refreshToken = randomToken();
  const accessKeyId = randomToken(ACCESS_KEY_BYTES);
  await db.insert(sessions).values({
    id,
    userId,
    refreshTokenHash: hashToken(refreshToken),
    accessKeyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const access = await tokens.issue(userId);
  return {
    id,
    session: {
      userId,
      credentials: {
        accessKeyId,
        sessionToken: randomToken(),
        accessToken: access.token,
        refreshToken,
        secretKey: randomToken(),
        expiresAt: access.expiresAt,
      },
    },
  };
}

export async function createAnonymousSession(db: Database, tokens: TokenService): Promise<AnonymousSession> {
  return db.transaction(async (tx) => {
    const userId = randomUUID();
    await tx.insert(users).values({ id: userId, anonymous: true });
    return (await issueSession(tx, tokens, userId)).session;
  });
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
  return db.transaction(async (tx) => {
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
    const next = await issueSession(tx, tokens, userId);
    await tx.update(sessions).set({ replacedBy: next.id }).where(eq(sessions.id, used.id));
    return next.session;
  });
}

import { count, eq, sql } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { AnonymousSession } from '@/contract/accounts';
import type { ErrorBody } from '@/contract/errors';
import { sessions, users } from '@server/db/schema';
import { REFRESH_REUSE_GRACE_SECONDS } from '@server/services/sessions';
import { createTokenService, hashToken, resolveTokenSecret } from '@server/services/tokens';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';

const { tokenRefreshFailed: TOKEN_REFRESH_FAILED } = messagesEn.texts;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0];
const refresh = (userId: string, refreshToken: string) => server.fetch(PATHS.refreshAnonymousToken, jsonInit({ refreshToken }, { userId }));

/** Moves a rotated refresh token's rotation back to just past the grace window. */
const pastGrace = (refreshToken: string) =>
  server.database.db
    .update(sessions)
    .set({ revokedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})` })
    .where(eq(sessions.refreshTokenHash, hashToken(refreshToken)));

describe('POST anonymousUser', () => {
  it('creates an anonymous user and answers 201 with signed, expiring credentials', async () => {
    const before = Date.now();
    const response = await server.fetch(PATHS.anonymousUser, { method: 'POST' });
    expect(response.status).toBe(201);
    const { userId, credentials } = (await response.json()) as AnonymousSession;
    expect(credentials.accessToken.split('.')).toHaveLength(3);
    for (const field of ['refreshToken', 'sessionToken', 'accessKeyId', 'secretKey'] as const) {
      expect(credentials[field].length).toBeGreaterThanOrEqual(16);
    }
    const ttlMs = server.env.TOKEN_TTL_SECONDS * 1000;
    expect(credentials.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + ttlMs);
    expect(credentials.expiresAt).toBeLessThanOrEqual(Date.now() + ttlMs);

    const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.anonymous).toBe(true);
    const [stored] = await server.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored?.refreshTokenHash).not.toBe(credentials.refreshToken);
    expect(stored?.revokedAt).toBeNull();
  });

  it('gives every caller a different user and different tokens', async () => {
    const [a, b] = await Promise.all([signInAnonymously(server), signInAnonymously(server)]);
    expect(a.userId).not.toBe(b.userId);
    expect(a.credentials.refreshToken).not.toBe(b.credentials.refreshToken);
  });

  it('the access token opens signed-in endpoints for its own user only', async () => {
    const me = await signInAnonymously(server);
    const other = await signInAnonymously(server);
    expect((await server.fetch(PATHS.navMenu, { headers: me.headers })).status).toBe(200);
    const mismatched = await server.fetch(PATHS.navMenu, { headers: { ...me.headers, userId: other.userId } });
    expect(mismatched.status).toBe(401);
    expect(await errorOf(mismatched)).toMatchObject({
      code: 'UNAUTHORIZED',
      displayMsg: 'The userId header does not match the access token.',
    });
  });
});

describe('access token checks', () => {
  it('refuses an expired access token with 401 UNAUTHORIZED', async () => {
    const me = await signInAnonymously(server);
    const secret = await resolveTokenSecret(server.database.db, undefined);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await sign({ sub: me.userId, iat: past - 3600, exp: past }, secret, 'HS256');
    const response = await server.fetch(PATHS.alerts, { headers: { ...me.headers, authToken: expired } });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', displayMsg: 'The access token has expired.' });
  });

  it('refuses a token signed with another secret', async () => {
    const me = await signInAnonymously(server);
    const forged = await sign({ sub: me.userId, exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-server-secret-at-all', 'HS256');
    const response = await server.fetch(PATHS.alerts, { headers: { ...me.headers, authToken: forged } });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', displayMsg: 'The access token is not valid.' });
  });

  it('refuses a request without the userId header', async () => {
    const me = await signInAnonymously(server);
    const response = await server.fetch(PATHS.widgets, { headers: { authToken: me.credentials.accessToken } });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', displayMsg: 'The userId header is missing.' });
  });
});

describe('POST refreshAnonymousToken', () => {
  it('rotates: answers new credentials, and the used refresh token is refused once the grace window has passed', async () => {
    const me = await signInAnonymously(server);
    const first = await refresh(me.userId, me.credentials.refreshToken);
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as AnonymousSession;
    expect(renewed.userId).toBe(me.userId);
    expect(renewed.credentials.refreshToken).not.toBe(me.credentials.refreshToken);
    const renewedHeaders = { authToken: renewed.credentials.accessToken, userId: me.userId };
    expect((await server.fetch(PATHS.navMenu, { headers: renewedHeaders })).status).toBe(200);

    await pastGrace(me.credentials.refreshToken);
    const reused = await refresh(me.userId, me.credentials.refreshToken);
    expect(reused.status).toBe(401);
    expect(await errorOf(reused)).toEqual({ code: 'TOKEN_REFRESH_FAILED', displayMsg: TOKEN_REFRESH_FAILED });

    expect((await refresh(me.userId, renewed.credentials.refreshToken)).status).toBe(200);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, me.userId));
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it("refuses another user's refresh token and leaves it usable by its owner", async () => {
    const owner = await signInAnonymously(server);
    const thief = await signInAnonymously(server);
    const stolen = await refresh(thief.userId, owner.credentials.refreshToken);
    expect(stolen.status).toBe(401);
    expect((await errorOf(stolen))?.code).toBe('TOKEN_REFRESH_FAILED');
    expect((await refresh(owner.userId, owner.credentials.refreshToken)).status).toBe(200);
  });

  it('refuses an unknown refresh token and a missing userId header', async () => {
    const me = await signInAnonymously(server);
    expect((await refresh(me.userId, 'never-issued-token')).status).toBe(401);
    const withoutUser = await server.fetch(PATHS.refreshAnonymousToken, jsonInit({ refreshToken: me.credentials.refreshToken }));
    expect(withoutUser.status).toBe(401);
    expect((await errorOf(withoutUser))?.code).toBe('TOKEN_REFRESH_FAILED');
  });

  it('gives two concurrent refreshes with the same token the same new token pair, rotating it once', async () => {
    const me = await signInAnonymously(server);
    const responses = await Promise.all([refresh(me.userId, me.credentials.refreshToken), refresh(me.userId, me.credentials.refreshToken)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(responses.map((response) => response.json()))) as AnonymousSession[];
    expect(b!.credentials).toMatchObject({
      refreshToken: a!.credentials.refreshToken,
      accessToken: a!.credentials.accessToken,
      accessKeyId: a!.credentials.accessKeyId,
      expiresAt: a!.credentials.expiresAt,
    });
    expect(a!.credentials.refreshToken).not.toBe(me.credentials.refreshToken);
    const [issued] = await server.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, me.userId));
    expect(issued?.n).toBe(2);
    expect((await refresh(me.userId, a!.credentials.refreshToken)).status).toBe(200);
  });
});

describe('a token checked once', () => {
  const SECRET = 'a-test-secret-of-thirty-two-chars!';
  const CLAIMS = { userId: 'u-1', sessionId: 's-1', loggedIn: false };
  afterEach(() => vi.useRealTimers());

  it('expires on time although its signature is not checked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(server.database.db, { secret: SECRET, ttlSeconds: 60 });
    const { token } = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token, { signatureOnly: true })).toEqual({ ok: true, ...CLAIMS });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token, { signatureOnly: true })).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token, { signatureOnly: true, allowExpired: true })).toEqual({ ok: true, ...CLAIMS });
  });

  it('does not vouch for a token that differs from it in the signature', async () => {
    const tokens = createTokenService(server.database.db, { secret: SECRET, ttlSeconds: 60 });
    const { token } = await tokens.issue(CLAIMS);
    expect((await tokens.verify(token, { signatureOnly: true })).ok).toBe(true);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.slice(-1)}`;
    expect(await tokens.verify(tampered, { signatureOnly: true })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still needs its session when the session is asked for', async () => {
    const me = await signInAnonymously(server);
    expect((await server.fetch(PATHS.alerts, { headers: me.headers })).status).toBe(200);
    await server.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, me.userId));
    const response = await server.fetch(PATHS.alerts, { headers: me.headers });
    expect(response.status).toBe(401);
  });
});

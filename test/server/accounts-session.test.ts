import { eq, sql } from 'drizzle-orm';
import { decode, sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { LoginResponse, RefreshTokenResponse } from '@/contract/accounts';
import type { Profile } from '@/contract/profile';
import { addresses, carts, favourites, otpCodes, sessions, smsOutbox, socialIdentities, users, wallets } from '@server/db/schema';
import { REFRESH_REUSE_GRACE_SECONDS } from '@server/services/sessions';
import { hashToken, resolveTokenSecret } from '@server/services/tokens';
import { createTestClock, errorOf, jsonRequest, loginWithOtp, nextMobile, userPath, withHeaders, type LoggedIn } from './support/accounts';
import { addressBody } from './support/addresses';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';

const { loggedOutByApi: LOGGED_OUT_BY_API, tokenRefreshFailed: TOKEN_REFRESH_FAILED } = messagesEn.texts;

const RESEND_MS = 45_000;
const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' } });
});
afterAll(() => server.close());

const SESSION_ENDED = { code: 'SESSION_ENDED', displayMsg: LOGGED_OUT_BY_API };
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', displayMsg: 'The mobile number or password is incorrect.' };

/** A second login of the same user: OTP again once the resend wait is over. */
async function loginAgain(user: LoggedIn): Promise<LoggedIn> {
  clock.advance(RESEND_MS);
  return loginWithOtp(server, user.attributes.mobile);
}

const refreshOn = (on: TestServer, userId: string, refreshToken: string, headers: Record<string, string> = { userId, refreshToken }) =>
  on.fetch(PATHS.refreshToken, jsonInit({ userId, refreshToken }, headers));
const refresh = (userId: string, refreshToken: string, headers?: Record<string, string>) =>
  refreshOn(server, userId, refreshToken, headers);

/** Moves a rotated refresh token's rotation back to just past the grace window. */
const pastGrace = (refreshToken: string) =>
  server.database.db
    .update(sessions)
    .set({ revokedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})` })
    .where(eq(sessions.refreshTokenHash, hashToken(refreshToken)));

const setPassword = (user: LoggedIn, password: string, userId = user.userId) =>
  server.fetch(userPath(PATHS.setPassword, userId), jsonRequest('PUT', { password }, user.headers));

const passwordLogin = (mobile: string, password: string) => server.fetch(PATHS.passwordLogin, jsonInit({ mobile, password }));

const profileOf = (user: LoggedIn) => server.fetch(userPath(PATHS.profile, user.userId), { headers: user.headers });

describe('password', () => {
  it('set through the logged-in owner, then logs in; a wrong password or unknown mobile get one generic 401', async () => {
    const user = await loginWithOtp(server);
    const mobile = user.attributes.mobile;
    expect((await setPassword(user, 'correct horse')).status).toBe(204);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);

    const login = await passwordLogin(mobile, 'correct horse');
    expect(login.status).toBe(200);
    const body = (await login.json()) as LoginResponse;
    expect(body).toMatchObject({ status: 'SUCCESS', userId: user.userId, attributes: { mobile, phoneNumberVerified: true } });

    const wrong = await passwordLogin(mobile, 'wrong horse!');
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual(INVALID_CREDENTIALS);
    const unknown = await passwordLogin(nextMobile(), 'correct horse');
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toEqual(INVALID_CREDENTIALS);
    const otpOnly = await loginWithOtp(server);
    expect(await errorOf(await passwordLogin(otpOnly.attributes.mobile, 'anything at all'))).toEqual(INVALID_CREDENTIALS);
  });

  it('must have at least 8 characters', async () => {
    const user = await loginWithOtp(server);
    const response = await setPassword(user, 'short');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg: 'Password should be at least 8 characters.' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.passwordHash).toBeNull();
  });

  it("setting it ends the user's other sessions, not the caller's", async () => {
    const here = await loginWithOtp(server);
    const elsewhere = await loginAgain(here);
    expect((await setPassword(here, 'a new password')).status).toBe(204);
    expect((await profileOf(here)).status).toBe(200);
    const ended = await profileOf(elsewhere);
    expect(ended.status).toBe(401);
    expect(await errorOf(ended)).toEqual(SESSION_ENDED);
  });

  it('allows 10 guesses per mobile per hour from one address, then 429 RATE_LIMITED', async () => {
    const user = await loginWithOtp(server);
    await setPassword(user, 'the real password');
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await passwordLogin(user.attributes.mobile, `guess number ${i}`)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await passwordLogin(user.attributes.mobile, 'the real password');
    expect(limited.status).toBe(429);
    expect((await errorOf(limited))?.code).toBe('RATE_LIMITED');
  });
});

describe('POST refreshToken (logged in)', () => {
  it('rotates; a used refresh token presented after the grace window is refused and, as a theft signal, ends all the user’s sessions', async () => {
    const user = await loginWithOtp(server, nextMobile(), { firstName: 'Ravi' });
    const other = await loginAgain(user);
    const first = await refresh(user.userId, user.credentials.refreshToken);
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as RefreshTokenResponse;
    expect(renewed.credentials.refreshToken).not.toBe(user.credentials.refreshToken);
    expect(renewed.attributes).toMatchObject({ userId: user.userId, firstName: 'Ravi', cognitoLoggedin: true });
    expect(decode(renewed.credentials.accessToken).payload).toMatchObject({ sub: user.userId, loggedIn: true });
    const renewedHeaders = { authToken: renewed.credentials.accessToken, userId: user.userId };
    expect((await server.fetch(PATHS.navMenu, { headers: renewedHeaders })).status).toBe(200);

    await pastGrace(user.credentials.refreshToken);
    const reused = await refresh(user.userId, user.credentials.refreshToken);
    expect(reused.status).toBe(401);
    expect(await errorOf(reused)).toEqual({ code: 'TOKEN_REFRESH_FAILED', displayMsg: TOKEN_REFRESH_FAILED });

    expect(await errorOf(await refresh(user.userId, renewed.credentials.refreshToken))).toEqual(SESSION_ENDED);
    expect(await errorOf(await server.fetch(PATHS.navMenu, { headers: renewedHeaders }))).toEqual(SESSION_ENDED);
    expect(await errorOf(await refresh(other.userId, other.credentials.refreshToken))).toEqual(SESSION_ENDED);
    const live = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(live.filter((row) => row.revokedAt === null)).toEqual([]);
  });

  it('gives two tabs refreshing at once through two server processes on one database the same new pair, and revokes nothing', async () => {
    const user = await loginWithOtp(server);
    const other = await loginAgain(user);
    const second = await startTestServer({ clock, database: server.database });
    try {
      const responses = await Promise.all([
        refresh(user.userId, user.credentials.refreshToken),
        refreshOn(second, user.userId, user.credentials.refreshToken),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const [a, b] = (await Promise.all(responses.map((response) => response.json()))) as RefreshTokenResponse[];
      expect(b!.credentials.refreshToken).toBe(a!.credentials.refreshToken);
      expect(b!.credentials.accessToken).toBe(a!.credentials.accessToken);
    } finally {
      await second.close();
    }
    const again = await refresh(user.userId, user.credentials.refreshToken);
    expect(again.status).toBe(200);
    const renewed = ((await again.json()) as RefreshTokenResponse).credentials;
    expect((await server.fetch(PATHS.navMenu, { headers: { authToken: renewed.accessToken, userId: user.userId } })).status).toBe(200);
    expect((await server.fetch(PATHS.navMenu, { headers: other.headers })).status).toBe(200);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(2);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(2);
    expect((await refresh(user.userId, renewed.refreshToken)).status).toBe(200);
  });

  it('needs the userId and refreshToken headers to equal the body', async () => {
    const user = await loginWithOtp(server);
    const mismatch = await refresh(user.userId, user.credentials.refreshToken, { userId: user.userId });
    expect(mismatch.status).toBe(400);
    expect(await errorOf(mismatch)).toEqual({
      code: 'BAD_REQUEST',
      displayMsg: 'The userId and refreshToken headers must match the body.',
    });
    expect((await refresh(user.userId, user.credentials.refreshToken)).status).toBe(200);
  });

  it('keeps anonymous and logged-in refresh tokens apart', async () => {
    const anonymous = await signInAnonymously(server);
    const wrongKind = await refresh(anonymous.userId, anonymous.credentials.refreshToken);
    expect(await errorOf(wrongKind)).toEqual({ code: 'TOKEN_REFRESH_FAILED', displayMsg: TOKEN_REFRESH_FAILED });
    const user = await loginWithOtp(server);
    const asAnonymous = await server.fetch(
      PATHS.refreshAnonymousToken,
      jsonInit({ refreshToken: user.credentials.refreshToken }, { userId: user.userId }),
    );
    expect(asAnonymous.status).toBe(401);
    expect((await refresh(user.userId, user.credentials.refreshToken)).status).toBe(200);
  });
});

describe('POST logout', () => {
  it('ends this session: its access token answers 401 SESSION_ENDED at once, its refresh token too; other sessions go on', async () => {
    const user = await loginWithOtp(server);
    const other = await loginAgain(user);
    const response = await server.fetch(PATHS.logout, { method: 'POST', headers: user.headers });
    expect(response.status).toBe(204);
    const access = await server.fetch(PATHS.alerts, { headers: user.headers });
    expect(access.status).toBe(401);
    expect(await errorOf(access)).toEqual(SESSION_ENDED);
    const refreshed = await refresh(user.userId, user.credentials.refreshToken);
    expect(refreshed.status).toBe(401);
    expect(await errorOf(refreshed)).toEqual(SESSION_ENDED);
    expect((await profileOf(other)).status).toBe(200);
  });

  it('with everywhere: true ends every session of the user', async () => {
    const user = await loginWithOtp(server);
    const other = await loginAgain(user);
    const response = await server.fetch(PATHS.logout, jsonInit({ everywhere: true }, user.headers));
    expect(response.status).toBe(204);
    expect(await errorOf(await profileOf(other))).toEqual(SESSION_ENDED);
    expect(await errorOf(await refresh(other.userId, other.credentials.refreshToken))).toEqual(SESSION_ENDED);
  });

  it('still ends the session when the access token has expired', async () => {
    const user = await loginWithOtp(server);
    const { payload } = decode(user.credentials.accessToken);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await sign({ ...payload, iat: past - 60, exp: past }, await resolveTokenSecret(server.database.db, undefined), 'HS256');
    const response = await server.fetch(PATHS.logout, { method: 'POST', headers: { ...user.headers, authToken: expired } });
    expect(response.status).toBe(204);
    expect(await errorOf(await refresh(user.userId, user.credentials.refreshToken))).toEqual(SESSION_ENDED);
  });
});

describe('profile and wallet', () => {
  it('GET answers the profile; PUT validates with the SPEC 5 rules and saves', async () => {
    const user = await loginWithOtp(server, nextMobile(), { firstName: 'Asha', lastName: 'Rao' });
    const profile = await profileOf(user);
    expect(await profile.json()).toEqual({
      userId: user.userId,
      mobile: user.attributes.mobile,
      firstName: 'Asha',
      lastName: 'Rao',
      email: '',
      language: null,
    } satisfies Profile);

    const put = (body: unknown) => server.fetch(userPath(PATHS.profile, user.userId), jsonRequest('PUT', body, user.headers));
    const refused = [
      [{ firstName: ' ', lastName: 'Rao', email: '' }, 'Please enter first name.'],
      [{ firstName: 'A'.repeat(51), lastName: 'Rao', email: '' }, 'Please enter first name.'],
      [{ firstName: 'Asha', lastName: '', email: '' }, 'Please enter last name.'],
      [{ firstName: 'Asha', lastName: 'Rao', email: 'asha@' }, 'Invalid email.'],
      [{}, 'Send at least one of firstName, lastName, email or language.'],
    ] as const;
    for (const [body, displayMsg] of refused) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg });
    }
    expect(((await (await profileOf(user)).json()) as Profile).firstName).toBe('Asha');

    const saved = await put({ firstName: ' Asha ', lastName: 'Iyer', email: 'asha@example.in' });
    expect(saved.status).toBe(200);
    const expected = {
      userId: user.userId,
      mobile: user.attributes.mobile,
      firstName: 'Asha',
      lastName: 'Iyer',
      email: 'asha@example.in',
      language: null,
    };
    expect(await saved.json()).toEqual(expected);
    expect(await (await profileOf(user)).json()).toEqual(expected);
  });

  it('PUT profile changes only the field it carries, so a new customer can save a first name alone', async () => {
    const user = await loginWithOtp(server, nextMobile());
    const put = await server.fetch(userPath(PATHS.profile, user.userId), jsonRequest('PUT', { firstName: 'Priya' }, user.headers));
    expect(put.status).toBe(200);
    expect(await (await profileOf(user)).json()).toMatchObject({ firstName: 'Priya', lastName: '', email: '' });
  });

  it('GET walletSummary answers a zero balance and no loyalty programme', async () => {
    const user = await loginWithOtp(server);
    const response = await server.fetch(userPath(PATHS.walletSummary, user.userId), { headers: user.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      totalBalance: 0,
      loyaltyProgram: null,
      parts: [
        { part: 'PIZZA_PALS', balance: 0 },
        { part: 'PROMO', balance: 0 },
        { part: 'REFUND', balance: 0 },
      ],
    });
  });
});

describe('only the owner', () => {
  it("answers 403 Unauthorized_access for another user's profile, wallet, password and delete, and changes nothing", async () => {
    const alice = await loginWithOtp(server, nextMobile(), { firstName: 'Alice' });
    const bob = await loginWithOtp(server, nextMobile(), { firstName: 'Bob' });
    const attempts: [string, RequestInit][] = [
      [PATHS.profile, { headers: alice.headers }],
      [PATHS.profile, jsonRequest('PUT', { firstName: 'Mallory', lastName: 'X', email: '' }, alice.headers)],
      [PATHS.walletSummary, { headers: alice.headers }],
      [PATHS.setPassword, jsonRequest('PUT', { password: 'taken over!' }, alice.headers)],
      [PATHS.deleteAccount, { method: 'DELETE', headers: alice.headers }],
    ];
    for (const [path, init] of attempts) {
      const response = await server.fetch(userPath(path, bob.userId), init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(403);
      expect(await errorOf(response)).toEqual({ code: 'Unauthorized_access', displayMsg: 'You can only access your own account.' });
    }
    const [row] = await server.database.db.select().from(users).where(eq(users.id, bob.userId));
    expect(row).toMatchObject({ firstName: 'Bob', passwordHash: null, deletedAt: null });
    expect((await profileOf(bob)).status).toBe(200);
  });

  it('refuses anonymous users (403) and callers without a token (401)', async () => {
    const anonymous = await signInAnonymously(server);
    const asAnonymous = await server.fetch(userPath(PATHS.profile, anonymous.userId), { headers: anonymous.headers });
    expect(asAnonymous.status).toBe(403);
    expect(await errorOf(asAnonymous)).toEqual({ code: 'Unauthorized_access', displayMsg: 'Please login to continue.' });
    const user = await loginWithOtp(server);
    expect((await server.fetch(userPath(PATHS.walletSummary, user.userId))).status).toBe(401);
  });
});

describe('DELETE deleteAccount', () => {
  it('removes the personal data, ends every session, and the mobile later starts a new empty account', async () => {
    const user = await loginWithOtp(server, nextMobile(), { firstName: 'Meera', lastName: 'Das' });
    const mobile = user.attributes.mobile;
    await setPassword(user, 'meera password');
    const { db } = server.database;
    await db.insert(socialIdentities).values({ provider: 'sandbox', subject: 'sandbox-meera', userId: user.userId });
    const addressResponse = await server.fetch(userPath(PATHS.addresses, user.userId), jsonInit(addressBody(), user.headers));
    expect(addressResponse.status).toBe(201);
    const favouriteResponse = await server.fetch(
      userPath(PATHS.favourites, user.userId),
      jsonInit({ productId: 101, favourite: true }, user.headers),
    );
    expect(favouriteResponse.status).toBe(200);
    const cartResponse = await server.fetch(PATHS.cart, {
      ...jsonInit(
        {
          storeId: '66201',
          deliveryType: 'D',
          items: [{ productId: 501, crustId: null, sizeId: null, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] }],
        },
        user.headers,
      ),
      method: 'PUT',
    });
    expect(cartResponse.status).toBe(200);

    const response = await server.fetch(userPath(PATHS.deleteAccount, user.userId), { method: 'DELETE', headers: user.headers });
    expect(response.status).toBe(204);

    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(row).toMatchObject({ mobile: null, firstName: null, lastName: null, email: null, passwordHash: null, cartId: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
    expect(await db.select().from(wallets).where(eq(wallets.userId, user.userId))).toEqual([]);
    expect(await db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.userId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.userId))).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.userId, user.userId))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.userId, user.userId))).toEqual([]);
    expect(await db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))).toEqual([]);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).toEqual([]);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows.every((session) => session.revokedAt !== null)).toBe(true);

    expect(await errorOf(await profileOf(user))).toEqual(SESSION_ENDED);
    expect(await errorOf(await refresh(user.userId, user.credentials.refreshToken))).toEqual(SESSION_ENDED);
    expect(await errorOf(await passwordLogin(mobile, 'meera password'))).toEqual(INVALID_CREDENTIALS);

    const fresh = await loginWithOtp(server, mobile);
    expect(fresh.userId).not.toBe(user.userId);
    expect(fresh.attributes).toMatchObject({ mobile, firstName: '', lastName: '', email: '' });
    expect(withHeaders(fresh).headers.userId).toBe(fresh.userId);
  });
});

import { eq } from 'drizzle-orm';
import { decode, sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { LoginResponse } from '@/contract/accounts';
import { OTP_RESEND_SECONDS } from '@/domain/constants';
import { socialIdentities, users } from '@server/db/schema';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@server/services/otp';
import { createTestClock, errorOf, latestOtp, loginWithOtp, nextMobile, sendOtp } from './support/accounts';
import { jsonInit, startTestServer, type TestServer } from './support/server';

let server: TestServer;
/** Moved past the resend wait when a test sends a second code to the same mobile. */
const clock = createTestClock();

beforeAll(async () => {
  server = await startTestServer({ env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' }, clock });
});
afterAll(() => server.close());

const authorizeUrl = (redirectUri: string, state = 'st-1') =>
  `${PATHS.socialSandboxAuthorize}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`;

/** Posts the consent form like a browser and returns the token and state from the redirect's fragment. */
async function consent(name: string, email: string, state = 'st-1'): Promise<{ location: string; token: string; state: string }> {
  const response = await server.fetch(PATHS.socialSandboxConsent, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: '/social/callback?from=login', state, name, email }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const location = response.headers.get('Location') ?? '';
  const fragment = new URLSearchParams(location.split('#')[1]);
  return { location, token: fragment.get('token') ?? '', state: fragment.get('state') ?? '' };
}

const validate = (token: string, extra: Record<string, unknown> = {}) =>
  server.fetch(
    PATHS.socialLoginValidate,
    jsonInit({ email: 'x@example.com', source: 'sandbox', firstName: '', lastName: '', token, ...extra }),
  );

const signup = (token: string, mobile: string, code: string | undefined, extra: Record<string, unknown> = {}) =>
  server.fetch(
    PATHS.socialSignup,
    jsonInit({ mobile, code, email: 'neha@example.com', source: 'sandbox', firstName: 'Neha', lastName: 'Kapoor', token, ...extra }),
  );

/** Sends the login OTP to the mobile and reads it from the dev outbox, as its owner would. */
async function codeFor(mobile: string): Promise<string> {
  clock.advance(OTP_RESEND_SECONDS * 1000);
  expect((await sendOtp(server, { mobile })).status).toBe(200);
  return latestOtp(server, mobile);
}

/** Another 6-digit code than the one sent. */
const wrongCode = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

async function accountRows() {
  return { users: await server.database.db.select().from(users), identities: await server.database.db.select().from(socialIdentities) };
}

describe('sandbox identity provider', () => {
  it('serves an accessible consent page with the demo identity and the redirect carried along', async () => {
    const response = await server.fetch(authorizeUrl('/social/callback?from=login', 'a"b<c'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sandbox identity provider</h1>');
    expect(html).toMatch(/<label for="sandbox-name">Name<\/label>\s*<input id="sandbox-name" name="name"[^>]*value="Asha Rao"/);
    expect(html).toMatch(
      /<label for="sandbox-email">Email<\/label>\s*<input id="sandbox-email" name="email" type="email"[^>]*value="asha.rao@example.com"/,
    );
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(html).toContain(`action="${PATHS.socialSandboxConsent}"`);
    expect(html).toContain('value="/social/callback?from=login"');
    expect(html).toContain('value="a&quot;b&lt;c"');
  });

  it('refuses a redirect_uri that leaves the site', async () => {
    for (const target of ['https://evil.example/cb', '//evil.example/cb', '/\\evil.example', 'javascript:alert(1)', '/cb#x']) {
      const response = await server.fetch(authorizeUrl(target));
      expect(response.status, target).toBe(400);
      expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg: 'redirect_uri must be a path on this site.' });
    }
  });

  it('redirects (302) to redirect_uri with a signed 10-minute token and the state in the fragment', async () => {
    const { location, token, state } = await consent('Neha Kapoor', 'neha@example.com', 'xyz 1');
    expect(location.startsWith('/social/callback?from=login#')).toBe(true);
    expect(state).toBe('xyz 1');
    const { header, payload } = decode(token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ iss: 'slice-sandbox-idp', email: 'neha@example.com', given_name: 'Neha', family_name: 'Kapoor' });
    expect(payload.sub).toMatch(/^sandbox-[0-9a-f]{32}$/);
    expect((payload.exp as number) - (payload.iat as number)).toBe(600);
    expect((await consent('Neha K', 'NEHA@example.com ')).token).not.toBe(token);
    expect(decode((await consent('Neha K', 'NEHA@example.com ')).token).payload.sub).toBe(payload.sub);
  });
});

describe('social sign-in', () => {
  it('answers 404 USER_NOT_FOUND for an identity without an account', async () => {
    const { token } = await consent('New Person', 'new.person@example.com');
    const response = await validate(token);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'USER_NOT_FOUND', displayMsg: 'No account is linked to this sign-in yet.' });
  });

  it('signs up with a mobile proved by its OTP, after which the identity logs straight in', async () => {
    const { token } = await consent('Neha Kapoor', 'neha@example.com');
    const mobile = nextMobile();
    const created = await signup(token, mobile, await codeFor(mobile));
    expect(created.status).toBe(200);
    const login = (await created.json()) as LoginResponse;
    expect(login.attributes).toMatchObject({
      mobile,
      firstName: 'Neha',
      lastName: 'Kapoor',
      email: 'neha@example.com',
      emailVerified: true,
      phoneNumberVerified: true,
      cognitoLoggedin: true,
    });

    const later = await validate((await consent('Neha Kapoor', 'neha@example.com')).token);
    expect(later.status).toBe(200);
    const again = (await later.json()) as LoginResponse;
    expect(again).toMatchObject({ status: 'SUCCESS', userId: login.userId, cognitoId: login.userId });
    const headers = { authToken: again.credentials.accessToken, userId: again.userId };
    expect((await server.fetch(PATHS.profile.replace('{userId}', again.userId), { headers })).status).toBe(200);
  });

  it("links the identity to the existing account with that mobile, keeping the account's data", async () => {
    const existing = await loginWithOtp(server, nextMobile(), { firstName: 'Kiran', lastName: 'Shah' });
    const { token } = await consent('Kiran S', 'kiran@example.com');
    const mobile = existing.attributes.mobile;
    const linked = await signup(token, mobile, await codeFor(mobile), { firstName: 'Other', email: 'kiran@example.com' });
    expect(linked.status).toBe(200);
    const login = (await linked.json()) as LoginResponse;
    expect(login.userId).toBe(existing.userId);
    expect(login.attributes).toMatchObject({ firstName: 'Kiran', lastName: 'Shah', phoneNumberVerified: true });
    const rows = await server.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, existing.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a sign-up without the OTP, or with a wrong or expired one, and writes nothing', async () => {
    const { token } = await consent('Ravi Menon', 'ravi@example.com');
    const mobile = nextMobile();
    const before = await accountRows();

    const missing = await signup(token, mobile, undefined);
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toEqual({ code: 'BAD_REQUEST', displayMsg: 'code is required.' });

    const neverSent = await signup(token, mobile, '123456');
    expect(neverSent.status).toBe(400);
    expect(await errorOf(neverSent)).toEqual({ code: 'OTP_EXPIRED', displayMsg: 'The OTP has expired. Please request a new one.' });

    const code = await codeFor(mobile);
    const wrong = await signup(token, mobile, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toEqual({
      code: 'INVALID_OTP',
      displayMsg: 'The OTP you entered is incorrect. Please try again. 4 attempts left.',
    });

    // A code of another mobile proves nothing about this one.
    const other = nextMobile();
    expect((await signup(token, other, code)).status).toBe(400);

    clock.advance(OTP_TTL_SECONDS * 1000);
    const expired = await signup(token, mobile, code);
    expect(await errorOf(expired)).toMatchObject({ code: 'OTP_EXPIRED' });

    expect(await accountRows()).toEqual(before);
    expect((await validate(token)).status).toBe(404);
  });

  it('burns the code after 5 wrong guesses (OTP_ATTEMPTS_EXCEEDED), even for the right one', async () => {
    const { token } = await consent('Guess Er', 'guesser@example.com');
    const mobile = nextMobile();
    const code = await codeFor(mobile);
    for (let guess = 0; guess < OTP_MAX_ATTEMPTS; guess += 1) await signup(token, mobile, wrongCode(code));
    const response = await signup(token, mobile, code);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      displayMsg: 'Validation failed. please verify your number again.',
    });
    expect((await validate(token)).status).toBe(404);
  });

  it("cannot take over an OTP customer's account with a fresh identity and their mobile", async () => {
    const victim = await loginWithOtp(server, nextMobile(), { firstName: 'Vik', lastName: 'Tim' });
    const mobile = victim.attributes.mobile;
    const { token } = await consent('Mal Lory', 'mallory@example.com');
    // The attacker can make the server text the victim, but never sees the code.
    const sentToVictim = await codeFor(mobile);
    const before = await accountRows();
    for (const guess of [undefined, wrongCode(sentToVictim), wrongCode(wrongCode(sentToVictim))]) {
      const response = await signup(token, mobile, guess);
      expect(response.status, String(guess)).toBe(400);
      expect(await response.json(), String(guess)).not.toHaveProperty('credentials');
    }
    expect(await accountRows()).toEqual(before);
    expect((await validate(token)).status).toBe(404);
  });

  it('answers 409 MOBILE_ALREADY_REGISTERED when the mobile is linked to another sandbox identity', async () => {
    const mobile = nextMobile();
    expect((await signup((await consent('First One', 'first@example.com')).token, mobile, await codeFor(mobile))).status).toBe(200);
    const { token } = await consent('Second One', 'second@example.com');
    const response = await signup(token, mobile, await codeFor(mobile));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: 'MOBILE_ALREADY_REGISTERED',
      displayMsg: 'This mobile number is already linked to another account.',
    });
    expect((await validate(token)).status).toBe(404);
  });

  it('answers 401 INVALID_SOCIAL_TOKEN for a tampered, foreign or expired token, and writes nothing', async () => {
    const { token } = await consent('Tam Pered', 'tampered@example.com');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.com' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const badTokens = [
      `${header}.${altered}.${signature}`,
      `${header}.${payload}.${signature!.slice(0, -2)}xx`,
      await sign({ ...claims, iat: now }, 'some-other-key-of-enough-length', 'HS256'),
      'not-a-jwt',
    ];
    const before = await server.database.db.select().from(users);
    for (const bad of badTokens) {
      for (const response of [await validate(bad), await signup(bad, nextMobile(), '123456')]) {
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toEqual({
          code: 'INVALID_SOCIAL_TOKEN',
          displayMsg: 'We could not verify your sign-in. Please try again.',
        });
      }
    }
    expect(await server.database.db.select().from(users)).toHaveLength(before.length);
  });
});

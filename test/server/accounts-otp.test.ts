import { and, eq } from 'drizzle-orm';
import { decode } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { LoginResponse, OtpSentResponse } from '@/contract/accounts';
import { validationText } from '@/i18n/validationText';
import { otpCodes, users } from '@server/db/schema';
import { createTestClock, errorOf, latestOtp, loginWithOtp, nextMobile, outbox, sendOtp, validateOtp } from './support/accounts';
import { jsonInit, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';

const { otpValidationFailed: OTP_VALIDATION_FAILED } = messagesEn.texts;

const MOBILE_LEADING_ZERO = validationText('mobileLeadingZero');

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const RESEND_MS = 45 * SECOND;
/** Rate-limit windows are whole hours: start just after one so a test never straddles two. */
const clock = createTestClock(Math.floor(Date.now() / HOUR) * HOUR + 60 * SECOND);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' } });
});
afterAll(() => server.close());

/** Any other 6-digit code. */
const wrong = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

const usersWithMobile = (mobile: string) => server.database.db.select().from(users).where(eq(users.mobile, mobile));

describe('send OTP and validate OTP', () => {
  it('sends a 6-digit code by SMS (logged and in the outbox), stores only its hash, and logs in, creating the user', async () => {
    const mobile = nextMobile();
    const sent = await sendOtp(server, { mobile, firstName: 'Asha', lastName: 'Rao' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300 } satisfies OtpSentResponse);

    const code = await latestOtp(server, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(server.logLines.some((line) => line.includes(`+91${mobile}`) && line.includes(code))).toBe(true);
    const [stored] = await server.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(await usersWithMobile(mobile)).toHaveLength(0);

    const response = await validateOtp(server, mobile, code);
    expect(response.status).toBe(200);
    const login = (await response.json()) as LoginResponse;
    expect(login).toMatchObject({ status: 'SUCCESS', cognitoId: login.userId });
    expect(login.attributes).toEqual({
      cartId: expect.stringMatching(/.{16,}/),
      cognitoLoggedin: true,
      email: '',
      emailVerified: false,
      firstName: 'Asha',
      lastName: 'Rao',
      mobile,
      phoneNumberVerified: true,
      sub: login.userId,
      userId: login.userId,
      isVip: false,
      frequency: 0,
      language: null,
    });
    expect(decode(login.credentials.accessToken).payload).toMatchObject({ sub: login.userId, loggedIn: true });
    const [user] = await usersWithMobile(mobile);
    expect(user).toMatchObject({ id: login.userId, anonymous: false, mobileVerified: true });

    // The logged-in token opens the existing signed-in endpoints.
    const headers = { authToken: login.credentials.accessToken, userId: login.userId };
    expect((await server.fetch(PATHS.navMenu, { headers })).status).toBe(200);

    const replayed = await validateOtp(server, mobile, code);
    expect(replayed.status).toBe(400);
    expect(await errorOf(replayed)).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('logs the same mobile into the same account next time', async () => {
    const first = await loginWithOtp(server);
    clock.advance(RESEND_MS);
    const again = await loginWithOtp(server, first.attributes.mobile);
    expect(again.userId).toBe(first.userId);
    expect(again.attributes.cartId).toBe(first.attributes.cartId);
    expect(again.credentials.refreshToken).not.toBe(first.credentials.refreshToken);
  });

  it('the loyalty variant mentions Pizza Pals points; the plain one does not', async () => {
    const [plain, loyal] = [nextMobile(), nextMobile()];
    expect((await sendOtp(server, { mobile: plain })).status).toBe(200);
    expect((await sendOtp(server, { mobile: loyal }, PATHS.sendLoyaltyOtp)).status).toBe(200);
    const [plainSms] = await outbox(server, plain);
    const [loyalSms] = await outbox(server, loyal);
    expect(plainSms?.text).not.toContain('Pizza Pals');
    expect(loyalSms?.text).toContain('Pizza Pals Points');
  });

  it('answers a wrong code with INVALID_OTP and the attempts left', async () => {
    const mobile = nextMobile();
    await sendOtp(server, { mobile });
    const code = await latestOtp(server, mobile);
    const first = await validateOtp(server, mobile, wrong(code));
    expect(first.status).toBe(400);
    expect(await errorOf(first)).toEqual({
      code: 'INVALID_OTP',
      displayMsg: 'The OTP you entered is incorrect. Please try again. 4 attempts left.',
    });
    const second = await validateOtp(server, mobile, wrong(code, 2));
    expect((await errorOf(second))?.displayMsg).toBe('The OTP you entered is incorrect. Please try again. 3 attempts left.');
    expect((await validateOtp(server, mobile, code)).status).toBe(200);
  });

  it('burns the code after 5 wrong tries: the right code then fails too, and no account is created', async () => {
    const mobile = nextMobile();
    await sendOtp(server, { mobile });
    const code = await latestOtp(server, mobile);
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await validateOtp(server, mobile, wrong(code, attempt));
      answers.push({ status: response.status, ...(await errorOf(response)) });
    }
    expect(answers.slice(0, 4).map((a) => a.code)).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP']);
    expect(answers[3]?.displayMsg).toContain('1 attempt left.');
    expect(answers[4]).toEqual({ status: 400, code: 'OTP_ATTEMPTS_EXCEEDED', displayMsg: OTP_VALIDATION_FAILED });

    const sixth = await validateOtp(server, mobile, code);
    expect(sixth.status).toBe(400);
    expect(await errorOf(sixth)).toEqual({ code: 'OTP_ATTEMPTS_EXCEEDED', displayMsg: OTP_VALIDATION_FAILED });
    expect(await usersWithMobile(mobile)).toHaveLength(0);
  });

  it('counts concurrent guesses: at most 5 are compared', async () => {
    const mobile = nextMobile();
    await sendOtp(server, { mobile });
    const code = await latestOtp(server, mobile);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => validateOtp(server, mobile, wrong(code, i + 1))));
    const codes = await Promise.all(guesses.map(async (r) => (await errorOf(r))?.code));
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(4);
    const [row] = await server.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.attempts).toBe(5);
  });

  it('accepts the code until 5 minutes have passed, then answers OTP_EXPIRED', async () => {
    const [early, late] = [nextMobile(), nextMobile()];
    await sendOtp(server, { mobile: early });
    await sendOtp(server, { mobile: late });
    clock.advance(300 * SECOND - 1);
    expect((await validateOtp(server, early, await latestOtp(server, early))).status).toBe(200);
    clock.advance(1);
    const expired = await validateOtp(server, late, await latestOtp(server, late));
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toEqual({ code: 'OTP_EXPIRED', displayMsg: 'The OTP has expired. Please request a new one.' });
    expect(await usersWithMobile(late)).toHaveLength(0);
  });

  it('refuses a new code sooner than 45 s after the last (429 with the seconds left); a new code replaces the old', async () => {
    const mobile = nextMobile();
    await sendOtp(server, { mobile });
    const oldCode = await latestOtp(server, mobile);
    const tooSoon = await sendOtp(server, { mobile });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('45');
    expect(await errorOf(tooSoon)).toEqual({
      code: 'OTP_RESEND_TOO_SOON',
      displayMsg: 'Please wait 45 seconds before requesting a new OTP.',
    });
    clock.advance(30 * SECOND);
    const stillTooSoon = await sendOtp(server, { mobile });
    expect((await errorOf(stillTooSoon))?.displayMsg).toBe('Please wait 15 seconds before requesting a new OTP.');
    expect(await outbox(server, mobile)).toHaveLength(1);

    clock.advance(15 * SECOND);
    expect((await sendOtp(server, { mobile })).status).toBe(200);
    const newCode = await latestOtp(server, mobile);
    if (newCode !== oldCode) expect((await errorOf(await validateOtp(server, mobile, oldCode)))?.code).toBe('INVALID_OTP');
    expect((await validateOtp(server, mobile, newCode)).status).toBe(200);
  });

  it('sends at most 5 codes per mobile per hour (429 RATE_LIMITED), then again in the next hour', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(server, { mobile })).status).toBe(200);
      clock.advance(RESEND_MS);
    }
    const limited = await sendOtp(server, { mobile });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await errorOf(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      displayMsg: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    });
    expect(await outbox(server, mobile)).toHaveLength(5);
    // Another mobile from the same address is not affected.
    expect((await sendOtp(server, { mobile: nextMobile() })).status).toBe(200);
    clock.advance(HOUR);
    expect((await sendOtp(server, { mobile })).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('sends a reset code to a known mobile; validating it logs that user in', async () => {
    const user = await loginWithOtp(server);
    const mobile = user.attributes.mobile;
    clock.advance(RESEND_MS);
    const response = await server.fetch(PATHS.forgotPassword, jsonInit({ mobile }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300 });
    const [sms] = await outbox(server, mobile);
    expect(sms?.text).toContain('reset your password');
    const code = await latestOtp(server, mobile);
    expect((await errorOf(await validateOtp(server, mobile, code, 'login')))?.code).toBe('OTP_EXPIRED');
    const login = await validateOtp(server, mobile, code, 'forgotPassword');
    expect(login.status).toBe(200);
    expect(((await login.json()) as LoginResponse).userId).toBe(user.userId);
  });

  it('answers an unknown mobile the same way without sending anything or creating a user', async () => {
    const mobile = nextMobile();
    const response = await server.fetch(PATHS.forgotPassword, jsonInit({ mobile }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300 });
    expect(await outbox(server, mobile)).toEqual([]);
    expect(server.logLines.some((line) => line.includes(mobile))).toBe(false);
    // The resend wait applies as for a known mobile, so the answers do not tell them apart.
    expect((await server.fetch(PATHS.forgotPassword, jsonInit({ mobile }))).status).toBe(429);
    expect((await validateOtp(server, mobile, '123456', 'forgotPassword')).status).toBe(400);
    expect(await usersWithMobile(mobile)).toHaveLength(0);
    const rows = await server.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, 'forgotPassword')));
    expect(rows).toHaveLength(1);
  });
});

describe('GET devSmsOutbox', () => {
  it('lists the messages to one mobile, newest first', async () => {
    const mobile = nextMobile();
    await sendOtp(server, { mobile });
    clock.advance(RESEND_MS);
    await sendOtp(server, { mobile }, PATHS.sendLoyaltyOtp);
    const messages = await outbox(server, mobile);
    expect(messages.map((m) => m.text.includes('Pizza Pals'))).toEqual([true, false]);
    expect(messages[0]!.sentAt).toBeGreaterThan(messages[1]!.sentAt);
    expect(messages.every((m) => m.mobile === mobile)).toBe(true);
  });

  it('needs a valid mobile', async () => {
    const missing = await server.fetch(PATHS.devSmsOutbox);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing))?.displayMsg).toBe('mobile is required.');
    const invalid = await server.fetch(`${PATHS.devSmsOutbox}?mobile=0987654321`);
    expect(await errorOf(invalid)).toEqual({ code: 'BAD_REQUEST', displayMsg: MOBILE_LEADING_ZERO });
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    // Shares the database; its own hour window keeps the other tests' sends out of its address count.
    production = await startTestServer({
      database: server.database,
      clock: createTestClock(clock() + 24 * HOUR),
      env: { NODE_ENV: 'production', OTP_SENDS_PER_ADDRESS_PER_HOUR: '2' },
    });
  });
  afterAll(() => production.close());

  it('has no outbox (404) but still logs the SMS, and limits sends per client address', async () => {
    const [a, b, c] = [nextMobile(), nextMobile(), nextMobile()];
    expect((await sendOtp(production, { mobile: a })).status).toBe(200);
    expect((await production.fetch(`${PATHS.devSmsOutbox}?mobile=${a}`)).status).toBe(404);
    expect(production.logLines.filter((line) => line.includes(`+91${a}`))).toHaveLength(1);
    expect((await sendOtp(production, { mobile: b })).status).toBe(200);
    const limited = await sendOtp(production, { mobile: c });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited))?.code).toBe('RATE_LIMITED');
    expect(production.logLines.some((line) => line.includes(c))).toBe(false);
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { otpCodes, rateLimits, sessions, smsOutbox, socialIdentities, users } from '@server/db/schema';
import { errorOf, jsonRequest, loginWithOtp, userPath, type LoggedIn } from './support/accounts';
import { jsonInit, startTestServer, type TestServer } from './support/server';
import serverEn from '@/i18n/en/server';
import { validationText } from '@/i18n/validationText';

const { invalidJson: INVALID_JSON_MESSAGE } = serverEn.texts;

let server: TestServer;
let user: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  user = await loginWithOtp(server);
});
afterAll(() => server.close());

const MOBILE = '9876543210';
const TABLES = { users, sessions, otpCodes, smsOutbox, socialIdentities, rateLimits };

async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await server.database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const post = (body: unknown, headers?: Record<string, string>) => jsonInit(body, headers);
const social = { email: 'a@example.com', source: 'sandbox', firstName: 'A', lastName: 'B', token: 'x.y.z' };

describe('every accounts endpoint with a body refuses a bad one with 400 errors[0] and writes nothing', () => {
  const cases: [string, string, () => RequestInit, string][] = [
    ['sendOtp', PATHS.sendOtp, () => post({ mobile: '12345' }), 'Mobile Number should be of 10 digits'],
    [
      'sendOtp',
      PATHS.sendOtp,
      () => post({ mobile: MOBILE, firstName: 'A'.repeat(51) }),
      'firstName is too long or too large (maximum 50).',
    ],
    ['sendLoyaltyOtp', PATHS.sendLoyaltyOtp, () => post({ mobile: '0123456789' }), 'Please do not add 0 in front of your mobile number'],
    ['validateOtp', PATHS.validateOtp, () => post({ mobile: MOBILE, code: '12', screenName: 'login' }), 'Enter 6 digit valid OTP'],
    [
      'validateOtp',
      PATHS.validateOtp,
      () => post({ mobile: MOBILE, code: '123456', screenName: 'signup' }),
      'screenName must be "login" or "forgotPassword".',
    ],
    ['passwordLogin', PATHS.passwordLogin, () => post({ mobile: MOBILE, password: '' }), 'Enter Slice Password'],
    ['forgotPassword', PATHS.forgotPassword, () => post({ mobile: '98765abcde' }), 'Mobile number should only contain numbers'],
    ['forgotPassword', PATHS.forgotPassword, () => post('{"mobile":'), INVALID_JSON_MESSAGE],
    ['socialLoginValidate', PATHS.socialLoginValidate, () => post({ ...social, source: 'google' }), 'source must be "sandbox".'],
    [
      'socialLoginValidate',
      PATHS.socialLoginValidate,
      () => post({ ...social, token: '' }),
      'token is too short or too small (minimum 1).',
    ],
    ['socialSignup', PATHS.socialSignup, () => post({ ...social, mobile: MOBILE, code: '123456', email: 'bad@' }), 'Invalid email.'],
    ['socialSignup', PATHS.socialSignup, () => post({ ...social, mobile: MOBILE, code: '123456', firstName: ' ' }), 'Enter Name'],
    ['socialSignup', PATHS.socialSignup, () => post({ ...social, mobile: MOBILE }), 'code is required.'],
    ['socialSignup', PATHS.socialSignup, () => post({ ...social, mobile: MOBILE, code: '12a456' }), validationText('otpInvalid')],
    ['socialSignup', PATHS.socialSignup, () => post({ ...social, mobile: '' }), 'Enter Mobile Number'],
    ['refreshToken', PATHS.refreshToken, () => post({ userId: user.userId }), 'refreshToken is required.'],
    ['logout', PATHS.logout, () => post({ everywhere: 'yes' }, user.headers), 'everywhere must be a boolean.'],
    ['logout', PATHS.logout, () => post('not json', user.headers), INVALID_JSON_MESSAGE],
    ['profile', PATHS.profile, () => jsonRequest('PUT', { firstName: 'A', lastName: 'B', email: 'x' }, user.headers), 'Invalid email.'],
    ['setPassword', PATHS.setPassword, () => jsonRequest('PUT', {}, user.headers), 'password is required.'],
    [
      'socialSandboxConsent',
      PATHS.socialSandboxConsent,
      () => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ redirect_uri: '/cb', email: 'a@example.com' }),
        redirect: 'manual',
      }),
      'name is required.',
    ],
  ];

  it.each(cases)('%s (%#)', async (_name, path, init, displayMsg) => {
    const before = await rowCounts();
    const response = await server.fetch(userPath(path, user.userId), init());
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg });
    expect(await rowCounts()).toEqual(before);
  });
});

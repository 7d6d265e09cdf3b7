import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { LoginResponse, SocialLoginBody } from '@/contract/accounts';
import type { Profile } from '@/contract/profile';
import { ENDPOINTS } from '@/contract/endpoints';
import { NETWORK_RETRY_CATEGORIES } from '@/api/retryRules';
import { profileApi } from '@/api/profile';
import { NETWORK_RETRIES } from '@/domain/constants';
import { anonymousContext, clientFor, credentials, rejection } from './clientFixture';
import { dropConnection, errorBody, json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';
import messagesEn from '@/i18n/en/messages';

const { internalServerError: INTERNAL_SERVER_ERROR, networkLost: NETWORK_LOST } = messagesEn.texts;

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const MOBILE = '9876543210';
const OTP_SENT = { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300 };
const LOGIN: LoginResponse = {
  status: 'SUCCESS',
  userId: 'user-42',
  cognitoId: 'cognito-42',
  credentials: credentials('login'),
  attributes: {
    cartId: 'cart-1',
    cognitoLoggedin: true,
    email: 'asha@example.com',
    emailVerified: true,
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: MOBILE,
    phoneNumberVerified: true,
    sub: 'sub-42',
    userId: 'user-42',
    isVip: false,
    frequency: 2,
    language: null,
  },
};
const PROFILE: Profile = {
  userId: 'user-42',
  mobile: MOBILE,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  language: null,
};
const SOCIAL: SocialLoginBody = { email: 'asha@example.com', source: 'sandbox', firstName: 'Asha', lastName: 'Rao', token: 'jwt' };

const bodyOf = (path: string, index = 0): unknown => JSON.parse(server.received(path)[index]?.body || 'null');
const profilePath = (userId: string) => PATHS.profile.replace('{userId}', userId);
/** An empty wallet's parts (SPEC 3 wallet point titles). */
const ZERO_PARTS = [
  { part: 'PIZZA_PALS', balance: 0 },
  { part: 'PROMO', balance: 0 },
  { part: 'REFUND', balance: 0 },
];

describe('login calls', () => {
  it('send OTP posts the mobile with the session headers; loyalty-eligible users use the loyalty variant', async () => {
    server.route(PATHS.sendOtp, (_request, response) => json(response, 200, OTP_SENT));
    server.route(PATHS.sendLoyaltyOtp, (_request, response) => json(response, 200, { ...OTP_SENT, expiresInSec: 600 }));
    const { client } = clientFor(server);
    await expect(client.sendOtp({ mobile: MOBILE })).resolves.toEqual(OTP_SENT);
    await expect(client.sendOtp({ mobile: MOBILE }, { loyalty: true })).resolves.toMatchObject({ expiresInSec: 600 });
    const [call] = server.received(PATHS.sendOtp);
    expect(call?.method).toBe('POST');
    expect(call?.headers).toMatchObject({ authtoken: 'access-old', userid: 'anon-user-1', isloggedin: 'false' });
    expect(bodyOf(PATHS.sendOtp)).toEqual({ mobile: MOBILE });
    expect(bodyOf(PATHS.sendLoyaltyOtp)).toEqual({ mobile: MOBILE });
  });

  it('validate OTP, password login and forgot password post their bodies and return the answers', async () => {
    server.route(PATHS.validateOtp, (_request, response) => json(response, 200, LOGIN));
    server.route(PATHS.passwordLogin, (_request, response) => json(response, 200, LOGIN));
    server.route(PATHS.forgotPassword, (_request, response) => json(response, 200, OTP_SENT));
    const { client } = clientFor(server);
    await expect(client.validateOtp({ mobile: MOBILE, code: '123456', screenName: 'login' })).resolves.toEqual(LOGIN);
    await expect(client.passwordLogin({ mobile: MOBILE, password: 'secret' })).resolves.toEqual(LOGIN);
    await expect(client.forgotPassword({ mobile: MOBILE })).resolves.toEqual(OTP_SENT);
    expect(bodyOf(PATHS.validateOtp)).toEqual({ mobile: MOBILE, code: '123456', screenName: 'login' });
    expect(bodyOf(PATHS.passwordLogin)).toEqual({ mobile: MOBILE, password: 'secret' });
    expect(bodyOf(PATHS.forgotPassword)).toEqual({ mobile: MOBILE });
  });

  it("a refused OTP throws the server's errors[0] for the machine to show inline", async () => {
    server.route(PATHS.validateOtp, (_request, response) => json(response, 400, errorBody(AUTH_ERROR_CODES.invalidOtp, 'Invalid OTP')));
    const error = await rejection(clientFor(server).client.validateOtp({ mobile: MOBILE, code: '000000', screenName: 'login' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: AUTH_ERROR_CODES.invalidOtp, displayMsg: 'Invalid OTP' });
    expect(server.received(PATHS.validateOtp)).toHaveLength(1);
  });

  it(`login calls are token calls: a dropped connection is retried up to ${NETWORK_RETRIES} times (SPEC 8)`, async () => {
    server.route(PATHS.sendOtp, (_request, response, hit) =>
      hit <= NETWORK_RETRIES ? dropConnection(response) : json(response, 200, OTP_SENT),
    );
    await expect(clientFor(server).client.sendOtp({ mobile: MOBILE })).resolves.toEqual(OTP_SENT);
    expect(server.received(PATHS.sendOtp)).toHaveLength(NETWORK_RETRIES + 1);
    for (const name of [
      'sendOtp',
      'sendLoyaltyOtp',
      'validateOtp',
      'passwordLogin',
      'forgotPassword',
      'socialLoginValidate',
      'socialSignup',
      'logout',
    ] as const) {
      expect(NETWORK_RETRY_CATEGORIES.has(ENDPOINTS[name].category), name).toBe(true);
    }
  });

  it('a 401 from a login call is the refusal itself: thrown as it is, without a token refresh', async () => {
    server.route(PATHS.passwordLogin, (_request, response) =>
      json(response, 401, errorBody(AUTH_ERROR_CODES.invalidCredentials, 'Incorrect mobile number or password')),
    );
    const never = new Promise<void>(() => undefined);
    const { client, onSessionExpired } = clientFor(server, anonymousContext(), { whenAuthenticated: () => never });
    const error = await rejection(client.passwordLogin({ mobile: MOBILE, password: 'wrong' }));
    expect(error).toMatchObject({ kind: 'http', status: 401, code: AUTH_ERROR_CODES.invalidCredentials });
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('social sign-in', () => {
  it('logs a known identity in', async () => {
    server.route(PATHS.socialLoginValidate, (_request, response) => json(response, 200, LOGIN));
    await expect(clientFor(server).client.socialLoginValidate(SOCIAL)).resolves.toEqual({ type: 'loggedIn', response: LOGIN });
    expect(bodyOf(PATHS.socialLoginValidate)).toEqual(SOCIAL);
  });

  it('answers unknownUser for a 404 instead of throwing (SPEC 8)', async () => {
    server.route(PATHS.socialLoginValidate, (_request, response) =>
      json(response, 404, errorBody(AUTH_ERROR_CODES.unknownSocialUser, 'No account yet')),
    );
    await expect(clientFor(server).client.socialLoginValidate(SOCIAL)).resolves.toEqual({ type: 'unknownUser' });
  });

  it('throws any other failure', async () => {
    server.route(PATHS.socialLoginValidate, (_request, response, hit) =>
      hit === 1 ? json(response, 400, errorBody(AUTH_ERROR_CODES.invalidSocialToken, 'Sign-in expired')) : json(response, 500, {}),
    );
    const { client } = clientFor(server);
    expect(await rejection(client.socialLoginValidate(SOCIAL))).toMatchObject({
      code: AUTH_ERROR_CODES.invalidSocialToken,
      displayMsg: 'Sign-in expired',
    });
    expect(await rejection(client.socialLoginValidate(SOCIAL))).toMatchObject({ status: 500, displayMsg: INTERNAL_SERVER_ERROR });
  });

  it('signs an unknown identity up with a mobile number and its OTP', async () => {
    server.route(PATHS.socialSignup, (_request, response) => json(response, 201, LOGIN));
    await expect(clientFor(server).client.socialSignup({ ...SOCIAL, mobile: MOBILE, code: '123456' })).resolves.toEqual(LOGIN);
    expect(bodyOf(PATHS.socialSignup)).toEqual({ ...SOCIAL, mobile: MOBILE, code: '123456' });
  });
});

describe('logout', () => {
  it('posts with the logged-in headers', async () => {
    server.route(PATHS.logout, (_request, response) => json(response, 200, { status: 'SUCCESS' }));
    const context = anonymousContext({ userId: 'user-42', credentials: credentials('login'), isLoggedIn: true });
    await expect(clientFor(server, context).client.logout()).resolves.toBeUndefined();
    expect(server.received(PATHS.logout)[0]?.headers).toMatchObject({ authtoken: 'access-login', userid: 'user-42', isloggedin: 'true' });
  });

  it('does not wait for credentials nor refresh them: a 401 is just a failed logout', async () => {
    server.route(PATHS.logout, (_request, response) => json(response, 401, errorBody('UNAUTHORIZED', 'The access token has expired.')));
    const never = new Promise<void>(() => undefined);
    const { client, onSessionExpired } = clientFor(server, anonymousContext(), { whenAuthenticated: () => never });
    expect(await rejection(client.logout())).toMatchObject({ kind: 'http', status: 401 });
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('profile and wallet', () => {
  it('reads, updates and deletes by user id', async () => {
    server.route(profilePath('user-42'), (request, response) =>
      request.method === 'GET'
        ? json(response, 200, PROFILE)
        : json(response, 200, { ...PROFILE, ...(JSON.parse(request.body) as object) }),
    );
    server.route(PATHS.deleteAccount.replace('{userId}', 'user-42'), (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const client = profileApi(clientFor(server).client);
    await expect(client.getProfile('user-42')).resolves.toEqual(PROFILE);
    const body = { firstName: 'Meera', lastName: 'Rao', email: 'asha@example.com' };
    await expect(client.updateProfile('user-42', body)).resolves.toEqual({ ...PROFILE, firstName: 'Meera' });
    await expect(client.deleteAccount('user-42')).resolves.toBeUndefined();
    expect(server.received().map((call) => call.method)).toEqual(['GET', 'PUT', 'DELETE']);
    expect(bodyOf(profilePath('user-42'), 1)).toEqual(body);
  });

  it('escapes the user id in the path', async () => {
    server.route(profilePath('a%2Fb'), (_request, response) => json(response, 200, PROFILE));
    await expect(profileApi(clientFor(server).client).getProfile('a/b')).resolves.toEqual(PROFILE);
  });

  it('sets the password of the logged-in owner', async () => {
    server.route(PATHS.setPassword.replace('{userId}', 'user-42'), (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(profileApi(clientFor(server).client).setPassword('user-42', { password: 'a-long-secret' })).resolves.toBeUndefined();
    const [call] = server.received(PATHS.setPassword.replace('{userId}', 'user-42'));
    expect(call?.method).toBe('PUT');
    expect(JSON.parse(call?.body ?? '')).toEqual({ password: 'a-long-secret' });
  });

  it('reads the wallet summary', async () => {
    const summary = {
      totalBalance: 120,
      loyaltyProgram: 'PIZZA_PALS',
      parts: [
        { part: 'PIZZA_PALS', balance: 100 },
        { part: 'PROMO', balance: 0 },
        { part: 'REFUND', balance: 20 },
      ],
    };
    server.route(PATHS.walletSummary.replace('{userId}', 'user-42'), (_request, response) => json(response, 200, summary));
    await expect(clientFor(server).client.getWalletSummary('user-42')).resolves.toEqual(summary);
  });

  it('user calls are not retried after a dropped connection (SPEC 8)', async () => {
    server.route(profilePath('user-42'), (_request, response) => dropConnection(response));
    const error = await rejection(profileApi(clientFor(server).client).getProfile('user-42'));
    expect(error).toMatchObject({ kind: 'network', displayMsg: NETWORK_LOST });
    expect(server.received(profilePath('user-42'))).toHaveLength(1);
  });

  it('Unauthorized_access for another user is thrown as it is', async () => {
    server.route(profilePath('user-7'), (_request, response) =>
      json(response, 403, errorBody(AUTH_ERROR_CODES.unauthorizedAccess, 'Not your profile')),
    );
    const error = await rejection(profileApi(clientFor(server).client).getProfile('user-7'));
    expect(error).toMatchObject({ status: 403, code: AUTH_ERROR_CODES.unauthorizedAccess });
  });
});

describe('logged-in refresh', () => {
  it('passes the attributes of the answer on with the new credentials', async () => {
    server.route(PATHS.walletSummary.replace('{userId}', 'user-42'), (request, response) =>
      request.headers.authtoken === 'access-fresh'
        ? json(response, 200, { totalBalance: 0, loyaltyProgram: null, parts: ZERO_PARTS })
        : json(response, 401, errorBody('UNAUTHORIZED', 'expired')),
    );
    server.route(PATHS.refreshToken, (_request, response) =>
      json(response, 200, { credentials: credentials('fresh'), attributes: LOGIN.attributes }),
    );
    const context = anonymousContext({ userId: 'user-42', credentials: credentials('login'), isLoggedIn: true });
    const { client, onCredentials } = clientFor(server, context);
    await client.getWalletSummary('user-42');
    expect(onCredentials).toHaveBeenCalledExactlyOnceWith({
      userId: 'user-42',
      credentials: credentials('fresh'),
      attributes: LOGIN.attributes,
    });
  });
});

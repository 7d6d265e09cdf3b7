import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { Endpoint } from '@/contract/endpoints';
import { TOKEN_REFRESH_RETRIES } from '@/domain/constants';
import { anonymousContext, clientFor, rejection, credentials } from './clientFixture';
import { dropConnection, errorBody, json, startMisbehavingServer, type MisbehavingServer, type RouteHandler } from './misbehavingServer';
import messagesEn from '@/i18n/en/messages';

const { tokenRefreshFailed: TOKEN_REFRESH_FAILED } = messagesEn.texts;

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const CART: Endpoint = { path: '/api/v1/cart', method: 'GET', category: 'cart', auth: true };
const REFRESH_DELAY_MS = 40;

/** Answers 401 unless the request carries one of the refreshed access tokens. */
const acceptsFreshTokens: RouteHandler = (request, response) =>
  String(request.headers.authtoken).startsWith('access-fresh')
    ? json(response, 200, { token: request.headers.authtoken })
    : json(response, 401, errorBody('TOKEN_EXPIRED', 'expired'));

/** Issues fresh credentials after a short delay, so concurrent 401s land during the refresh. */
function issuesFreshCredentials(userId = 'anon-user-1'): RouteHandler {
  return (_request, response, hit) => {
    setTimeout(() => json(response, 200, { userId, credentials: credentials(`fresh-${hit}`) }), REFRESH_DELAY_MS);
  };
}

describe('401 with anonymous credentials (SPEC 4)', () => {
  it('refreshes the token and retries the request with the new credentials', async () => {
    server.route(CART.path, acceptsFreshTokens);
    server.route(PATHS.refreshAnonymousToken, issuesFreshCredentials());
    const { client, onCredentials, onSessionExpired } = clientFor(server);

    await expect(client.request(CART)).resolves.toEqual({ token: 'access-fresh-1' });

    const [refreshCall] = server.received(PATHS.refreshAnonymousToken);
    expect(refreshCall?.method).toBe('POST');
    expect(refreshCall?.headers.userid).toBe('anon-user-1');
    expect(JSON.parse(refreshCall?.body ?? '')).toEqual({ refreshToken: 'refresh-old' });
    const retried = server.received(CART.path)[1];
    expect(retried?.headers.sessiontoken).toBe('session-fresh-1');
    expect(onCredentials).toHaveBeenCalledExactlyOnceWith({ userId: 'anon-user-1', credentials: credentials('fresh-1') });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('later calls use the refreshed credentials without another 401', async () => {
    server.route(CART.path, acceptsFreshTokens);
    server.route(PATHS.refreshAnonymousToken, issuesFreshCredentials());
    const { client } = clientFor(server);
    await client.request(CART);
    await client.request(CART);
    expect(server.received(CART.path).map((call) => call.headers.authtoken)).toEqual(['access-old', 'access-fresh-1', 'access-fresh-1']);
  });

  it(`refreshes at most ${TOKEN_REFRESH_RETRIES} times per request, then expires the session`, async () => {
    server.route(CART.path, (_request, response) => json(response, 401, errorBody('TOKEN_EXPIRED', '')));
    server.route(PATHS.refreshAnonymousToken, issuesFreshCredentials());
    const { client, onSessionExpired } = clientFor(server);

    const error = await rejection(client.request(CART));

    expect(error).toMatchObject({ kind: 'sessionExpired', status: 401, code: 'TOKEN_EXPIRED', displayMsg: TOKEN_REFRESH_FAILED });
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(TOKEN_REFRESH_RETRIES);
    expect(server.received(CART.path)).toHaveLength(1 + TOKEN_REFRESH_RETRIES);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('concurrent 401s share one refresh, a request arriving during it waits, and all succeed', async () => {
    server.route(CART.path, acceptsFreshTokens);
    const { client, onCredentials } = clientFor(server);
    let arrivingDuringRefresh: Promise<unknown> | undefined;
    const fresh = issuesFreshCredentials();
    server.route(PATHS.refreshAnonymousToken, (request, response, hit) => {
      arrivingDuringRefresh = client.request(CART);
      fresh(request, response, hit);
    });

    const results = await Promise.all([client.request(CART), client.request(CART), client.request(CART)]);
    const late = await arrivingDuringRefresh;

    expect([...results, late]).toEqual(Array(4).fill({ token: 'access-fresh-1' }));
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(1);
    expect(onCredentials).toHaveBeenCalledTimes(1);
    const sentTokens = server.received(CART.path).map((call) => call.headers.authtoken);
    expect(sentTokens.filter((token) => token === 'access-old')).toHaveLength(3);
    expect(sentTokens.filter((token) => token === 'access-fresh-1')).toHaveLength(4);
  });

  it('a failed refresh expires the session once and rejects every waiting request', async () => {
    server.route(CART.path, acceptsFreshTokens);
    server.route(PATHS.refreshAnonymousToken, (_request, response) =>
      setTimeout(() => json(response, 400, errorBody('REFRESH_REVOKED', 'Please start again')), REFRESH_DELAY_MS),
    );
    const { client, onSessionExpired, onCredentials } = clientFor(server);

    const errors = await Promise.all([1, 2, 3].map(() => rejection(client.request(CART))));

    for (const error of errors) expect(error).toMatchObject({ kind: 'sessionExpired', status: 400, displayMsg: 'Please start again' });
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onCredentials).not.toHaveBeenCalled();
  });

  it('a failed refresh without a server message uses the SPEC text', async () => {
    server.route(CART.path, acceptsFreshTokens);
    server.route(PATHS.refreshAnonymousToken, (_request, response) => json(response, 401, {}));
    const { client, onSessionExpired } = clientFor(server);
    const error = await rejection(client.request(CART));
    expect(error).toMatchObject({ kind: 'sessionExpired', displayMsg: TOKEN_REFRESH_FAILED });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('a refresh that loses its connection is retried as a token call and does not log out', async () => {
    server.route(CART.path, acceptsFreshTokens);
    server.route(PATHS.refreshAnonymousToken, (_request, response) => dropConnection(response));
    const { client, onSessionExpired } = clientFor(server);
    const error = await rejection(client.request(CART));
    expect(error.kind).toBe('network');
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(4);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a 401 from a token endpoint is not refreshed', async () => {
    server.route(PATHS.anonymousUser, (_request, response) => json(response, 401, errorBody('NO', 'denied')));
    const error = await rejection(clientFor(server).client.createAnonymousUser());
    expect(error).toMatchObject({ kind: 'http', status: 401, displayMsg: 'denied' });
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(0);
  });

  it('without a refresh token the 401 is returned as it is', async () => {
    server.route(CART.path, acceptsFreshTokens);
    const { client, onSessionExpired } = clientFor(server, { isLoggedIn: false, deliveryType: 'D' });
    expect(await rejection(client.request(CART))).toMatchObject({ kind: 'http', status: 401 });
    expect(server.received()).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshAnonymousToken refreshes explicitly and reports the new credentials', async () => {
    server.route(PATHS.refreshAnonymousToken, issuesFreshCredentials('anon-user-2'));
    const { client, onCredentials } = clientFor(server);
    const session = await client.refreshAnonymousToken();
    expect(session).toEqual({ userId: 'anon-user-2', credentials: credentials('fresh-1') });
    expect(onCredentials).toHaveBeenCalledExactlyOnceWith(session);
  });
});

describe('401 with logged-in credentials (SPEC 4, 7)', () => {
  it('refreshes through the logged-in endpoint with userId and refreshToken in headers and body', async () => {
    server.route(CART.path, acceptsFreshTokens);
    server.route(PATHS.refreshToken, (_request, response) => json(response, 200, { credentials: credentials('fresh-9') }));
    const { client, onCredentials } = clientFor(server, anonymousContext({ userId: '42', isLoggedIn: true }));

    await expect(client.request(CART)).resolves.toEqual({ token: 'access-fresh-9' });

    const [refreshCall] = server.received(PATHS.refreshToken);
    expect(refreshCall?.headers).toMatchObject({ userid: '42', refreshtoken: 'refresh-old' });
    expect(JSON.parse(refreshCall?.body ?? '')).toEqual({ userId: '42', refreshToken: 'refresh-old' });
    expect(server.received(PATHS.refreshAnonymousToken)).toHaveLength(0);
    expect(onCredentials).toHaveBeenCalledExactlyOnceWith({ userId: '42', credentials: credentials('fresh-9') });
  });
});

describe('calls made before the session has credentials', () => {
  it('wait for whenAuthenticated before a call that needs credentials, and not before one that does not', async () => {
    server.route(CART.path, (request, response) => json(response, 200, { token: request.headers.authtoken }));
    server.route(PATHS.anonymousUser, (_request, response) => json(response, 201, { userId: 'u', credentials: credentials('new') }));
    let authenticate = () => {};
    const authenticated = new Promise<void>((resolve) => (authenticate = resolve));
    const context = anonymousContext({ credentials: undefined });
    const { client } = clientFor(server, context, { whenAuthenticated: () => authenticated });

    const cart = client.request(CART);
    await client.createAnonymousUser();
    expect(server.received(PATHS.anonymousUser)).toHaveLength(1);
    expect(server.received(CART.path)).toHaveLength(0);

    context.credentials = credentials('new');
    authenticate();
    await expect(cart).resolves.toEqual({ token: 'access-new' });
  });
});

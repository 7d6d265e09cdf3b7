import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { ANONYMOUS_500_RETRIES, JSON_RETRIES, NETWORK_RETRIES } from '@/domain/constants';
import { anonymousContext, clientFor, rejection, credentials } from './clientFixture';
import { dropConnection, errorBody, json, startMisbehavingServer, text, type MisbehavingServer } from './misbehavingServer';
import messagesEn from '@/i18n/en/messages';

const {
  asyncTimeout: ASYNC_TIMEOUT,
  badResponse: BAD_RESPONSE,
  genericError: GENERIC_ERROR,
  internalServerError: INTERNAL_SERVER_ERROR,
  networkLost: NETWORK_LOST,
} = messagesEn.texts;

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const CART: Endpoint = { path: '/api/v1/cart', method: 'GET', category: 'cart', auth: true };
const STORE_MENU: Endpoint = {
  path: '/api/v1/stores/{storeId}/menu',
  method: 'GET',
  category: 'menu',
  auth: true,
  storeSpecific: true,
};
const DEFAULT_STORE = 'S-DEFAULT';

describe('answers with status 200-599', () => {
  it('are returned by send, not thrown, with their parsed body', async () => {
    server.route(PATHS.alerts, (_request, response, hit) =>
      hit === 1 ? json(response, 404, errorBody('NF', 'nothing here')) : json(response, 599, { odd: true }),
    );
    const { client } = clientFor(server);
    await expect(client.send(ENDPOINTS.getAlerts)).resolves.toEqual({ status: 404, data: errorBody('NF', 'nothing here') });
    await expect(client.send(ENDPOINTS.getAlerts)).resolves.toEqual({ status: 599, data: { odd: true } });
  });

  it('give typed data for 2xx', async () => {
    const alerts = { alerts: [{ id: 'a1', message: 'Rain delays', severity: 'warning' }] };
    server.route(PATHS.alerts, (_request, response) => json(response, 200, alerts));
    await expect(clientFor(server).client.getAlerts()).resolves.toEqual(alerts);
  });

  it('404 and 400 throw the server errors[0]', async () => {
    server.route(PATHS.navMenu, (_request, response) =>
      json(response, 404, errorBody('MENU_MISSING', 'Menu not found', { header: 'Hmm', btnMsg: 'Back', description: 'd' })),
    );
    server.route(PATHS.usageTracking, (_request, response) => json(response, 400, errorBody('BAD_BODY', 'pageName is required')));
    const { client } = clientFor(server);
    const notFound = await rejection(client.getNavMenu());
    expect(notFound).toMatchObject({
      kind: 'http',
      status: 404,
      code: 'MENU_MISSING',
      displayMsg: 'Menu not found',
      header: 'Hmm',
      btnMsg: 'Back',
      description: 'd',
    });
    const badRequest = await rejection(
      client.trackUsage({
        data: {
          userAgent: 'ua',
          platform: 'PWA',
          userId: 'u',
          timestamp: 1,
          pageName: '',
          referrer: '',
          action: 'SAVE_UA_TRACKING',
          actionType: 'view',
          properties: {},
        },
      }),
    );
    expect(badRequest).toMatchObject({ kind: 'http', status: 400, code: 'BAD_BODY', displayMsg: 'pageName is required' });
    expect(JSON.parse(server.received(PATHS.usageTracking)[0]?.body ?? '')).toMatchObject({ data: { action: 'SAVE_UA_TRACKING' } });
  });

  it('a 500 without errors[0] gets the SPEC 8 popup defaults', async () => {
    server.route(PATHS.widgets, (_request, response) => text(response, 500, '<html>oops</html>'));
    const error = await rejection(clientFor(server).client.getWidgets());
    expect(error).toMatchObject({ kind: 'http', status: 500, displayMsg: INTERNAL_SERVER_ERROR, header: 'Ops', btnMsg: 'Ok' });
    expect(server.received(PATHS.widgets)).toHaveLength(1);
  });

  it.each([501, 502, 503])('%i rejects as a service problem', async (status) => {
    server.route(PATHS.config, (_request, response) => json(response, status, {}));
    const error = await rejection(clientFor(server).client.getConfig());
    expect(error).toMatchObject({ kind: 'service', status, displayMsg: GENERIC_ERROR });
  });
});

describe('timeout', () => {
  it('gives up after timeoutMs with ASYNC_TIMEOUT and does not retry', async () => {
    server.route(CART.path, () => undefined);
    const started = Date.now();
    const error = await rejection(clientFor(server, anonymousContext(), { timeoutMs: 80 }).client.request(CART));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, displayMsg: ASYNC_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.received(CART.path)).toHaveLength(1);
  });

  it('an abort by the caller rejects with the abort reason, not an ApiError', async () => {
    server.route(CART.path, () => undefined);
    const controller = new AbortController();
    const pending = clientFor(server).client.request(CART, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('network failures (SPEC 8)', () => {
  it(`retry ${NETWORK_RETRIES} times on a cart endpoint, then reject with NETWORK_LOST`, async () => {
    server.route(CART.path, (_request, response) => dropConnection(response));
    const error = await rejection(clientFor(server).client.request(CART));
    expect(error).toMatchObject({ kind: 'network', status: 0, displayMsg: NETWORK_LOST });
    expect(server.received(CART.path)).toHaveLength(1 + NETWORK_RETRIES);
  });

  it('retry on the token endpoint and succeed when the connection comes back', async () => {
    const session = { userId: 'anon-9', credentials: credentials('new') };
    server.route(PATHS.anonymousUser, (_request, response, hit) =>
      hit <= NETWORK_RETRIES ? dropConnection(response) : json(response, 201, session),
    );
    await expect(clientFor(server).client.createAnonymousUser()).resolves.toEqual(session);
    expect(server.received(PATHS.anonymousUser)).toHaveLength(1 + NETWORK_RETRIES);
  });

  it('are reported as they happen: each retry, then whether the request recovered or gave up', async () => {
    const reports: string[] = [];
    const onNetworkRetry = (report: string) => void reports.push(report);
    server.route(CART.path, (_request, response) => dropConnection(response));
    await rejection(clientFor(server, undefined, { onNetworkRetry }).client.request(CART));
    expect(reports).toEqual([...Array<string>(NETWORK_RETRIES).fill('retrying'), 'gaveUp']);

    reports.length = 0;
    server.route(PATHS.anonymousUser, (_request, response, hit) =>
      hit <= 1 ? dropConnection(response) : json(response, 201, { userId: 'anon-9', credentials: credentials('new') }),
    );
    await clientFor(server, undefined, { onNetworkRetry }).client.createAnonymousUser();
    expect(reports).toEqual(['retrying', 'recovered']);

    // A caller that stops waiting mid-retry ends the retrying too: nothing is left saying 'Retrying'.
    reports.length = 0;
    const stop = new AbortController();
    const stopOnRetry = (report: string) => {
      reports.push(report);
      stop.abort(new Error('left the screen'));
    };
    const stopped = clientFor(server, undefined, { onNetworkRetry: stopOnRetry }).client.request(CART, { signal: stop.signal });
    await expect(stopped).rejects.toThrow('left the screen');
    expect(reports).toEqual(['retrying', 'recovered']);

    reports.length = 0;
    server.route(PATHS.navMenu, (_request, response) => dropConnection(response));
    await rejection(clientFor(server, undefined, { onNetworkRetry }).client.getNavMenu());
    expect(reports).toEqual([]);
  });

  it('are not retried on a content endpoint', async () => {
    server.route(PATHS.navMenu, (_request, response) => dropConnection(response));
    const error = await rejection(clientFor(server).client.getNavMenu());
    expect(error.kind).toBe('network');
    expect(server.received(PATHS.navMenu)).toHaveLength(1);
  });
});

describe('invalid JSON (SPEC 8)', () => {
  it(`retries ${JSON_RETRIES} times, then rejects with BAD_RESPONSE`, async () => {
    server.route(PATHS.appConfig, (_request, response) => text(response, 200, '{"maximumcartprice": 50'));
    const error = await rejection(clientFor(server).client.getAppConfig());
    expect(error).toMatchObject({ kind: 'invalidJson', status: 200, displayMsg: BAD_RESPONSE });
    expect(server.received(PATHS.appConfig)).toHaveLength(1 + JSON_RETRIES);
  });

  it('recovers when a retry answers JSON', async () => {
    server.route(PATHS.appConfig, (_request, response, hit) =>
      hit === 1 ? text(response, 200, 'not json') : json(response, 200, { timeout: 70 }),
    );
    await expect(clientFor(server).client.getAppConfig()).resolves.toEqual({ timeout: 70 });
    expect(server.received(PATHS.appConfig)).toHaveLength(2);
  });
});

describe('403 on a store-specific endpoint (SPEC 8)', () => {
  it('retries once with the default store', async () => {
    server.route('/api/v1/stores/S-CLOSED/menu', (_request, response) => json(response, 403, errorBody('STORE_FORBIDDEN', 'closed')));
    server.route(`/api/v1/stores/${DEFAULT_STORE}/menu`, (_request, response) => json(response, 200, { items: [] }));
    const { client } = clientFor(server, anonymousContext({ storeId: 'S-CLOSED' }), { defaultStoreId: DEFAULT_STORE });
    await expect(client.request(STORE_MENU)).resolves.toEqual({ items: [] });
    const retried = server.received(`/api/v1/stores/${DEFAULT_STORE}/menu`);
    expect(server.received('/api/v1/stores/S-CLOSED/menu')).toHaveLength(1);
    expect(retried).toHaveLength(1);
    expect(retried[0]?.headers.storeid).toBe(DEFAULT_STORE);
  });

  it('gives up after the default store also answers 403, and never retries other endpoints', async () => {
    server.route(`/api/v1/stores/${DEFAULT_STORE}/menu`, (_request, response) =>
      json(response, 403, errorBody('STORE_FORBIDDEN', 'closed')),
    );
    server.route(CART.path, (_request, response) => json(response, 403, errorBody('FORBIDDEN', 'no')));
    const { client } = clientFor(server, anonymousContext({ storeId: 'S-CLOSED' }), { defaultStoreId: DEFAULT_STORE });
    server.route('/api/v1/stores/S-CLOSED/menu', (_request, response) => json(response, 403, errorBody('STORE_FORBIDDEN', 'closed')));
    expect(await rejection(client.request(STORE_MENU))).toMatchObject({ status: 403, code: 'STORE_FORBIDDEN' });
    expect(server.received()).toHaveLength(2);
    expect(await rejection(client.request(CART))).toMatchObject({ status: 403 });
    expect(server.received(CART.path)).toHaveLength(1);
  });
});

describe('500 on the anonymous-token call (SPEC 8)', () => {
  it('is retried once and then succeeds', async () => {
    const session = { userId: 'anon-2', credentials: credentials('new') };
    server.route(PATHS.anonymousUser, (_request, response, hit) => (hit === 1 ? json(response, 500, {}) : json(response, 201, session)));
    await expect(clientFor(server).client.createAnonymousUser()).resolves.toEqual(session);
    expect(server.received(PATHS.anonymousUser)).toHaveLength(1 + ANONYMOUS_500_RETRIES);
  });

  it('fails after the retry with the internal server error defaults', async () => {
    server.route(PATHS.anonymousUser, (_request, response) => json(response, 500, {}));
    const error = await rejection(clientFor(server).client.createAnonymousUser());
    expect(error).toMatchObject({ status: 500, displayMsg: INTERNAL_SERVER_ERROR });
    expect(server.received(PATHS.anonymousUser)).toHaveLength(1 + ANONYMOUS_500_RETRIES);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { Endpoint } from '@/contract/endpoints';
import { detectSource } from '@/api/headers';
import { setLanguage } from '@/i18n/language';
import { API_KEY, CLIENT_TYPE, anonymousContext, clientFor, credentials } from './clientFixture';
import { json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';

let server: MisbehavingServer;
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.route(PATHS.config, (_request, response) => json(response, 200, {}));
});

const loggedInContext = anonymousContext({
  userId: '42',
  credentials: credentials('live'),
  isLoggedIn: true,
  storeId: 'S100',
  cartId: 'C7',
  deliveryType: 'D',
  childStoreId: 'S101',
  gaClientId: 'GA1.2.3',
  mobile: '9876543210',
  latitude: 28.6139,
  longitude: 77.209,
  abVariant: 'B',
});

describe('header set (SPEC 7)', () => {
  it("names the customer's language, so the server answers in it", async () => {
    await clientFor(server, loggedInContext).client.getConfig();
    setLanguage('hi');
    try {
      await clientFor(server, loggedInContext).client.getConfig();
    } finally {
      setLanguage('en');
    }
    const [english, hindi] = server.received(PATHS.config);
    expect(english?.headers).toMatchObject({ 'x-language': 'en', 'accept-language': 'en-IN' });
    expect(hindi?.headers).toMatchObject({ 'x-language': 'hi', 'accept-language': 'hi-IN' });
  });

  it('sends every header a logged-in delivery call has', async () => {
    await clientFor(server, loggedInContext).client.getConfig();
    const [received] = server.received(PATHS.config);
    expect(received?.headers).toMatchObject({
      api_key: API_KEY,
      authtoken: 'access-live',
      sessiontoken: 'session-live',
      userid: '42',
      storeid: 'S100',
      cartid: 'C7',
      isloggedin: 'true',
      client_type: CLIENT_TYPE,
      source: 'PWA18',
      requestid: 'pwa-42',
      deliverytype: 'D',
      childstoreid: 'S101',
      ga_client_id: 'GA1.2.3',
      mobile: '9876543210',
      u_lat: '28.6139',
      u_long: '77.209',
      ab_variant: 'B',
      'content-type': 'application/json',
    });
  });

  it('leaves out headers without a value and uses an anon request id', async () => {
    const before = Date.now();
    await clientFor(server, { isLoggedIn: false, deliveryType: 'D' }).client.getConfig();
    const headers = server.received(PATHS.config)[0]?.headers ?? {};
    expect(headers.requestid).toMatch(/^anon\d+$/);
    expect(Number(headers.requestid?.toString().slice('anon'.length))).toBeGreaterThanOrEqual(before);
    expect(headers.isloggedin).toBe('false');
    expect(headers.deliverytype).toBe('D');
    for (const name of [
      'authtoken',
      'sessiontoken',
      'userid',
      'storeid',
      'cartid',
      'childstoreid',
      'ga_client_id',
      'mobile',
      'u_lat',
      'u_long',
      'ab_variant',
    ]) {
      expect(headers, name).not.toHaveProperty(name);
    }
  });

  it('sends childStoreId only with delivery', async () => {
    await clientFor(server, { ...loggedInContext, deliveryType: 'T' }).client.getConfig();
    const headers = server.received(PATHS.config)[0]?.headers ?? {};
    expect(headers.deliverytype).toBe('T');
    expect(headers).not.toHaveProperty('childstoreid');
  });

  it('sends the desktop source it was given', async () => {
    await clientFor(server, loggedInContext, { source: 'NewDesktop' }).client.getConfig();
    expect(server.received(PATHS.config)[0]?.headers.source).toBe('NewDesktop');
  });

  it('sends uploads as multipart and merges endpoint headers, placeholders and query', async () => {
    const upload: Endpoint = {
      path: '/api/v1/stores/{storeId}/carts/{cartId}/files/{name}',
      method: 'POST',
      category: 'cart',
      auth: true,
    };
    const path = '/api/v1/stores/S100/carts/C7/files/a%20b';
    server.route(path, (_request, response) => json(response, 201, { ok: true }));
    const form = new FormData();
    form.append('note', 'extra cheese');
    const data = await clientFor(server, loggedInContext).client.request<{ ok: boolean }>(upload, {
      body: form,
      pathParams: { name: 'a b' },
      headers: { tip_variant: 'T2', isWalletUsed: undefined },
    });
    expect(data).toEqual({ ok: true });
    const [received] = server.received(path);
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.headers.tip_variant).toBe('T2');
    expect(received?.headers).not.toHaveProperty('iswalletused');
    expect(received?.body).toContain('extra cheese');
  });
});

describe('detectSource', () => {
  it('reads mobile user agents as PWA18 and others as NewDesktop', () => {
    expect(detectSource('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36')).toBe('PWA18');
    expect(detectSource('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('PWA18');
    expect(detectSource('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe('NewDesktop');
  });
});

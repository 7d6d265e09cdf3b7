/**
 * The contract: one endpoint table names the schemas of every call, the server validates requests with them,
 * and the client (in development and tests) refuses answers that break them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressesApi } from '@/api/addresses';
import { afterOrderApi } from '@/api/afterOrder';
import { createApiClient, type ApiClient } from '@/api/client';
import { leagueApi } from '@/api/league';
import type { RequestContext, RequestFetch } from '@/api/types';
import { ordersApi } from '@/api/orders';
import { profileApi } from '@/api/profile';
import { ResponseContractError } from '@/api/responseCheck';
import type { ErrorBody } from '@/contract/errors';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@/contract/endpoints';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '@/contract/endpointSchemas';
import { API_PREFIX, PATHS } from '@/contract/paths';
import { SCHEMAS } from '@/contract/schemas';
import { createApp } from '@server/app';
import { createTravellingClock } from '@server/services/sandboxClock';
import { routePath } from '@server/routes/account';
import { describeIssue } from '@server/http/validate';
import { loginWithOtp, type LoggedIn } from './support/accounts';
import { DELIVERY_POINT, HAND_TOSSED, MARGHERITA, MEDIUM, STORE_ID } from './support/checkout';
import { startTestServer, type TestServer } from './support/server';

/** The sandbox gateway's own hosted pages and their form posts: the simulated third party, outside our API. */
const GATEWAY_PAGES = routePath(PATHS.sandboxGatewayPay);
/** POST calls that carry no body. */
const BODYLESS_POSTS = new Set([
  'createAnonymousUser',
  'pollTransactionStatus',
  'cancelPayment',
  'submitPendingOrder',
  'sendVoucherOtp',
  'resendCardOtp',
  'reorder',
  'refundToWallet',
  'cancelRailOrder',
  'optOutLoyalty',
  'registerCheesyRewards',
  'optOutCheesyRewards',
  'spinWheel',
]);

const MARGHERITA_LINE = {
  productId: MARGHERITA,
  crustId: HAND_TOSSED,
  sizeId: MEDIUM,
  quantity: 2,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
};

const table = (Object.keys(ENDPOINTS) as EndpointName[]).map((name): [EndpointName, Endpoint, EndpointSchemas] => [
  name,
  ENDPOINTS[name],
  ENDPOINT_SCHEMAS[name],
]);
const routeKey = (method: string, path: string) => `${method} ${path}`;

let server: TestServer;
/** The sandbox clock's control is mounted when the app has a movable clock. */
const travel = createTravellingClock();
let member: LoggedIn;

beforeAll(async () => {
  server = await startTestServer({ clock: travel.clock, travel });
  member = await loginWithOtp(server);
});
afterAll(() => server.close());

describe('the endpoint table', () => {
  it('names a response schema for every endpoint, and a body schema for every call that sends one', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [name, endpoint, schemas] of table) {
      expect(SCHEMAS[schemas.response], name).toBeDefined();
      for (const request of [schemas.body, schemas.form, schemas.query]) {
        if (request !== undefined) expect(SCHEMAS[request], name).toBeDefined();
      }
      const sendsBody =
        endpoint.method === 'PUT' || endpoint.method === 'PATCH' || (endpoint.method === 'POST' && !BODYLESS_POSTS.has(name));
      expect(schemas.body !== undefined || schemas.form !== undefined, `${name} sends a body`).toBe(sendsBody);
    }
  });

  it('finds each schema by one name: no two resources export the same one', async () => {
    const resources = [
      'accounts',
      'addresses',
      'afterOrder',
      'cart',
      'config',
      'content',
      'locations',
      'loyalty',
      'menu',
      'orders',
      'payments',
      'paymentVerification',
      'profile',
      'rail',
      'rewards',
      'tracking',
      'vouchers',
    ];
    const names = (await Promise.all(resources.map((resource) => import(`@/contract/${resource}.ts`)))).flatMap((module: object) =>
      Object.keys(module),
    );
    expect(names.length).toBeGreaterThan(resources.length);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('is exactly what the server mounts under the API, the sandbox gateway pages aside', () => {
    const app = createApp({ db: server.database.db, env: server.env, staticDir: '/nonexistent', travel });
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith(API_PREFIX) && !route.path.startsWith(GATEWAY_PAGES))
        .map((route) => routeKey(route.method, route.path)),
    );
    const listed = new Set(table.map(([, endpoint]) => routeKey(endpoint.method, routePath(endpoint.path))));
    expect([...mounted].sort()).toEqual([...listed].sort());
  });
});

/** Values that a schema may refuse: every field of an object schema gets each in turn. */
const PROBES: unknown[] = [12_345, '!', 'x'.repeat(5000), ''];

/** Inputs the schema refuses, found by probing its fields (query and form values are strings): each must get the schema's answer. */
function refusedInputs(schema: z.ZodType, stringsOnly: boolean): Record<string, unknown>[] {
  const shape = 'shape' in schema ? (schema.shape as Record<string, unknown>) : {};
  const probes = PROBES.filter((probe) => !stringsOnly || typeof probe === 'string');
  const candidates = [{}, ...Object.keys(shape).flatMap((key) => probes.map((probe) => ({ [key]: probe })))];
  const refused = candidates.filter((candidate) => !schema.safeParse(candidate).success);
  if (refused.length === 0) throw new Error('no refused input found');
  return refused;
}

const expectedMessage = (schema: z.ZodType, input: unknown): string => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success || !result.error.issues[0]) throw new Error('the input was accepted');
  return describeIssue(result.error.issues[0]);
};

function requestPath(endpoint: Endpoint, query: Record<string, unknown>): string {
  const path = endpoint.path.replace('{userId}', encodeURIComponent(member.userId)).replace(/\{\w+\}/g, 'X1');
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search === '' ? path : `${path}?${search}`;
}

describe('the server validates every request with the schemas the table names', () => {
  const validatedEndpoints = table.filter(
    ([, , schemas]) => schemas.query !== undefined || schemas.body !== undefined || schemas.form !== undefined,
  );

  it.each(validatedEndpoints)(
    '%s refuses what its schema refuses, with 400 errors[0] naming the first problem',
    async (_name, endpoint, schemas) => {
      const querySchema = schemas.query === undefined ? undefined : SCHEMAS[schemas.query];
      const bodyName = schemas.body ?? schemas.form;
      const bodySchema = bodyName === undefined ? undefined : SCHEMAS[bodyName];
      // With a body to check, no query is sent (every query schema takes that), so that the body's check answers.
      const [schema, inputs] =
        bodySchema === undefined
          ? [querySchema!, refusedInputs(querySchema!, true)]
          : [bodySchema, refusedInputs(bodySchema, schemas.form !== undefined)];
      for (const input of inputs) {
        const body =
          bodySchema === undefined
            ? undefined
            : schemas.form !== undefined
              ? new URLSearchParams(input as Record<string, string>).toString()
              : JSON.stringify(input);
        const contentType = schemas.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
        const response = await server.fetch(requestPath(endpoint, bodySchema === undefined ? input : {}), {
          method: endpoint.method,
          headers: { ...member.headers, 'Content-Type': contentType },
          body,
        });
        const label = `${endpoint.method} ${endpoint.path} ${JSON.stringify(input).slice(0, 80)}`;
        expect(response.status, label).toBe(400);
        expect(((await response.json()) as ErrorBody).errors[0], label).toEqual({
          code: 'BAD_REQUEST',
          displayMsg: expectedMessage(schema, input),
        });
      }
    },
  );
});

function clientOf(fetch?: RequestFetch): ApiClient {
  const context: RequestContext = {
    userId: member.userId,
    credentials: member.credentials,
    isLoggedIn: true,
    storeId: STORE_ID,
    deliveryType: 'D',
  };
  return createApiClient({
    baseURL: server.url,
    apiKey: 'contract-test',
    clientType: 'pwa-test',
    source: 'PWA18',
    getContext: () => context,
    onCredentials: () => undefined,
    onSessionExpired: () => undefined,
    ...(fetch ? { fetch } : {}),
  });
}

describe('the client checks answers against the contract', () => {
  it('takes the real server’s answers, from the landing page to the order history', async () => {
    const client = clientOf();
    const { userId } = member;
    await client.getConfig();
    await client.getAppConfig();
    await client.getNavMenu();
    await client.getAlerts();
    await client.getWidgets();
    await client.getCities();
    await client.getLocalities();
    await client.autocompletePlaces('Connaught');
    const point = { latitude: DELIVERY_POINT.latitude, longitude: DELIVERY_POINT.longitude };
    await client.reverseGeocode(point);
    await client.getNearestStores(point, 'D');
    await client.lookupStore({ ...point, deliveryType: 'D' });
    await client.getMenu(STORE_ID);
    await client.getToppings(STORE_ID);
    await client.getPnrStatus('4512345670');
    await client.getPnrStatus('1111122222');
    await client.getEdv(STORE_ID);
    await client.getMixMatch(STORE_ID);
    await leagueApi(client).getLeague(null);
    await leagueApi(client).getLeague(STORE_ID);
    await client.getFavourites(userId);
    await client.getDeals(STORE_ID);
    await client.putCart({ storeId: STORE_ID, deliveryType: 'D', items: [MARGHERITA_LINE] });
    await client.getCart();
    await client.getUpsell();
    await client.getWalletSummary(userId);
    await client.getWalletHistory({ page: 1, mobile: member.attributes.mobile, loyaltyProgramCode: 'PIZZA_PALS' });
    await profileApi(client).getProfile(userId);
    await addressesApi(client).getAddresses(userId);
    await ordersApi(client).getPaymentOptions(STORE_ID);
    await ordersApi(client).getRecentOrder();
    await afterOrderApi(client).getOrderHistory(1, false);
  });

  it('refuses an answer that breaks its schema, naming the endpoint', async () => {
    const drifting: RequestFetch = async (request) => {
      const answer = await fetch(request);
      if (new URL(request.url).pathname !== PATHS.config) return answer;
      const { mapTileUrl: _dropped, ...rest } = (await answer.json()) as Record<string, unknown>;
      return Response.json({ ...rest, disableCookies: 'no' }, { status: answer.status });
    };
    const error = await clientOf(drifting)
      .getConfig()
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ResponseContractError);
    expect(error).toMatchObject({ endpoint: `GET ${PATHS.config}` });
    expect((error as ResponseContractError).issues.map((issue) => issue.path.join('.')).sort()).toEqual(['disableCookies', 'mapTileUrl']);
  });
});

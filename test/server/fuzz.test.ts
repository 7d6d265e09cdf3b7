/**
 * Property-based fuzzing of every endpoint: the contract's endpoint table plus every route the app mounts
 * (sandbox, dev and callback routes included), as a guest and as a logged-in caller, with arbitrary and
 * hostile bodies, queries, path parameters and content types. No request may get a 5xx; a 4xx carries
 * errors[0] with code and displayMsg (the sandbox's HTML pages answer HTML). A fixed seed keeps runs
 * repeatable: FUZZ_SEED and FUZZ_RUNS override it and the runs per endpoint.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, PATHS } from '@/contract/paths';
import type { ErrorBody } from '@/contract/errors';
import { ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { createApp } from '@server/app';
import { routePath } from '@server/routes/account';
import { loginWithOtp, type LoggedIn } from './support/accounts';
import { addressBody } from './support/addresses';
import { COLA, HAND_TOSSED, MARGHERITA, MEDIUM, STORE_ID, confirmBody } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const SEED = Number(process.env.FUZZ_SEED ?? 1_207_013);
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 20);
/** Limits a single fuzz run would trip within seconds; raised so that the runs reach the handlers. */
const FUZZ_ENV = {
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '100000',
  OTP_SENDS_PER_MOBILE_PER_HOUR: '100000',
  PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR: '100000',
  ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR: '100000',
  TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR: '100000',
};
/** Beyond every integer column (and JavaScript's safe integers): each schema refuses them wherever a number goes. */
const OUT_OF_RANGE = [2 ** 63, -(2 ** 63), 1e300];
/** One past PostgreSQL's integer, refused wherever an integer column takes the value. */
const PAST_PG_INTEGER = 2 ** 31;
/** Usage events keep their client timestamp as bigint and their properties as JSON: wider numbers fit there. */
const WIDE_NUMBER_FIELDS = new Set(['timestamp', 'properties']);
/** Counters of refused requests; everything else must stay as it was. */
const COUNTER_TABLES = new Set(['rate_limits']);

interface Route {
  method: string;
  /** Hono pattern, `:name` for parameters. */
  path: string;
}

type Caller = { kind: 'guest' | 'loggedIn'; headers: Record<string, string>; userId: string };

let server: TestServer;
let guest: Caller;
let member: Caller;

const MOBILE = '9876543210';
const cartBody = {
  storeId: STORE_ID,
  deliveryType: 'D',
  items: [
    { productId: MARGHERITA, crustId: HAND_TOSSED, sizeId: MEDIUM, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] },
    { productId: COLA, crustId: null, sizeId: null, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] },
  ],
};

/** A well-formed body per JSON endpoint, so that mutations of one field reach past the first check. */
const samples = (userId: string): Record<string, unknown> => ({
  [`POST ${PATHS.refreshAnonymousToken}`]: { refreshToken: 'refresh-token' },
  [`POST ${PATHS.refreshToken}`]: { userId, refreshToken: 'refresh-token' },
  [`POST ${PATHS.usageTracking}`]: {
    data: {
      userAgent: 'Mozilla/5.0',
      platform: 'PWA',
      userId,
      timestamp: 1_760_000_000_000,
      pageName: 'menu',
      referrer: '/',
      action: 'SAVE_UA_TRACKING',
      actionType: 'page_view',
      properties: { categoryId: 2 },
    },
  },
  [`POST ${PATHS.sendOtp}`]: { mobile: MOBILE, firstName: 'Asha', lastName: 'Rao' },
  [`POST ${PATHS.sendLoyaltyOtp}`]: { mobile: MOBILE },
  [`POST ${PATHS.forgotPassword}`]: { mobile: MOBILE },
  [`POST ${PATHS.validateOtp}`]: { mobile: MOBILE, code: '123456', screenName: 'login' },
  [`POST ${PATHS.passwordLogin}`]: { mobile: MOBILE, password: 'secret-123' },
  [`POST ${PATHS.socialLoginValidate}`]: {
    email: 'asha@example.com',
    source: 'sandbox',
    firstName: 'Asha',
    lastName: 'Rao',
    token: 'token',
  },
  [`POST ${PATHS.socialSignup}`]: {
    mobile: MOBILE,
    code: '123456',
    email: 'asha@example.com',
    source: 'sandbox',
    firstName: 'Asha',
    lastName: 'Rao',
    token: 'token',
  },
  [`POST ${PATHS.logout}`]: { everywhere: false },
  [`PUT ${PATHS.profile}`]: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
  [`PUT ${PATHS.setPassword}`]: { password: 'secret-123' },
  [`POST ${PATHS.storeLookup}`]: { latitude: 28.6315, longitude: 77.2167, deliveryType: 'D', storeId: STORE_ID },
  [`PUT ${PATHS.cart}`]: { ...cartBody, tip: { tipAmount: 0, tipRemoved: false, autoTipSelected: false } },
  [`POST ${PATHS.cartItems}`]: { ...cartBody, tip: { tipAmount: 0, tipRemoved: false, autoTipSelected: false } },
  [`POST ${PATHS.favourites}`]: { productId: MARGHERITA, favourite: true },
  [`POST ${PATHS.confirmOrder}`]: confirmBody({ idempotencyKey: 'fuzz-key-0001' }),
  [`POST ${PATHS.addresses}`]: addressBody(),
  [`PUT ${PATHS.address}`]: addressBody(),
  [`PUT ${PATHS.orderFavourite}`]: { favourite: true },
  [`POST ${PATHS.paymentCallback}`]: { order_transaction_id: 'T1', payment_tranx_id: 'P1', status: 'SUCCESS' },
});

/** Calls that end the caller's session or account run last, so the others meet a live session. */
const ENDING = new Set([`POST ${PATHS.logout}`, `DELETE ${PATHS.deleteAccount}`]);

/** The contract's endpoint table. */
const TABLE_ENDPOINTS = Object.values<Endpoint>(ENDPOINTS);

function allRoutes(): Route[] {
  const app = createApp({ db: server.database.db, env: server.env, staticDir: '/nonexistent' });
  const mounted = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith(API_PREFIX) && !route.path.includes('*'))
    .map(({ method, path }) => ({ method, path }));
  const listed = TABLE_ENDPOINTS.map(({ method, path }) => ({ method, path: routePath(path) }));
  const unique = new Map([...listed, ...mounted].map((route) => [`${route.method} ${route.path}`, route]));
  const contractKey = (route: Route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
  return [...unique.values()].sort((a, b) => Number(ENDING.has(contractKey(a))) - Number(ENDING.has(contractKey(b))));
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '😀🍕',
  'पिज़्ज़ा',
  '\u202E\u200B',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '%',
  '%E0%A4%A',
  '%FF%FE',
  '-1',
  '0',
  '1e309',
  'NaN',
  '2147483648',
  '9223372036854775808',
  '9'.repeat(40),
  'x'.repeat(5000),
];
const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  -0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 8 }),
);
const nested = (depth: number): unknown => (depth === 0 ? 1 : depth % 2 === 0 ? [nested(depth - 1)] : { a: nested(depth - 1) });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 10, max: 200 }).map(nested),
  fc.constantFrom(null, true, false, [], {}),
);

/** Percent-encodes UTF-8 bytes; a lone surrogate becomes U+FFFD as a browser would send it. */
const encode = (value: string): string =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** A segment sent as is (broken escapes) or encoded. */
const pathSegment = fc.oneof(
  hostileString.map(encode),
  fc.constantFrom('%00', '%', '%E0%A4%A', '%FF', '%C0%AF', '..%2F..%2F', '%2e%2e'),
  fc.constantFrom(STORE_ID, '101', 'MARG', 'CASH'),
);

const QUERY_KEYS = [
  'userId',
  'storeId',
  'mobile',
  'orderId',
  'pageNo',
  'page',
  'loyaltyProgramCode',
  'favourites',
  'input',
  'latitude',
  'longitude',
  'orderDeliveryType',
  'delivery_type',
  'city',
  'bin',
  'redirect_uri',
  'state',
];
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString),
      fc.oneof(hostileString.map(encode), fc.constantFrom('%00', '%', '%FF', STORE_ID, '28.6', MOBILE, '1'), hostileString.map(encode)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${value}`).join('&'));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  undefined,
];

interface Leaf {
  path: (string | number)[];
}

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (value === null || typeof value !== 'object') return [{ path }];
  const children = Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, Array.isArray(value) ? Number(key) : key]));
  return [{ path }, ...children];
}

function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, next);
  return copy;
}

/** The sample with one field replaced by a hostile value. */
const mutation = (sample: unknown) => {
  const paths = leaves(sample);
  return fc
    .tuple(fc.nat({ max: paths.length - 1 }), hostileValue)
    .map(([index, value]) => JSON.stringify(replaced(sample, paths[index]!.path, value)));
};

const bodyText = (sample: unknown): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    ...(sample === undefined
      ? []
      : [
          { weight: 4, arbitrary: mutation(sample) },
          { weight: 1, arbitrary: fc.constant(JSON.stringify(sample)) },
        ]),
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)) },
    { weight: 1, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,]', '{"a":1}}', 'null', '"\\u0000"', '{"\\u0000":1}', '{"a":"\\ud800"}', undefined),
    },
  );

interface FuzzRequest {
  path: string;
  query: string;
  body: string | undefined;
  contentType: string | undefined;
}

function requestFor(route: Route, caller: Caller, sample: unknown): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const parameter = (name: string) => (name === 'userId' ? fc.oneof(fc.constant(encode(caller.userId)), pathSegment) : pathSegment);
  return fc.record({
    path: fc
      .tuple(...names.map(parameter))
      .map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i]!), route.path)),
    query: queryString,
    body: route.method === 'GET' ? fc.constant(undefined) : bodyText(sample),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });
}

async function send(route: Route, caller: Caller, request: FuzzRequest): Promise<Response> {
  const headers: Record<string, string> = { ...caller.headers };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  const target = request.query === '' ? request.path : `${request.path}?${request.query}`;
  return server.fetch(target, { method: route.method, headers, body: request.body, redirect: 'manual' });
}

async function expectWellAnswered(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400 || response.headers.get('content-type')?.includes('text/html')) {
    await response.body?.cancel();
    return;
  }
  const error = ((await response.json()) as ErrorBody).errors[0];
  expect(typeof error?.code, label).toBe('string');
  expect(typeof error?.displayMsg, label).toBe('string');
}

const describeRequest = (route: Route, caller: Caller, request: FuzzRequest) =>
  `${caller.kind} ${route.method} ${request.path}?${request.query} [${request.contentType ?? 'no content type'}] ${JSON.stringify(request.body?.slice(0, 300))}`;

async function rowCounts(): Promise<Record<string, number>> {
  const db = server.database.db;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    if (COUNTER_TABLES.has(table)) continue;
    const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number(row?.n);
  }
  return counts;
}

const asCaller = (kind: Caller['kind'], session: { userId: string; headers: Record<string, string> }): Caller => ({
  kind,
  userId: session.userId,
  headers: session.headers,
});

beforeAll(async () => {
  server = await startTestServer({ env: FUZZ_ENV });
  guest = asCaller('guest', await signInAnonymously(server));
  const loggedIn: LoggedIn = await loginWithOtp(server);
  member = asCaller('loggedIn', loggedIn);
});
afterAll(() => server.close());

describe('refused input writes nothing', () => {
  it('NUL characters, deep nesting, out-of-range integers, malformed JSON and non-JSON content types on every JSON endpoint get a 4xx with errors[0] and leave every table as it was', async () => {
    const before = await rowCounts();
    for (const [key, sample] of Object.entries(samples(member.userId))) {
      const [method, contractPath] = key.split(' ') as [string, string];
      const path = contractPath.replace('{userId}', member.userId).replace(/\{\w+\}/g, '1');
      const json = JSON.stringify(sample);
      const numeric = leaves(sample).filter((leaf) => typeof getAt(sample, leaf.path) === 'number');
      const stringLeaf = leaves(sample).find((leaf) => typeof getAt(sample, leaf.path) === 'string');
      const refused: [string, string | undefined][] = [
        [json, 'text/plain'],
        [json, 'application/x-www-form-urlencoded'],
        [json, undefined],
        [json.slice(0, -1), 'application/json'],
        [JSON.stringify({ ...(sample as object), 'key\u0000': 1 }), 'application/json'],
        [JSON.stringify(replaced(sample, leaves(sample)[1]!.path, nested(200))), 'application/json'],
        ...(stringLeaf ? [[JSON.stringify(replaced(sample, stringLeaf.path, 'a\u0000b')), 'application/json'] as [string, string]] : []),
        ...numeric.flatMap((leaf) =>
          [...OUT_OF_RANGE, ...(leaf.path.some((key) => WIDE_NUMBER_FIELDS.has(String(key))) ? [] : [PAST_PG_INTEGER])].map(
            (n) => [JSON.stringify(replaced(sample, leaf.path, n)), 'application/json'] as [string, string],
          ),
        ),
      ];
      for (const [body, contentType] of refused) {
        const headers: Record<string, string> = { ...member.headers, ...(contentType ? { 'Content-Type': contentType } : {}) };
        const response = await server.fetch(path, { method, headers, body });
        const label = `${method} ${path} [${contentType ?? 'none'}] ${body.slice(0, 200)}`;
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        await expectWellAnswered(response, label);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a NUL character or a broken escape in the path or the query is refused with 400 errors[0]', async () => {
    const targets = [
      PATHS.deal.replace('{code}', 'FIRST%00'),
      PATHS.pickupStoreAddress.replace('{storeId}', '%00'),
      PATHS.deal.replace('{code}', '%E0%A4%A'),
      `${PATHS.placeAutocomplete}?input=Kora%00mangala`,
      `${PATHS.localities}?%00=1`,
    ];
    for (const target of targets) {
      const response = await server.fetch(target, { headers: guest.headers });
      expect(response.status, target).toBe(400);
      await expectWellAnswered(response, target);
    }
  });
});

function getAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], value);
}

describe('no client input gets a 5xx', () => {
  it(`every endpoint, as a guest and logged in, answers hostile requests below 500 with errors[0] on a 4xx (seed ${SEED}, ${RUNS_PER_ENDPOINT} runs each)`, async () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(TABLE_ENDPOINTS.length);
    for (const caller of [guest, member]) {
      const bodies = samples(caller.userId);
      for (const route of routes) {
        const sample = bodies[`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`];
        await fc.assert(
          fc.asyncProperty(requestFor(route, caller, sample), async (request) => {
            await expectWellAnswered(await send(route, caller, request), describeRequest(route, caller, request));
          }),
          { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
        );
      }
    }
  });
});

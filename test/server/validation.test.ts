import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ErrorBody } from '@/contract/errors';
import type { UsageTrackingBody } from '@/contract/tracking';
import { MAX_BODY_BYTES } from '@server/app';
import { sessions, usageEvents, users } from '@server/db/schema';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';

const { internalServerError: INTERNAL_SERVER_ERROR, internalServerErrorHeader: INTERNAL_SERVER_ERROR_HEADER } = messagesEn.texts;

let server: TestServer;
let me: Awaited<ReturnType<typeof signInAnonymously>>;

beforeAll(async () => {
  server = await startTestServer();
  me = await signInAnonymously(server);
});
afterAll(() => server.close());

const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0];

async function rowCounts() {
  const db = server.database.db;
  const [[u], [s], [e]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(usageEvents),
  ]);
  return { users: u?.n, sessions: s?.n, usageEvents: e?.n };
}

const sampleData = (userId: string): UsageTrackingBody['data'] => ({
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  platform: 'PWA',
  userId,
  timestamp: 1_760_000_000_000,
  pageName: 'menu',
  referrer: '/',
  action: 'SAVE_UA_TRACKING',
  actionType: 'page_view',
  properties: { categoryId: 2, vegOnly: true, source: 'banner' },
});

const trackingBody = (overrides: Partial<UsageTrackingBody['data']> = {}): UsageTrackingBody => ({
  data: { ...sampleData(me.userId), ...overrides },
});

describe('POST tracking', () => {
  it('stores a usage event for the signed-in user and answers 201', async () => {
    const response = await server.fetch(PATHS.usageTracking, jsonInit(trackingBody(), me.headers));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await server.database.db.select().from(usageEvents).where(eq(usageEvents.id, id));
    expect(row).toMatchObject({
      userId: me.userId,
      action: 'SAVE_UA_TRACKING',
      actionType: 'page_view',
      pageName: 'menu',
      clientTimestamp: 1_760_000_000_000,
      properties: { categoryId: 2, vegOnly: true, source: 'banner' },
    });
  });

  it('refuses an event without a token and writes nothing', async () => {
    const before = await rowCounts();
    const response = await server.fetch(PATHS.usageTracking, jsonInit(trackingBody()));
    expect(response.status).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an event whose data.userId is not the signed-in user', async () => {
    const before = await rowCounts();
    const response = await server.fetch(PATHS.usageTracking, jsonInit(trackingBody({ userId: 'someone-else' }), me.headers));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg: 'data.userId must match the userId header.' });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('bad bodies answer 400 errors[0] naming the problem and write nothing', () => {
  const data = sampleData('any-user');
  const cases: [string, string, unknown, string][] = [
    ['tracking: invalid JSON', PATHS.usageTracking, '{"data": ', 'The request body must be valid JSON.'],
    ['tracking: empty body', PATHS.usageTracking, '', 'The request body must be valid JSON.'],
    ['tracking: body is an array', PATHS.usageTracking, [], 'The request body must be an object.'],
    ['tracking: missing data', PATHS.usageTracking, {}, 'data is required.'],
    ['tracking: wrong type', PATHS.usageTracking, { data: { ...data, timestamp: 'yesterday' } }, 'data.timestamp must be a number.'],
    ['tracking: wrong literal', PATHS.usageTracking, { data: { ...data, platform: 'iOS' } }, 'data.platform must be "PWA".'],
    ['tracking: missing field', PATHS.usageTracking, { data: { ...data, pageName: undefined } }, 'data.pageName is required.'],
    [
      'tracking: bad property value',
      PATHS.usageTracking,
      { data: { ...data, properties: { nested: { a: 1 } } } },
      'data.properties.nested',
    ],
    ['refresh: invalid JSON', PATHS.refreshAnonymousToken, 'refreshToken=abc', 'The request body must be valid JSON.'],
    ['refresh: missing refreshToken', PATHS.refreshAnonymousToken, { token: 'abc' }, 'refreshToken is required.'],
    ['refresh: wrong type', PATHS.refreshAnonymousToken, { refreshToken: 42 }, 'refreshToken must be a string.'],
    ['refresh: empty string', PATHS.refreshAnonymousToken, { refreshToken: '' }, 'refreshToken is too short or too small (minimum 1).'],
  ];
  it.each(cases)('%s', async (_name, path, body, message) => {
    const before = await rowCounts();
    const response = await server.fetch(path, jsonInit(body, me.headers));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error?.code).toBe('BAD_REQUEST');
    expect(error?.displayMsg).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('a body over the size limit answers 413 and writes nothing', async () => {
    const before = await rowCounts();
    const huge = trackingBody({ referrer: 'x'.repeat(MAX_BODY_BYTES + 1) });
    const response = await server.fetch(PATHS.usageTracking, jsonInit(huge, me.headers));
    expect(response.status).toBe(413);
    expect((await errorOf(response))?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('unknown paths and failures', () => {
  it('an unknown /api path answers 404 errors[0]', async () => {
    const response = await server.fetch('/api/v1/no-such-endpoint', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'NOT_FOUND', displayMsg: 'No API endpoint POST /api/v1/no-such-endpoint.' });
  });

  it('a failure inside a handler answers 500 with the SPEC 8 internal server error text', async () => {
    const broken = await startTestServer();
    await broken.closeDatabase();
    try {
      const response = await broken.fetch(PATHS.config);
      expect(response.status).toBe(500);
      expect(await errorOf(response)).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        displayMsg: INTERNAL_SERVER_ERROR,
        header: INTERNAL_SERVER_ERROR_HEADER,
        btnMsg: 'Ok',
      });
    } finally {
      await broken.close();
    }
  });
});

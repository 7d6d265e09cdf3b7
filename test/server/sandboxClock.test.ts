import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxClockResponse } from '@/contract/sandbox';
import { PATHS } from '@/contract/paths';
import { indiaDay } from '@/domain/time';
import { createTravellingClock } from '@server/services/sandboxClock';
import { errorOf } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

const MINUTES_PER_DAY = 24 * 60;
const post = (server: TestServer, body: unknown) =>
  server.fetch(PATHS.sandboxClock, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the sandbox clock', () => {
  const travel = createTravellingClock(() => Date.parse('2026-11-26T20:00:00Z'));
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ clock: travel.clock, travel });
  });
  afterAll(() => server.close());

  it('moves the server to a later India day, and says how far ahead it runs', async () => {
    const before = (await (await server.fetch(PATHS.sandboxClock)).json()) as SandboxClockResponse;
    expect(before).toEqual({ now: '2026-11-26T20:00:00.000Z', aheadMinutes: 0 });
    const moved = (await (await post(server, { advanceMinutes: MINUTES_PER_DAY })).json()) as SandboxClockResponse;
    expect(moved.aheadMinutes).toBe(MINUTES_PER_DAY);
    expect(indiaDay(new Date(moved.now))).toBe('2026-11-28');
    expect(indiaDay(new Date(travel.clock()))).toBe('2026-11-28');
  });

  it.each([{ advanceMinutes: 0 }, { advanceMinutes: -5 }, { advanceMinutes: 7 * MINUTES_PER_DAY + 1 }, { advanceMinutes: '60' }, {}])(
    'refuses %j with 400 and does not move',
    async (body) => {
      const ahead = travel.aheadMs();
      const response = await post(server, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.code).toBeTruthy();
      expect(travel.aheadMs()).toBe(ahead);
    },
  );
});

describe('in production', () => {
  it('has no sandbox clock', async () => {
    const travel = createTravellingClock();
    const server = await startTestServer({ clock: travel.clock, travel, env: { NODE_ENV: 'production' } });
    try {
      expect((await server.fetch(PATHS.sandboxClock)).status).toBe(404);
      expect((await post(server, { advanceMinutes: 60 })).status).toBe(404);
      expect(travel.aheadMs()).toBe(0);
    } finally {
      await server.close();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '@/contract/endpoints';
import { anonymousContext, clientFor, rejection } from './clientFixture';
import { json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';

let server: MisbehavingServer;

beforeAll(async () => {
  server = await startMisbehavingServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const SLOW: Endpoint = { path: '/api/v1/orders/confirm', method: 'POST', category: 'order', auth: true };

describe("a call's own timeout (SPEC 7 default 30000 ms; SPEC 9 config timeout for the confirm call)", () => {
  it('waits for a slow answer past the client default when the call allows longer', async () => {
    server.route(SLOW.path, (_request, response) => void setTimeout(() => json(response, 200, { ok: true }), 150));
    const { client } = clientFor(server, anonymousContext(), { timeoutMs: 50 });
    await expect(client.request(SLOW, { timeoutMs: 2_000 })).resolves.toEqual({ ok: true });
  });

  it('gives up at the call timeout when it is shorter than the client default', async () => {
    server.route(SLOW.path, () => undefined);
    const { client } = clientFor(server, anonymousContext(), { timeoutMs: 10_000 });
    const started = Date.now();
    expect(await rejection(client.request(SLOW, { timeoutMs: 60 }))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

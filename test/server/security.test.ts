import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { API_POLICY } from '@server/http/securityHeaders';
import { HIDDEN_CODE } from '@server/services/sms/builtIn';
import { createTestClock, jsonRequest, latestOtp, loginWithOtp, nextMobile, sendOtp, userPath } from './support/accounts';
import { confirmBody, confirmed, fillCart } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const PARTNER = 'https://payments-partner.example';
const TILE_HOST = 'https://tiles.example.net';
const LIMITS = {
  PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR: '6',
  PASSWORD_GUESSES_PER_MOBILE_PER_HOUR: '3',
  ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR: '5',
  TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR: '4',
};

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'slice-dist-'));
  writeFileSync(join(dist, 'shell.html'), '<!doctype html><title>Slice</title><div id="root"></div>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/boot-1a2b3c.js'), 'export const boot = 1;');
  writeFileSync(join(dist, 'assets/boot-1a2b3c.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets/logo-1a2b3c.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets/photo-1a2b3c.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  // A clock that stands still: the fixed hourly rate-limit windows cannot roll over in the middle of a test.
  server = await startTestServer({
    clock: createTestClock(),
    staticDir: dist,
    env: { MAP_TILE_URL: `${TILE_HOST}/{z}/{x}/{y}.png`, PARTNER_FRAME_ORIGINS: PARTNER, ...LIMITS },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A request from another loopback address (127.0.0.x), as a second client would come. */
function fromAddress(address: string, path: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const { port } = new URL(server.url);
    const call = request(
      { host: '127.0.0.1', port, path, method: init.method, headers: init.headers, localAddress: address },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    call.on('error', reject);
    call.end(init.body);
  });
}

const directives = (policy: string | null): Map<string, string> =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = response.headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('geolocation=(self)');
  for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(permissions).toContain(denied);
  expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toBe(`'self' ${PARTNER}`);
}

describe('security headers', () => {
  it('the app page allows scripts from its own origin only, map tiles from the tile host, and framing by the partner allow-list', async () => {
    const response = await server.fetch('/menu', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')?.split(' ')).toEqual(expect.arrayContaining(["'self'", TILE_HOST]));
    expect(csp.get('object-src')).toBe("'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('what a browser may run as a document or worker carries them too: the service worker and an SVG image', async () => {
    for (const path of ['/sw.js', '/assets/logo-1a2b3c.svg']) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response);
      expect(directives(response.headers.get('content-security-policy')).get('script-src'), path).toBe("'self'");
    }
  });

  it('an API answer may run, load and be framed by nothing, and carries no page-only headers', async () => {
    const response = await server.fetch(PATHS.config);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('an API answer revalidated (304) or missing under /assets/ keeps the API policy', async () => {
    const first = await server.fetch(PATHS.config);
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    const revalidated = await server.fetch(PATHS.config, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    // The browser keeps the headers of the answer it has: the 304 adds none of a page's.
    for (const pageOnly of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy'])
      expect(revalidated.headers.get(pageOnly), pageOnly).toBeNull();
    const missing = await server.fetch('/assets/%3Csvg%20onload=alert(1)%3E.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it("the app's chunks, stylesheets and raster images carry only the headers that apply to them", async () => {
    for (const path of ['/assets/boot-1a2b3c.js', '/assets/boot-1a2b3c.css', '/assets/photo-1a2b3c.png']) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      for (const pageOnly of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection'])
        expect(response.headers.get(pageOnly), `${path} ${pageOnly}`).toBeNull();
    }
  });

  it('the sandbox gateway page keeps its script-free policy and may be framed by a partner at the payment step', async () => {
    const { headers } = await signInAnonymously(server);
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    const response = await server.fetch(initiate.processTransactionURL!);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.has('script-src')).toBe(false);
  });
});

describe('OTP codes in the server log', () => {
  it('outside production the log shows the code (the development outbox has it too)', async () => {
    const mobile = nextMobile();
    expect((await sendOtp(server, { mobile })).status).toBe(200);
    const code = await latestOtp(server, mobile);
    expect(server.logLines.some((line) => line.includes(mobile) && line.includes(code))).toBe(true);
  });

  it('in production the log shows the message without the code', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production' }, database: server.database });
    try {
      const mobile = nextMobile();
      expect((await sendOtp(production, { mobile })).status).toBe(200);
      const line = production.logLines.find((entry) => entry.includes(mobile));
      expect(line).toContain(HIDDEN_CODE);
      expect(line?.replace(mobile, '')).not.toMatch(/\d{6}/);
    } finally {
      await production.close();
    }
  });
});

describe('rate limits', () => {
  const guess = (address: string, mobile: string, password: string) =>
    fromAddress(address, PATHS.passwordLogin, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile, password }),
    });

  it('password guesses at one mobile are limited per address: the owner elsewhere still logs in', async () => {
    const owner = await loginWithOtp(server);
    const mobile = owner.attributes.mobile;
    expect(
      (await server.fetch(userPath(PATHS.setPassword, owner.userId), jsonRequest('PUT', { password: 'owner password' }, owner.headers)))
        .status,
    ).toBe(204);
    for (let i = 0; i < 3; i += 1) expect((await guess('127.0.0.21', mobile, `guess ${i}`)).status).toBe(401);
    const limited = await guess('127.0.0.21', mobile, 'owner password');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(limited.body).errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await guess('127.0.0.22', mobile, 'owner password')).status).toBe(200);
  });

  it('password guesses across many mobiles from one address (spraying) are limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await guess('127.0.0.23', nextMobile(), 'Password123')).status);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(401));
    expect(statuses[6]).toBe(429);
    expect((await guess('127.0.0.24', nextMobile(), 'Password123')).status).toBe(401);
  });

  it('anonymous users are limited per address with 429 and Retry-After', async () => {
    const create = (address: string) => fromAddress(address, PATHS.anonymousUser, { method: 'POST' });
    for (let i = 0; i < 5; i += 1) expect((await create('127.0.0.25')).status).toBe(201);
    const limited = await create('127.0.0.25');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body).errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await create('127.0.0.26')).status).toBe(201);
  });

  it('track-another-order lookups are limited per address', async () => {
    const { headers } = await signInAnonymously(server);
    const lookup = (address: string) =>
      fromAddress(address, `${PATHS.trackOtherOrder}?mobile=9876543210&orderId=SL1234567890`, { method: 'GET', headers });
    for (let i = 0; i < 4; i += 1) expect((await lookup('127.0.0.27')).status).toBe(404);
    const limited = await lookup('127.0.0.27');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await lookup('127.0.0.28')).status).toBe(404);
  });
});

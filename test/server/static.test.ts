import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><title>Slice</title><div id="root" data-prerendered="/"><h1>Hot pizza</h1></div>';
const SHELL_HTML = '<!doctype html><title>Slice</title><div id="root"></div>';

const ROUTE_PRELOADS = [
  { pattern: '/', modules: ['/assets/LandingScreen-1.js'], styles: [] },
  { pattern: '/menu', modules: ['/assets/MenuScreen-1.js', '/assets/cart-1.js'], styles: ['/assets/MenuScreen-1.css'] },
  { pattern: '/menu/:slug', modules: ['/assets/MenuScreen-1.js'], styles: [] },
];

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'slice-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'shell.html'), SHELL_HTML);
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("slice")');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Slice"}');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { headers: { Accept: 'text/html,application/xhtml+xml' } };

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await server.fetch('/assets/index-3f2a1b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toBe('console.log("slice")');
  });

  it('serves images from public/ when the build lacks them, immutable for a year', async () => {
    const response = await server.fetch('/images/menu/piz-101.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.text()).toContain('<svg');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html', '/'])('serves %s with no-cache', async (path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers other app routes that accept HTML with the shell (SPA fallback), no-cache', async () => {
    const response = await server.fetch('/menu/veg-pizza?categoryId=2', html);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SHELL_HTML);
  });

  it("names a deep link's screen chunks in a Link header beside the shell, so they load with the app", async () => {
    const menu = await server.fetch('/menu', html);
    expect(menu.headers.get('link')).toBe(
      '</assets/MenuScreen-1.js>; rel=modulepreload; crossorigin, </assets/cart-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/MenuScreen-1.css>; rel=preload; as=style; crossorigin',
    );
    expect((await server.fetch('/menu/veg-pizza', html)).headers.get('link')).toBe(
      '</assets/MenuScreen-1.js>; rel=modulepreload; crossorigin',
    );
    expect((await server.fetch('/no/such/page', html)).headers.get('link')).toBeNull();
    // The prerendered landing page preloads its chunks itself; the shell for a Hindi reader gets them in the header.
    expect((await server.fetch('/', html)).headers.get('link')).toBeNull();
    const hindi = await server.fetch('/', { headers: { ...html.headers, Cookie: 'slice_language=hi' } });
    expect(hindi.headers.get('link')).toBe('</assets/LandingScreen-1.js>; rel=modulepreload; crossorigin');
  });

  it('answers the landing page with its prerendered HTML in the default language, varying by cookie', async () => {
    for (const cookie of [undefined, 'slice_language=en']) {
      const response = await server.fetch('/?utm_source=sms', { headers: { ...html.headers, ...(cookie ? { Cookie: cookie } : {}) } });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toContain('Cookie');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('answers the landing page with the shell to a customer who reads another language', async () => {
    const response = await server.fetch('/', { headers: { ...html.headers, Cookie: 'theme=dark; slice_language=hi' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(await response.text()).toBe(SHELL_HTML);
  });

  it('does not answer a missing image or script with a page', async () => {
    expect((await server.fetch('/images/menu/no-such-pizza.svg', html)).status).toBe(404);
    expect((await server.fetch('/assets/missing.js')).status).toBe(404);
  });

  it('never falls back to a page under /api', async () => {
    const response = await server.fetch('/api/v1/unknown', html);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('refuses paths that climb out of the static folder', async () => {
    const response = await server.fetch('/assets/..%2f..%2fpackage.json');
    expect(response.status).toBe(404);
  });
});

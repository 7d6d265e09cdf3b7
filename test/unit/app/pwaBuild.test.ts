import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RoutePreload } from '@/contract/documents';
import { SCREEN_ROUTES } from '@/app/routeTable';

/** Reads the output of `npx vite build` (npm test builds first). */
const dist = new URL('../../../dist/', import.meta.url);
const read = (file: string) => {
  const url = new URL(file, dist);
  if (!existsSync(url)) throw new Error(`dist/${file} is missing: run \`npx vite build\` before this test.`);
  return readFileSync(url, 'utf8');
};

describe('PWA build', () => {
  it('writes a manifest with the name, colours and 192/512 icons for any and maskable use', () => {
    const manifest = JSON.parse(read('manifest.webmanifest')) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Slice — Pizza delivery',
      short_name: 'Slice',
      display: 'standalone',
      start_url: '/',
      theme_color: '#c8321e',
      background_color: '#fff8f3',
    });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeDefined();
        expect(existsSync(new URL(`.${icon?.src ?? ''}`, dist))).toBe(true);
      }
    }
    expect(manifest.icons.some((icon) => icon.src.endsWith('.svg'))).toBe(true);
  });

  it('precaches the shell once (not the prerendered landing page, nor the on-demand QA chunks), and updates at once', () => {
    const sw = read('sw.js');
    const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
    // Under the service worker every route, the landing page included, starts from the shell in the customer's language.
    expect(urls).toContain('shell.html');
    expect(urls).not.toContain('index.html');
    expect(sw).toContain('directoryIndex:"shell.html"');
    expect(sw).toContain('createHandlerBoundToURL("shell.html")');
    expect(urls).toContain('manifest.webmanifest');
    expect(urls).toContain('icons/icon-512.png');
    const entryScripts = [...read('shell.html').matchAll(/<(?:script|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(entryScripts.length).toBeGreaterThan(2);
    for (const script of entryScripts) expect(urls).toContain(script);
    expect(urls.some((url) => /^assets\/LandingScreen-.*\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /mermaid|katex|cytoscape|MachinesScreen-.*\.js$/.test(url))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(sw).toContain('skipWaiting');
    expect(sw).toContain('clientsClaim');
    expect(sw).toContain('denylist:[/^\\/api\\//');
  });

  it('keeps the catalogue calls (stale-while-revalidate) and the images (cache first) for use offline', () => {
    const sw = read('sw.js');
    const catalogue = /registerRoute\((\/.+?\/),new \w+\.StaleWhileRevalidate\(\{cacheName:"slice-catalogue"/.exec(sw);
    expect(catalogue).not.toBeNull();
    // The route's pattern as the worker holds it, without its slashes.
    const pattern = new RegExp(catalogue![1]!.slice(1, -1));
    for (const path of [
      '/api/v1/config',
      '/api/v1/stores/66201/menu',
      '/api/v1/stores/66201/toppings',
      '/api/v1/stores/66201/edv/mix-match',
    ]) {
      expect(pattern.test(`http://localhost${path}`), path).toBe(true);
    }
    for (const path of ['/api/v1/cart', '/api/v1/users/anonymous', '/api/v1/orders/confirm', '/api/v1/stores/66201/menu/x']) {
      expect(pattern.test(`http://localhost${path}`), path).toBe(false);
    }
    expect(sw).toMatch(/registerRoute\(\/\\\/images\\\/\/,new \w+\.CacheFirst\(\{cacheName:"slice-images"/);
  });

  it("writes every screen route's chunks for the server's Link header, each file present in the build", () => {
    const preloads = JSON.parse(read('route-preloads.json')) as RoutePreload[];
    expect(preloads.map((route) => route.pattern).sort()).toEqual([...new Set(SCREEN_ROUTES.map((route) => route.path))].sort());
    const menu = preloads.find((route) => route.pattern === '/menu');
    expect(menu?.modules.some((file) => /^\/assets\/MenuScreen-.*\.js$/.test(file))).toBe(true);
    expect(preloads.find((route) => route.pattern === '/cart')?.modules.some((file) => /^\/assets\/CartScreen-.*\.js$/.test(file))).toBe(
      true,
    );
    for (const file of preloads.flatMap((route) => [...route.modules, ...route.styles])) {
      expect(existsSync(new URL(`.${file}`, dist)), file).toBe(true);
    }
  });
});

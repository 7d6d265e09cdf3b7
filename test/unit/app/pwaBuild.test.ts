import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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

  it('precaches the shell once, but not the on-demand QA chunks, and updates at once', () => {
    const sw = read('sw.js');
    const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(urls).toContain('index.html');
    expect(urls).toContain('manifest.webmanifest');
    expect(urls).toContain('icons/icon-512.png');
    const entryScripts = [...read('index.html').matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(entryScripts.length).toBeGreaterThan(0);
    for (const script of entryScripts) expect(urls).toContain(script);
    expect(urls.some((url) => /^assets\/LandingScreen-.*\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /mermaid|katex|cytoscape|MachinesScreen-.*\.js$/.test(url))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    expect(sw).toContain('skipWaiting');
    expect(sw).toContain('clientsClaim');
    expect(sw).toContain('createHandlerBoundToURL("index.html")');
    expect(sw).toContain('denylist:[/^\\/api\\//');
  });
});

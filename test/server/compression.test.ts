/**
 * As served: build assets precompressed (br, gzip) for a browser that accepts them and as they are for one that
 * does not; JSON above 1 KB gzip-compressed on the fly; cache headers and ETags on what may be kept.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { LANGUAGE_HEADER } from '@/i18n/languages';
import { COMPRESS_FROM_BYTES } from '@server/http/compression';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

/** The landing's banners widget: a JSON answer over the compression threshold, in the request's language. */
const BANNERS_WIDGET = PATHS.widgetContent.replace('{widgetId}', 'offers');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `console.log(${JSON.stringify('slice '.repeat(400))});`;
const INDEX_HTML = `<!doctype html><title>Slice</title><div id="root" data-prerendered="/">${'<p>Slice</p>'.repeat(200)}</div>`;
const SHELL_HTML = `<!doctype html><title>Slice</title>${'<meta name="x">'.repeat(100)}<div id="root"></div>`;
const MENU_PATH = PATHS.storeMenu.replace('{storeId}', '66201');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over plain node:http, which neither asks for nor undoes any encoding by itself. */
function raw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

const authHeaders = (): Record<string, string> => ({ authToken: session.credentials.accessToken, userId: session.userId });
const varyOf = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

let server: TestServer;
let dist: string;
let session: Awaited<ReturnType<typeof signInAnonymously>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'slice-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = { 'index.html': INDEX_HTML, 'shell.html': SHELL_HTML, 'assets/boot-3f2a1b.js': SCRIPT };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
  }
  server = await startTestServer({ staticDir: dist });
  session = await signInAnonymously(server);
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('build assets as served', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await raw('/assets/boot-3f2a1b.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    const gzip = await raw('/assets/boot-3f2a1b.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/boot-3f2a1b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(varyOf(answer)).toContain('accept-encoding');
    }
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the pages precompressed too, and has the browser revalidate them', async () => {
    for (const [path, document] of [
      ['/', INDEX_HTML],
      ['/menu', SHELL_HTML],
    ] as const) {
      const page = await raw(path, { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toBe(document);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toContain('text/html');
      expect(varyOf(page)).toContain('accept-encoding');
      const plain = await raw(path, { Accept: 'text/html' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(document);
    }
  });
});

describe('API answers as served', () => {
  it('sends the kept menu in brotli or gzip as accepted, and as it is when neither is', async () => {
    const headers = authHeaders();
    const br = await raw(MENU_PATH, { ...headers, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await raw(MENU_PATH, { ...headers, 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await raw(MENU_PATH, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const menu: unknown = JSON.parse(plain.body.toString());
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(menu);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(menu);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    for (const answer of [br, gzip, plain]) {
      expect(varyOf(answer)).toContain('accept-encoding');
      expect(answer.headers.etag).toBe(br.headers.etag);
    }
  });

  it('gzips a large JSON answer made per request when asked', async () => {
    const gzip = await raw(BANNERS_WIDGET, { ...authHeaders(), 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toHaveProperty('banners');
  });

  it('leaves a small JSON answer made per request uncompressed', async () => {
    const refused = await raw('/api/v1/no-such-endpoint', { 'Accept-Encoding': 'gzip' });
    expect(refused.status).toBe(404);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(Number(refused.headers['content-length'])).toBe(refused.body.length);
    expect(JSON.parse(refused.body.toString())).toHaveProperty('errors');
  });

  it('leaves a kept JSON answer under the threshold uncompressed', async () => {
    const small = await raw(PATHS.config, { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('disableCookies');
  });

  it('gives cacheable answers an ETag, answers a matching If-None-Match with 304, and keeps each language apart', async () => {
    const first = await raw(PATHS.config);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await raw(PATHS.config, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(varyOf(again)).toContain('accept-encoding');

    const headers = authHeaders();
    const english = await raw(BANNERS_WIDGET, headers);
    expect(english.headers['cache-control']).toBe('private, no-cache');
    expect(varyOf(english)).toContain(LANGUAGE_HEADER);
    expect(varyOf(english)).toContain('accept-language');
    const hindi = await raw(BANNERS_WIDGET, { ...headers, [LANGUAGE_HEADER]: 'hi', 'If-None-Match': String(english.headers.etag) });
    expect(hindi.status).toBe(200);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
  });
});

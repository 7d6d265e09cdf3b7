/** SPEC 7 "SEO tags": the build writes one static SEO document per language, and the prerendered pages carry their tags. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REDIRECT_PATHS } from '@/app/routeTable';
import { seoDocumentPath, type SeoDocument } from '@/contract/seo';
import { ROUTES } from '@/domain/navigation';
import { LANGUAGES } from '@/i18n/languages';

/** Reads the output of `npx vite build` (npm test builds first). */
const dist = new URL('../../../dist/', import.meta.url);
const read = (file: string) => {
  const url = new URL(file, dist);
  if (!existsSync(url)) throw new Error(`dist/${file} is missing: run \`npx vite build\` before this test.`);
  return readFileSync(url, 'utf8');
};
const seoOf = (language: string) => JSON.parse(read(seoDocumentPath(language).slice(1))) as SeoDocument;

/** Every SPEC 2 route of ROUTES but the redirects and the partner mini-app's page. */
const SEO_PATHS = Object.entries(ROUTES)
  .filter(([name, path]) => name !== 'vendorPage' && !(REDIRECT_PATHS as readonly string[]).includes(path))
  .map(([, path]) => path);

describe('SEO documents in the build', () => {
  it.each(LANGUAGES)('/seo/%s.json holds a title and a description for every SPEC 2 route, compressed beside it', (language) => {
    const seo = seoOf(language);
    expect(Object.keys(seo.routes).sort()).toEqual([...SEO_PATHS].sort());
    for (const [path, tags] of Object.entries({ ...seo.routes, site: seo.site })) {
      expect(tags.title.trim(), path).not.toBe('');
      expect(tags.description.length, path).toBeGreaterThan(30);
      expect(tags.description.length, path).toBeLessThanOrEqual(200);
      expect(`${tags.title}${tags.description}`, path).not.toMatch(/[{}]/);
    }
    expect(new Set(Object.values(seo.routes).map((tags) => tags.description)).size).toBe(SEO_PATHS.length);
    for (const suffix of ['.gz', '.br']) expect(existsSync(new URL(`seo/${language}.json${suffix}`, dist))).toBe(true);
  });

  it('the Hindi document is in Hindi, and public pages have Open Graph words and a canonical path', () => {
    const [en, hi] = [seoOf('en'), seoOf('hi')];
    for (const path of SEO_PATHS) expect(hi.routes[path]?.description, path).toMatch(/[\u0900-\u097f]/);
    expect(en.routes[ROUTES.menu]).toMatchObject({
      title: 'Menu · Slice',
      og: { title: 'Menu · Slice' },
      canonical: ROUTES.menu,
    });
    expect(hi.routes[ROUTES.tnc]?.canonical).toBe(ROUTES.tnc);
    expect(en.routes[ROUTES.cart]?.og).toBeUndefined();
    expect(en.routes[ROUTES.cart]?.canonical).toBeUndefined();
  });

  it('the prerendered landing page carries the landing route’s tags, the shell the site’s, and the service worker precaches both documents', () => {
    const { routes, site } = seoOf('en');
    const home = routes[ROUTES.home]!;
    const landing = read('index.html');
    expect(landing).toContain(`<title>${home.title}</title>`);
    expect(landing).toContain(`<meta name="description" content="${home.description}" />`);
    expect(landing).toContain(`<meta property="og:title" content="${home.title}" />`);
    expect(landing).toContain('<link rel="canonical" href="/" />');
    expect(landing.match(/<title>/g)).toHaveLength(1);
    expect(landing.match(/name="description"/g)).toHaveLength(1);
    const shell = read('shell.html');
    expect(shell).toContain(`<title>${site.title}</title>`);
    expect(shell).toContain(`<meta name="description" content="${site.description}" />`);
    expect(shell).not.toContain('rel="canonical"');
    const urls = [...read('sw.js').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
    for (const language of LANGUAGES) expect(urls).toContain(`seo/${language}.json`);
  });
});

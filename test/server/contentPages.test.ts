import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ERROR_CODES } from '@/contract/codes';
import type { CmsWidgetsResponse, ContentPage } from '@/contract/contentPages';
import { PATHS } from '@/contract/paths';
import { TNC_SECTIONS } from '@/domain/navigation';
import { cmsWidgets, contentPages } from '@server/db/schema';
import { SUPPORT_NUMBER } from '@server/db/seed/contentPages';
import { errorOf } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

const pagePath = (slug: string) => PATHS.contentPage.replace('{slug}', slug);

async function page(slug: string, extra: Record<string, string> = {}): Promise<ContentPage> {
  const response = await server.fetch(pagePath(slug), { headers: { ...headers, ...extra } });
  expect(response.status).toBe(200);
  return (await response.json()) as ContentPage;
}

const CART_QUERY = { site: 'slice', lang: 'en', platform: 'PWA', page: 'cart', deliveryType: 'D' };

const widgetsPath = (query: Record<string, string>) => `${PATHS.cmsWidgets}?${new URLSearchParams(query).toString()}`;

async function rowCounts() {
  const [[pages], [widgets]] = await Promise.all([
    server.database.db.select({ n: count() }).from(contentPages),
    server.database.db.select({ n: count() }).from(cmsWidgets),
  ]);
  return { pages: pages!.n, widgets: widgets!.n };
}

describe('GET contentPage', () => {
  it('GET content/pages/tnc answers the terms with the anchors /tnc#rail lands on and the rules filled in', async () => {
    const tnc = await page('tnc');
    expect(tnc.title).toBe('Terms and Conditions');
    expect(tnc.sections.map((section) => section.id)).toEqual([...TNC_SECTIONS]);
    const rail = tnc.sections.find((section) => section.id === 'rail')!;
    expect(rail.heading).toBe('Delivery to your train seat');
    expect(rail.paragraphs).toContain('Refunds reach the account you paid from in 4\u201110 business days.');
    expect(rail.paragraphs.some((paragraph) => paragraph.includes('from 15 to 105 minutes'))).toBe(true);
    expect(JSON.stringify(tnc)).not.toMatch(/\{\w+\}/);
  });

  it('GET content/pages/info answers the allergens, the nutrition notes and the support number', async () => {
    const info = await page('info');
    expect(info.sections.map((section) => section.id)).toEqual(['about', 'allergens', 'nutrition', 'contact']);
    expect(info.sections.find((section) => section.id === 'contact')?.phone).toBe(SUPPORT_NUMBER);
    expect(info.sections.find((section) => section.id === 'allergens')?.paragraphs.join(' ')).toMatch(/gluten/);
  });

  it('answers in the request language: Hindi for x-language hi, English otherwise', async () => {
    const notice = await page('notification', { 'x-language': 'hi' });
    expect(notice.title).toBe('सूचनाएँ');
    expect(notice.sections[0]).toMatchObject({ id: 'hygiene', heading: 'सुरक्षित और साफ़-सुथरा' });
    expect((await page('notification')).sections[0]?.heading).toBe('Safe and hygienic');
    expect((await page('tnc', { 'accept-language': 'hi-IN,hi;q=0.9' })).title).toBe('नियम और शर्तें');
  });

  it('serves the words the database holds, so a page changes without a release, and falls back to English without a translation', async () => {
    const { db } = server.database;
    await db.update(contentPages).set({ title: 'Notices for today' }).where(eq(contentPages.slug, 'notification'));
    await db.delete(contentPages).where(eq(contentPages.language, 'hi'));
    expect((await page('notification', { 'x-language': 'hi' })).title).toBe('Notices for today');
  });

  it('GET content/pages/{unknown} answers 404 CONTENT_PAGE_NOT_FOUND in errors[0] and writes nothing', async () => {
    const before = await rowCounts();
    for (const slug of ['nothing', 'TNC', '%20']) {
      const response = await server.fetch(pagePath(slug), { headers });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ code: CONTENT_ERROR_CODES.pageNotFound, displayMsg: 'This page does not exist.' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('asks for a signed-in (anonymous) user', async () => {
    expect((await server.fetch(pagePath('tnc'))).status).toBe(401);
  });
});

describe('GET cmsWidgets (SPEC 7 static cart widget)', () => {
  async function widgets(query: Record<string, string>) {
    const response = await server.fetch(widgetsPath(query), { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as CmsWidgetsResponse).widgets;
  }

  it('answers the cart widgets of the delivery type, in order, in the language asked for', async () => {
    expect((await widgets(CART_QUERY)).map((widget) => widget.id)).toEqual(['zeroContact', 'sealed']);
    const curb = await widgets({ ...CART_QUERY, deliveryType: 'CURB' });
    expect(curb[0]).toMatchObject({ id: 'curbside', title: 'Stay in your car' });
    expect(curb[0]?.body).toContain('within 15 minutes');
    const hindi = await widgets({ ...CART_QUERY, lang: 'hi', deliveryType: 'P' });
    expect(hindi.map((widget) => widget.title)).toEqual(['काउंटर से लें', 'आपके लिए सील बंद']);
  });

  it('a delivery type left out means delivery (SPEC 7: deliveryType defaults to D)', async () => {
    const { deliveryType: _, ...withoutType } = CART_QUERY;
    expect((await widgets(withoutType)).map((widget) => widget.id)).toEqual(['zeroContact', 'sealed']);
  });

  it.each([
    ['an unknown site', { site: 'other' }],
    ['an unknown language', { lang: 'fr' }],
    ['an unknown platform', { platform: 'IOS' }],
    ['a page without widgets', { page: 'menu' }],
    ['an unknown delivery type', { deliveryType: 'X' }],
  ])('refuses %s with 400 and errors[0], writing nothing', async (_, change) => {
    const before = await rowCounts();
    const response = await server.fetch(widgetsPath({ ...CART_QUERY, ...change }), { headers });
    expect(response.status).toBe(400);
    expect((await errorOf(response))?.displayMsg).toBeTruthy();
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a query without a site, language, platform or page', async () => {
    for (const name of ['site', 'lang', 'platform', 'page']) {
      const query = Object.fromEntries(Object.entries(CART_QUERY).filter(([key]) => key !== name));
      const response = await server.fetch(widgetsPath(query), { headers });
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.code).toBeTruthy();
    }
  });
});

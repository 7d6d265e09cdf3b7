import { describe, expect, it } from 'vitest';
import { seoDocument, seoHeadHtml } from '@/app/seoDocument';
import type { SeoDocument } from '@/contract/seo';
import { ROUTES } from '@/domain/navigation';
import { SEO_ROUTE_NAMES, seoTagsFor } from '@/domain/seo';
import cartHi from '@/i18n/hi/cart';
import manualSelectorEn from '@/i18n/en/manualSelector';

const tags = (title: string) => ({ title, description: `${title} description` });
const DOCUMENT: SeoDocument = {
  site: tags('Site'),
  routes: { '/': tags('Home'), '/menu': tags('Menu'), '/deliverOnTrain': tags('Train'), '/tnc': tags('Terms') },
};

describe('seoTagsFor', () => {
  it('takes the route’s own tags, with or without a trailing slash', () => {
    expect(seoTagsFor(DOCUMENT, '/').title).toBe('Home');
    expect(seoTagsFor(DOCUMENT, '/menu').title).toBe('Menu');
    expect(seoTagsFor(DOCUMENT, '/tnc/').title).toBe('Terms');
  });

  it('gives a path under a route that route’s tags, and a path no route claims the site’s', () => {
    expect(seoTagsFor(DOCUMENT, '/menu/veg-pizza').title).toBe('Menu');
    expect(seoTagsFor(DOCUMENT, '/deliverOnTrain/orders/7').title).toBe('Train');
    expect(seoTagsFor(DOCUMENT, '/menuboard').title).toBe('Site');
    expect(seoTagsFor(DOCUMENT, '/nowhere').title).toBe('Site');
  });
});

describe('seoDocument', () => {
  it('covers the SEO routes, and leaves out the redirects and the partner mini-app page', () => {
    expect(SEO_ROUTE_NAMES).not.toContain('landing');
    expect(SEO_ROUTE_NAMES).not.toContain('edvAlias');
    expect(SEO_ROUTE_NAMES).not.toContain('vendorPage');
    expect(Object.keys(seoDocument('hi').routes)).toEqual(SEO_ROUTE_NAMES.map((name) => ROUTES[name]));
  });

  it('titles a route with its screen’s own document title, holes filled, in each language', () => {
    expect(seoDocument('en').routes[ROUTES.manualSelector]?.title).toBe(manualSelectorEn.texts.documentTitle);
    expect(seoDocument('hi').routes[ROUTES.cart]?.title).toBe(cartHi.documentTitle.replace('{brand}', 'Slice'));
    expect(seoDocument('en').routes[ROUTES.tnc]?.title).toBe('Terms and Conditions · Slice');
    expect(seoDocument('en').routes[ROUTES.home]?.description).toContain('Two regular pizzas at ₹\u00a099 each.');
  });

  it('gives a public page Open Graph words and its canonical path, and a private one neither', () => {
    const { routes } = seoDocument('en');
    expect(routes[ROUTES.offers]).toMatchObject({ og: { title: 'Offers · Slice' }, canonical: '/offers' });
    expect(routes[ROUTES.home]?.canonical).toBe('/');
    for (const path of [ROUTES.cart, ROUTES.payment, ROUTES.profile, ROUTES.orderHistory]) {
      expect(routes[path]?.og, path).toBeUndefined();
      expect(routes[path]?.canonical, path).toBeUndefined();
    }
  });
});

describe('seoHeadHtml', () => {
  it('writes the tags with their words escaped, Open Graph and canonical only when the route has them', () => {
    expect(seoHeadHtml({ title: 'A <b> & "c"', description: 'd' })).toBe(
      '<title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="d" />',
    );
    expect(seoHeadHtml({ title: 't', description: 'd', og: { title: 'ot', description: 'od' }, canonical: '/menu' })).toBe(
      '<title>t</title><meta name="description" content="d" /><meta property="og:title" content="ot" />' +
        '<meta property="og:description" content="od" /><link rel="canonical" href="/menu" />',
    );
  });
});

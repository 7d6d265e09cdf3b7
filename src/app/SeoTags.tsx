/**
 * SPEC 7 "SEO tags": the current route's title, description, Open Graph words and canonical link, from the
 * language's SEO document (/seo/<language>.json, fetched once per language), set whenever the route or the
 * language changes. A screen that sets its own title (useDocumentTitle) keeps it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchSeoDocument } from '@/api/seo';
import type { SeoDocument, SeoTags as Tags } from '@/contract/seo';
import { seoTagsFor } from '@/domain/seo';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useTexts';
import { screenSetsTitle } from './useDocumentTitle';

const documents = new Map<Language, Promise<SeoDocument>>();

function seoDocumentOf(language: Language): Promise<SeoDocument> {
  let loading = documents.get(language);
  if (!loading) {
    loading = fetchSeoDocument(language);
    // A failed fetch is forgotten, so that the next route change asks again.
    loading.catch(() => documents.delete(language));
    documents.set(language, loading);
  }
  return loading;
}

/** The head element a selector finds, made when missing and removed when it has no value. */
function setHead(selector: string, make: () => HTMLElement, attribute: string, value: string | undefined): void {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    found?.remove();
    return;
  }
  const element = found ?? document.head.appendChild(make());
  element.setAttribute(attribute, value);
}

const meta = (key: 'name' | 'property', name: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, name);
  return element;
};

function applyTags(tags: Tags): void {
  if (!screenSetsTitle()) document.title = tags.title;
  setHead('meta[name="description"]', meta('name', 'description'), 'content', tags.description);
  setHead('meta[property="og:title"]', meta('property', 'og:title'), 'content', tags.og?.title);
  setHead('meta[property="og:description"]', meta('property', 'og:description'), 'content', tags.og?.description);
  const canonical = tags.canonical === undefined ? undefined : new URL(tags.canonical, window.location.origin).href;
  setHead('meta[property="og:url"]', meta('property', 'og:url'), 'content', canonical);
  const link = () => Object.assign(document.createElement('link'), { rel: 'canonical' });
  setHead('link[rel="canonical"]', link, 'href', canonical);
}

export function SeoTags() {
  const { pathname } = useLocation();
  const language = useLanguage();
  useEffect(() => {
    let shown = true;
    seoDocumentOf(language).then(
      (seo) => {
        if (shown) applyTags(seoTagsFor(seo, pathname));
      },
      // Without the document the page keeps the tags it has; nothing the customer needs is missing.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [pathname, language]);
  return null;
}

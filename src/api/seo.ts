/** SPEC 7 "SEO tags": the static JSON the app's own server sends from the build (not an /api call). */
import { seoDocumentPath, type SeoDocument } from '@/contract/seo';

/** One language's SEO document; a failed fetch rejects, so the caller may ask again later. */
export async function fetchSeoDocument(language: string): Promise<SeoDocument> {
  const response = await fetch(seoDocumentPath(language));
  if (!response.ok) throw new Error(`${seoDocumentPath(language)} answered ${response.status}.`);
  return (await response.json()) as SeoDocument;
}

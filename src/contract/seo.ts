/**
 * SPEC 7 "SEO tags": the head tags of every app route, a static JSON file per language that the build writes
 * (scripts/prerenderPlugin.ts) and the app's own server sends beside the other build files.
 */

/** The head tags of one route. A page worth sharing also has Open Graph words and a canonical path. */
export interface SeoTags {
  title: string;
  description: string;
  og?: { title: string; description: string };
  /** A path from the site root: the app adds its own origin. */
  canonical?: string;
}

export interface SeoDocument {
  /** Tags of a path no route claims (the 404 page). */
  site: SeoTags;
  /** Route path to its tags. */
  routes: Record<string, SeoTags>;
}

/** The folder of the build output holding one `<language>.json` per language. */
export const SEO_FOLDER = 'seo';

/** Where a language's SEO document is, from the site root. */
export const seoDocumentPath = (language: string) => `/${SEO_FOLDER}/${language}.json`;

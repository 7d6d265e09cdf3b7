/**
 * The HTML documents the build writes (scripts/prerenderPlugin.ts) and the server and service worker send
 * for app routes.
 */

/** The one path whose real HTML is prerendered, in the default language: the landing page. */
export const PRERENDERED_PATH = '/';

/** The prerendered landing page. */
export const LANDING_DOCUMENT = 'index.html';

/**
 * The id of the landing page's inert `<template>` of preload links for the app's chunks: the entry moves them
 * into the head once the page has painted, so that nothing downloads ahead of the first paint.
 */
export const APP_PRELOADS_TEMPLATE_ID = 'app-preloads';

/** Every other app route, and every route under the service worker: the page without prerendered markup. */
export const SHELL_DOCUMENT = 'shell.html';

/** Each app route's screen chunks, which the server names in a `Link` header when it sends the shell. */
export const ROUTE_PRELOADS_DOCUMENT = 'route-preloads.json';

/** A route pattern (`/menu`, `/menu/:slug`) and the files its screen needs beyond the shell's own. */
export interface RoutePreload {
  pattern: string;
  /** Module chunks, as paths from the site root. */
  modules: string[];
  styles: string[];
}

/** Which routes carry their own head tags, which are worth sharing, and the tags a path gets. */
import type { SeoDocument, SeoTags } from '@/contract/seo';
import { REDIRECT_ROUTE_NAMES, ROUTES, type RouteName } from '@/domain/navigation';

/** SPEC 2 routes with their own tags: every app route but the redirects and the partner mini-app's page. */
export const SEO_ROUTE_NAMES: readonly RouteName[] = (Object.keys(ROUTES) as RouteName[]).filter(
  (name) => name !== 'vendorPage' && !(REDIRECT_ROUTE_NAMES as readonly RouteName[]).includes(name),
);

/** Public pages a search engine may list and a customer may share: Open Graph tags and a canonical path. */
export const SHARED_ROUTE_NAMES: readonly RouteName[] = [
  'home',
  'menu',
  'offers',
  'tncOffers',
  'edv',
  'search',
  'deliverOnTrain',
  'manualSelector',
  'pizzaLoyalty',
  'worldPizzaLeague',
  'tnc',
  'info',
  'notification',
];

/** The tags of a path: its route's, else those of the route it lies under (/menu/veg-pizza is /menu), else the site's. */
export function seoTagsFor(document: SeoDocument, pathname: string): SeoTags {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = document.routes[path];
  if (exact) return exact;
  const parent = Object.keys(document.routes)
    .filter((route) => route !== ROUTES.home && path.startsWith(`${route}/`))
    .sort((a, b) => b.length - a.length)[0];
  return parent ? (document.routes[parent] ?? document.site) : document.site;
}

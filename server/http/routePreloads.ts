/**
 * A deep link's screen chunks in a `Link` header beside the shell (the build writes them per route,
 * scripts/prerenderPlugin.ts), so the browser fetches them while it loads the app instead of after.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PRELOADS_DOCUMENT, type RoutePreload } from '@/contract/documents';

/** `/menu/:slug` matches `/menu/veg-pizza`; segments without a colon match themselves. */
function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

const linkOf = ({ modules, styles }: RoutePreload): string =>
  [
    ...modules.map((file) => `<${file}>; rel=modulepreload; crossorigin`),
    ...styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`),
  ].join(', ');

/** The Link header for a path's screen, or undefined (no build output, or a path no screen route matches). */
export function routePreloadsOf(staticDir: string): (path: string) => string | undefined {
  const file = join(staticDir, ROUTE_PRELOADS_DOCUMENT);
  if (!existsSync(file)) return () => undefined;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
  const links = new Map(routes.map((route) => [route.pattern, linkOf(route)]));
  return (path) => {
    const route = routes.find((candidate) => candidate.pattern === path) ?? routes.find((candidate) => matches(candidate.pattern, path));
    const link = route ? links.get(route.pattern) : undefined;
    return link === '' ? undefined : link;
  };
}

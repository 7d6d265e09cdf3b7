import { describe, expect, it } from 'vitest';
import { POST_ORDER_PATTERN, REDIRECT_PATHS, SCREEN_ROUTES } from '@/app/routeTable';
import { MENU_SLUG_PATH, QA_ROUTE, ROUTES } from '@/domain/navigation';

const screenOf = (path: string) => SCREEN_ROUTES.find((route) => route.path === path)?.screen;

describe('route table', () => {
  it('has every SPEC 2 app-shell route, as a screen or a redirect, each once', () => {
    const paths = [...SCREEN_ROUTES.map((route) => route.path), ...REDIRECT_PATHS];
    for (const path of Object.values(ROUTES)) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('shows the landing at / and redirects /landing and /everyday-value-offers', () => {
    expect(screenOf(ROUTES.home)).toBe('landing');
    expect(REDIRECT_PATHS).toEqual(['/landing', '/everyday-value-offers']);
  });

  it('has /menu/{slug}, the QA route and the post-order rule', () => {
    expect(screenOf(MENU_SLUG_PATH)).toBeDefined();
    expect(screenOf(QA_ROUTE)).toBe('machines');
    expect(POST_ORDER_PATTERN).toBe('/postorder-ui/*');
  });

  it('serves the content pages and the manual store choice at their SPEC 2 routes', () => {
    expect(screenOf(ROUTES.info)).toBe('info');
    expect(screenOf(ROUTES.notification)).toBe('notification');
    expect(screenOf(ROUTES.manualSelector)).toBe('manualSelector');
  });

  it('serves the ordering screens at their SPEC 2 routes', () => {
    expect(screenOf(ROUTES.cart)).toBe('cart');
    expect(screenOf(ROUTES.customise)).toBe('customise');
    expect(screenOf(ROUTES.offers)).toBe('offers');
    expect(screenOf(ROUTES.tncOffers)).toBe('offers');
    expect(screenOf(ROUTES.edv)).toBe('edv');
    expect(screenOf(ROUTES.tnc)).toBe('tnc');
    expect(screenOf(ROUTES.search)).toBe('search');
    expect(screenOf(MENU_SLUG_PATH)).toBe('menu');
  });

  it('serves the World Pizza League at the leaderboard banner’s route', () => {
    expect(screenOf(ROUTES.worldPizzaLeague)).toBe('league');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { BANNER_TARGETS, LINK_ACTIONS } from '@/contract/codes';
import type { AppConfig, ConfigResponse } from '@/contract/config';
import type { AlertsResponse, NavMenuResponse, WidgetContent, WidgetsResponse } from '@/contract/content';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import { alerts } from '@server/db/schema';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

describe('GET config and app-config (public)', () => {
  it('GET config answers the SPEC 3 Config fields with features as a JSON string', async () => {
    const response = await server.fetch(PATHS.config);
    expect(response.status).toBe(200);
    const config = (await response.json()) as ConfigResponse;
    expect(config.disableCookies).toBe(false);
    expect(config.isDefaultWalletApplied).toBe(false);
    expect(JSON.parse(config.features)).toMatchObject({ irctc: true, loyalty: true });
    expect(config.vendorConfig.blockedFeatures).toEqual([]);
    expect(config.mapTileUrl).toMatch(/\{z\}.*\{x\}.*\{y\}/);
    expect(config.vendorConfig.partners['payments-app']?.blockedFeatures).toEqual(
      expect.arrayContaining(['irctc', 'feedback', 'wallet', 'logout', 'edv', 'everyday_value_offer']),
    );
  });

  it('GET app-config answers the SPEC 9 defaults and the switches', async () => {
    const response = await server.fetch(PATHS.appConfig);
    expect(response.status).toBe(200);
    const config = (await response.json()) as AppConfig;
    expect(config).toEqual({
      ...APP_CONFIG_DEFAULTS,
      luhnCheckEnabled: true,
      uaTrackingEnabled: true,
      offersConfettiEnabled: true,
      blacklistedPaymentMethods: [],
      codOtpAboveAmount: 1000,
      codOtpFirstCashOrder: false,
    });
    expect(config.maximumcartprice).toBe(5000);
    expect(config.maximumcartitems).toBe(25);
  });
});

describe('GET nav-menu, alerts and widgets (signed in)', () => {
  it('GET nav-menu lists app routes and marks the ones needing login', async () => {
    const response = await server.fetch(PATHS.navMenu, { headers });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as NavMenuResponse;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => item.link.startsWith('/'))).toBe(true);
    expect(items.find((item) => item.link === '/orderHistory')?.requiresLogin).toBe(true);
    expect(items.find((item) => item.link === '/menu')?.requiresLogin).toBe(false);
  });

  it('GET alerts shows only alerts inside their active window', async () => {
    const day = 24 * 60 * 60 * 1000;
    await server.database.db.insert(alerts).values([
      { id: 'test-future', message: 'Starts tomorrow', severity: 'info', activeFrom: new Date(Date.now() + day), position: 90 },
      {
        id: 'test-now',
        message: 'On today only',
        severity: 'warning',
        activeFrom: new Date(Date.now() - day),
        activeUntil: new Date(Date.now() + day),
        position: 91,
      },
    ]);
    const response = await server.fetch(PATHS.alerts, { headers });
    expect(response.status).toBe(200);
    const ids = ((await response.json()) as AlertsResponse).alerts.map((alert) => alert.id);
    expect(ids).toContain('test-now');
    expect(ids).not.toContain('test-future');
    expect(ids).not.toContain('diwali-hours');
    expect(ids.filter((id) => !id.startsWith('test-')).length).toBeGreaterThanOrEqual(1);
  });

  it('GET widgets lists the landing widgets in order with lowercase labels (SPEC 6 filters by them)', async () => {
    const response = await server.fetch(PATHS.widgets, { headers });
    expect(response.status).toBe(200);
    const { widgets } = (await response.json()) as WidgetsResponse;
    expect(widgets).toEqual([
      { id: 'offers', label: 'offers', kind: 'banners' },
      { id: 'explore', label: 'explore', kind: 'links' },
    ]);
    for (const widget of widgets) expect(widget.label).toBe(widget.label.toLowerCase());
  });

  const widgetContent = async (id: string): Promise<WidgetContent> => {
    const response = await server.fetch(PATHS.widgetContent.replace('{widgetId}', id), { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as WidgetContent;
  };

  it('GET a widget content link answers link cards covering every SPEC 2 link action', async () => {
    const explore = await widgetContent('explore');
    expect(explore).toMatchObject({ id: 'explore', kind: 'links', title: 'Explore' });
    if (explore.kind !== 'links') throw new Error('explore is a links widget');
    expect(explore.links.map((link) => link.action).sort()).toEqual([...LINK_ACTIONS].sort());
    expect(explore.links.every((link) => link.title.length > 0 && link.subtitle.length > 0)).toBe(true);
  });

  it('GET an unknown widget content link answers 404 WIDGET_NOT_FOUND', async () => {
    const response = await server.fetch(PATHS.widgetContent.replace('{widgetId}', 'no-such-widget'), { headers });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('WIDGET_NOT_FOUND');
  });

  it('GET the banners widget answers banners covering every SPEC 2 target with our own images', async () => {
    const offers = await widgetContent('offers');
    if (offers.kind !== 'banners') throw new Error('offers is a banners widget');
    const { banners } = offers;
    expect(new Set(banners.map((banner) => banner.target))).toEqual(new Set(BANNER_TARGETS));
    for (const banner of banners) {
      expect(banner.image).toMatch(/^\/images\/banners\/[\w-]+\.svg$/);
      expect(banner.altText.length).toBeGreaterThan(0);
      const image = await server.fetch(banner.image);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it.each([PATHS.navMenu, PATHS.alerts, PATHS.widgets, PATHS.widgetContent.replace('{widgetId}', 'offers')])(
    'GET %s without a token answers 401 UNAUTHORIZED',
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('UNAUTHORIZED');
    },
  );
});

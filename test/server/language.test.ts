import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { AddressListResponse } from '@/contract/addresses';
import type { AlertsResponse, NavMenuResponse, WidgetContent } from '@/contract/content';
import type { MenuResponse } from '@/contract/menu';
import type { PaymentOptionsResponse } from '@/contract/payments';
import type { Profile } from '@/contract/profile';
import messagesEn from '@/i18n/en/messages';
import serverEn from '@/i18n/en/server';
import messagesHi from '@/i18n/hi/messages';
import serverHi from '@/i18n/hi/server';
import validationHi from '@/i18n/hi/validation';
import contentHi from '@/i18n/hi/content';
import menuDataHi from '@/i18n/hi/menuData';
import paymentMethodsHi from '@/i18n/hi/paymentMethods';
import { LANGUAGE_HEADER } from '@/i18n/languages';
import { createTestClock, errorOf, jsonRequest, loginWithOtp, userPath } from './support/accounts';
import { jsonInit, startTestServer, type TestServer } from './support/server';

const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' } });
});
afterAll(() => server.close());

/** A call the server refuses with one of its own texts: the profile without an access token. */
const unauthenticated = (headers: Record<string, string> = {}) => server.fetch(userPath(PATHS.profile, 'someone'), { headers });

describe('the language of server answers', () => {
  it('answers errors[0].displayMsg in English without a language, exactly as before', async () => {
    expect(await errorOf(await unauthenticated())).toEqual({ code: 'UNAUTHORIZED', displayMsg: 'The authToken header is missing.' });
  });

  it('answers in Hindi when x-language is hi', async () => {
    const error = await errorOf(await unauthenticated({ [LANGUAGE_HEADER]: 'hi' }));
    expect(error?.displayMsg).toBe(serverHi.missingToken);
    expect(error?.displayMsg).not.toBe(serverEn.texts.missingToken);
  });

  it('answers in Hindi for Accept-Language hi-IN, and x-language wins over Accept-Language', async () => {
    expect((await errorOf(await unauthenticated({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })))?.displayMsg).toBe(
      serverHi.missingToken,
    );
    const named = await errorOf(await unauthenticated({ 'Accept-Language': 'hi-IN', [LANGUAGE_HEADER]: 'en' }));
    expect(named?.displayMsg).toBe(serverEn.texts.missingToken);
  });

  it('words SPEC texts and filled-in texts from the catalogue too', async () => {
    const refused = await server.fetch(
      PATHS.refreshToken,
      jsonInit({ userId: 'nobody', refreshToken: 'x' }, { userId: 'nobody', refreshToken: 'x', [LANGUAGE_HEADER]: 'hi' }),
    );
    expect((await errorOf(refused))?.displayMsg).toBe(messagesHi.tokenRefreshFailed);
    const missing = await server.fetch('/api/v1/no-such-endpoint', { headers: { [LANGUAGE_HEADER]: 'hi' } });
    expect((await errorOf(missing))?.displayMsg).toBe('GET /api/v1/no-such-endpoint के लिए कोई API नहीं है।');
    expect(messagesEn.texts.tokenRefreshFailed).not.toBe(messagesHi.tokenRefreshFailed);
  });

  it('words a refused field in Hindi, with the type named in Hindi, also for an upper-case header', async () => {
    const refused = await server.fetch(
      PATHS.refreshToken,
      jsonInit({ userId: 42, refreshToken: 'x' }, { userId: 'nobody', refreshToken: 'x', [LANGUAGE_HEADER]: 'HI' }),
    );
    expect((await errorOf(refused))?.displayMsg).toBe(`userId ${serverHi.typeString} होना चाहिए।`);
  });
});

describe('refused address fields in the language of the request', () => {
  it('answers the SPEC 5 address messages and an unknown address in Hindi, and writes nothing', async () => {
    const user = await loginWithOtp(server);
    const addressesUrl = userPath(PATHS.addresses, user.userId);
    const body = {
      label: 'Home',
      firstName: '',
      lastName: 'Sharma',
      mobile_no: '9876543210',
      email: 'asha@example.com',
      address: 'MG Road',
      houseNo: '12',
      locality: 'Koramangala',
      city: 'Bengaluru',
      latitude: 12.9352,
      longitude: 77.6245,
    };
    const refused = await server.fetch(addressesUrl, jsonRequest('POST', body, { ...user.headers, [LANGUAGE_HEADER]: 'hi' }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused))?.displayMsg).toBe(validationHi.addressFirstNameRequired);
    const badEmail = await server.fetch(
      addressesUrl,
      jsonRequest('POST', { ...body, firstName: 'Asha', email: 'asha@' }, { ...user.headers, [LANGUAGE_HEADER]: 'hi' }),
    );
    expect((await errorOf(badEmail))?.displayMsg).toBe(validationHi.addressEmailInvalid);
    const english = await server.fetch(addressesUrl, jsonRequest('POST', body, user.headers));
    expect((await errorOf(english))?.displayMsg).toBe('Enter First Name');
    const listed = (await (await server.fetch(addressesUrl, { headers: user.headers })).json()) as AddressListResponse;
    expect(listed.addresses).toEqual([]);
    const missing = await server.fetch(`${addressesUrl}/no-such-address`, {
      method: 'DELETE',
      headers: { ...user.headers, [LANGUAGE_HEADER]: 'hi' },
    });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing))?.displayMsg).toBe(serverHi.addressNotFound);
  });
});

describe('seeded data in the language of the request', () => {
  it('words widgets, banners, link cards, nav menu items, alerts, menu categories, dish descriptions and payment methods in Hindi, and keeps dish names', async () => {
    const user = await loginWithOtp(server);
    const get = async <T>(path: string, language: string) =>
      (await (await server.fetch(path, { headers: { ...user.headers, [LANGUAGE_HEADER]: language } })).json()) as T;

    const offers = await get<WidgetContent>(PATHS.widgetContent.replace('{widgetId}', 'offers'), 'hi');
    expect(offers.title).toBe(contentHi.widgets.offers.title);
    expect(offers.kind === 'banners' && offers.banners.find((banner) => banner.id === 'offers')).toMatchObject(contentHi.banners.offers);
    const explore = await get<WidgetContent>(PATHS.widgetContent.replace('{widgetId}', 'explore'), 'hi');
    expect(explore.kind === 'links' && explore.links.find((link) => link.id === 'rewards')).toMatchObject(contentHi.links.rewards);
    const { items } = await get<NavMenuResponse>(PATHS.navMenu, 'hi');
    expect(items.find((item) => item.id === 'orders')?.label).toBe(contentHi.navMenu.orders);
    const { alerts } = await get<AlertsResponse>(PATHS.alerts, 'hi');
    expect(alerts.find((alert) => alert.id === 'zero-contact')?.message).toBe(contentHi.alerts['zero-contact']);

    const menuPath = PATHS.storeMenu.replace('{storeId}', '66201');
    const [hindiMenu, englishMenu] = await Promise.all([get<MenuResponse>(menuPath, 'hi'), get<MenuResponse>(menuPath, 'en')]);
    expect(hindiMenu.data.map((category) => category.categoryName)).toContain(menuDataHi.categories.sides);
    expect(englishMenu.data.map((category) => category.categoryName)).toContain('Sides');
    const margherita = hindiMenu.data.flatMap((category) => category.data).find((product) => product.code === 'PIZ101');
    expect(margherita).toMatchObject({ name: 'Margherita Classica', description: menuDataHi.descriptions.PIZ101 });

    const options = await get<PaymentOptionsResponse>(`${PATHS.paymentOptions}?storeId=66201`, 'hi');
    expect(options.methods.find((method) => method.paymentId === 'CASH')?.name).toBe(paymentMethodsHi.CASH);
  });
});

describe('the customer profile language', () => {
  it('starts unset, is saved by the profile update, and comes back with the next login', async () => {
    const user = await loginWithOtp(server);
    expect(user.attributes.language).toBeNull();
    const profileUrl = userPath(PATHS.profile, user.userId);
    expect(((await (await server.fetch(profileUrl, { headers: user.headers })).json()) as Profile).language).toBeNull();

    const saved = await server.fetch(profileUrl, jsonRequest('PUT', { language: 'hi' }, user.headers));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Profile).language).toBe('hi');
    expect(((await (await server.fetch(profileUrl, { headers: user.headers })).json()) as Profile).language).toBe('hi');

    clock.advance(45_000);
    const again = await loginWithOtp(server, user.attributes.mobile);
    expect(again.attributes.language).toBe('hi');
  });

  it('refuses a language Slice does not speak and keeps the saved one', async () => {
    const user = await loginWithOtp(server);
    const profileUrl = userPath(PATHS.profile, user.userId);
    await server.fetch(profileUrl, jsonRequest('PUT', { language: 'hi' }, user.headers));
    const refused = await server.fetch(profileUrl, jsonRequest('PUT', { language: 'fr' }, user.headers));
    expect(refused.status).toBe(400);
    expect(((await (await server.fetch(profileUrl, { headers: user.headers })).json()) as Profile).language).toBe('hi');
  });
});

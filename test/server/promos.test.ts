import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CartItemInput, CartResponse, Deal, DealsResponse, PromoResponse } from '@/contract/cart';
import serverEn from '@/i18n/en/server';

const { couponNotValid: COUPON_NOT_VALID } = serverEn.texts;
import { firstOrderMarkers } from '@server/db/schema';
import { PAYMENT_OPTION_UPI, PROMOS } from '@server/db/seed/promos';
import serverTexts from '@/i18n/en/server';
import { errorOf, jsonRequest, loginWithOtp } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STORE_ID = '66001';
const HAND_TOSSED = 1;
const MEDIUM = 2;
const LARGE = 3;
const PEPPER_BBQ_CHICKEN = 203;
const COLA = 702;

const line = (productId: number, crustId: number | null, sizeId: number | null, quantity = 1): CartItemInput => ({
  productId,
  crustId,
  sizeId,
  quantity,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
});
/** Rs 379 + 2 x Rs 65 = Rs 509 before tax. */
const CART_509 = [line(PEPPER_BBQ_CHICKEN, HAND_TOSSED, MEDIUM), line(COLA, null, null, 2)];
/** Rs 379. */
const CART_379 = [line(PEPPER_BBQ_CHICKEN, HAND_TOSSED, MEDIUM)];

const guest = async () => (await signInAnonymously(server)).headers;

async function putCart(headers: Record<string, string>, items: CartItemInput[]): Promise<CartResponse> {
  const response = await server.fetch(PATHS.cart, jsonRequest('PUT', { storeId: STORE_ID, deliveryType: 'D', items }, headers));
  expect(response.status).toBe(200);
  return (await response.json()) as CartResponse;
}
const promoPath = (code: string) => PATHS.cartPromo.replace('{code}', encodeURIComponent(code));

async function applyPromo(headers: Record<string, string>, code: string): Promise<PromoResponse> {
  const response = await server.fetch(promoPath(code), { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as PromoResponse;
}
async function getCart(headers: Record<string, string>): Promise<CartResponse> {
  return (await (await server.fetch(PATHS.cart, { headers })).json()) as CartResponse;
}
function appliedCart(answer: PromoResponse): CartResponse {
  if (answer.status !== 'SUCCESS') throw new Error(`coupon refused: ${answer.displayMsg}`);
  return answer.cart;
}

describe('GET cartPromo', () => {
  it('applies a flat coupon: discount spread over the lines, GST on the discounted items', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    const cart = appliedCart(await applyPromo(headers, 'flat100'));
    expect(cart.explicitPromo).toEqual({
      promoCode: 'FLAT100',
      description: PROMOS[0]!.description,
      paymentOptions: [],
      discount: 10_000,
    });
    expect(cart.strikePrice).toBe(50_900);
    expect(cart.price).toBe(40_900);
    expect(cart.validItems.reduce((sum, item) => sum + item.totalDiscount, 0)).toBe(10_000);
    expect(cart.validItems.map((item) => item.totalPriceAfterDiscount)).toEqual([37_900 - 7_446, 13_000 - 2_554]);
    // GST 5% of Rs 409 = Rs 20.45; Rs 409 is above the free-delivery amount.
    expect(cart.taxAmount).toBe(2_045);
    expect(cart.displayNetPrice).toBe(40_900 + 2_045);
    expect(cart.cartCalculations.find((row) => row.key === 'discount')?.value).toBe(10_000);
    expect(await getCart(headers)).toEqual(cart);
  });

  it('answers FAILED with the SPEC 5 message for an unknown code and leaves the cart as it was', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    const applied = appliedCart(await applyPromo(headers, 'FLAT100'));
    expect(await applyPromo(headers, 'NOSUCHCODE')).toEqual({ status: 'FAILED', displayMsg: COUPON_NOT_VALID });
    expect(await applyPromo(headers, 'bad code!')).toEqual({ status: 'FAILED', displayMsg: COUPON_NOT_VALID });
    expect(await getCart(headers)).toEqual(applied);
  });

  it('refuses an expired coupon', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    expect(await applyPromo(headers, 'EXPIRED10')).toEqual({ status: 'FAILED', displayMsg: serverTexts.texts.couponExpired });
    expect((await getCart(headers)).explicitPromo).toBeNull();
  });

  it('refuses a coupon below its minimum, saying how much more to add', async () => {
    const headers = await guest();
    await putCart(headers, CART_379);
    const answer = await applyPromo(headers, 'FLAT100');
    expect(answer).toEqual({ status: 'FAILED', displayMsg: 'Add items worth ₹\u00a0120 more to apply this coupon' });
  });

  it('caps a percentage coupon', async () => {
    const headers = await guest();
    await putCart(headers, [line(PEPPER_BBQ_CHICKEN, HAND_TOSSED, LARGE)]);
    expect(appliedCart(await applyPromo(headers, 'PIZZA20')).explicitPromo?.discount).toBe(12_380);
    await putCart(headers, [line(PEPPER_BBQ_CHICKEN, HAND_TOSSED, LARGE, 2)]);
    const capped = await getCart(headers);
    expect(capped.explicitPromo?.discount).toBe(15_000);
    expect(capped.price).toBe(123_800 - 15_000);
  });

  it('applies a payment-restricted coupon and carries its payment options', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    const cart = appliedCart(await applyPromo(headers, 'UPI75'));
    expect(cart.explicitPromo).toMatchObject({ promoCode: 'UPI75', paymentOptions: [PAYMENT_OPTION_UPI], discount: 7_500 });
  });

  it('prices every pizza at the EDV coupon price, sides at menu price', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    const cart = appliedCart(await applyPromo(headers, 'PIZZA249'));
    expect(cart.explicitPromo?.discount).toBe(37_900 - 24_900);
    expect(cart.validItems.map((item) => item.totalDiscount)).toEqual([13_000, 0]);
  });

  it('keeps a first-order coupon for logged-in customers on their first order', async () => {
    const visitor = await guest();
    await putCart(visitor, CART_509);
    expect(await applyPromo(visitor, 'FIRST50')).toEqual({ status: 'FAILED', displayMsg: serverTexts.texts.couponLoginRequired });

    const customer = await loginWithOtp(server);
    await putCart(customer.headers, CART_509);
    const cart = appliedCart(await applyPromo(customer.headers, 'FIRST50'));
    // 50% of Rs 509 is capped at Rs 200.
    expect(cart.explicitPromo?.discount).toBe(20_000);

    await server.database.db.insert(firstOrderMarkers).values({ userId: customer.userId, orderRef: 'ORDER-1' });
    expect(await applyPromo(customer.headers, 'FIRST50')).toEqual({ status: 'FAILED', displayMsg: serverTexts.texts.couponFirstOrderOnly });
    // The applied coupon is re-checked: it no longer applies.
    expect((await getCart(customer.headers)).explicitPromo).toBeNull();
  });

  it('drops an applied coupon when the cart falls below its minimum, and does not bring it back', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    appliedCart(await applyPromo(headers, 'FLAT100'));
    const smaller = await putCart(headers, CART_379);
    expect(smaller.explicitPromo).toBeNull();
    expect(smaller.price).toBe(37_900);
    const again = await putCart(headers, CART_509);
    expect(again.explicitPromo).toBeNull();
    // Still valid after a change that keeps the minimum.
    appliedCart(await applyPromo(headers, 'FLAT100'));
    const more = await putCart(headers, [...CART_509, line(COLA, null, null)]);
    expect(more.explicitPromo?.promoCode).toBe('FLAT100');
  });

  it('refuses a coupon on an empty cart', async () => {
    expect(await applyPromo(await guest(), 'PIZZA20')).toEqual({ status: 'FAILED', displayMsg: serverTexts.texts.couponEmptyCart });
  });
});

describe('DELETE cartPromo', () => {
  it('removes the applied coupon', async () => {
    const headers = await guest();
    await putCart(headers, CART_509);
    appliedCart(await applyPromo(headers, 'FLAT100'));
    const other = await server.fetch(promoPath('PIZZA20'), { method: 'DELETE', headers });
    expect(((await other.json()) as CartResponse).explicitPromo?.promoCode).toBe('FLAT100');
    const response = await server.fetch(promoPath('FLAT100'), { method: 'DELETE', headers });
    expect(response.status).toBe(200);
    const cart = (await response.json()) as CartResponse;
    expect(cart.explicitPromo).toBeNull();
    expect(cart.price).toBe(50_900);
    expect((await getCart(headers)).explicitPromo).toBeNull();
  });
});

describe('nextOfferMinimum (SPEC 5 confetti)', () => {
  it('is the smallest minimum order value the cart total does not meet yet', async () => {
    const headers = await guest();
    expect((await getCart(headers)).nextOfferMinimum).toBe(29_900);
    // Rs 379 + GST Rs 18.95 = Rs 397.95, floored Rs 397: UPI75 (Rs 399) is next.
    expect((await putCart(headers, CART_379)).nextOfferMinimum).toBe(39_900);
    // Rs 509 + GST: every minimum is met.
    expect((await putCart(headers, CART_509)).nextOfferMinimum).toBeNull();
  });
});

describe('GET deals', () => {
  it('lists the live offers of the store in order, without ended ones', async () => {
    const headers = await guest();
    const response = await server.fetch(`${PATHS.deals}?storeId=${STORE_ID}`, { headers });
    expect(response.status).toBe(200);
    const { deals } = (await response.json()) as DealsResponse;
    expect(deals.map((deal) => deal.code)).toEqual(['FLAT100', 'PIZZA20', 'FIRST50', 'UPI75', 'PIZZA249']);
    expect(deals[1]).toMatchObject({ kind: 'PERCENT', value: 20, maxDiscount: 15_000, minOrderValue: 29_900, firstOrderOnly: false });
    expect(deals[2]).toMatchObject({ firstOrderOnly: true });
    expect(deals[3]).toMatchObject({ kind: 'FLAT', value: 7_500, paymentOptions: ['UPI'] });
  });

  it('answers 404 for an unknown store and 400 without a store', async () => {
    const headers = await guest();
    const unknown = await server.fetch(`${PATHS.deals}?storeId=99999`, { headers });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.code).toBe('STORE_NOT_FOUND');
    expect((await server.fetch(PATHS.deals, { headers })).status).toBe(400);
  });

  it('answers one deal with its terms, and 404 for an ended or unknown one', async () => {
    const headers = await guest();
    const response = await server.fetch(PATHS.deal.replace('{code}', 'UPI75'), { headers });
    expect(response.status).toBe(200);
    const deal = (await response.json()) as Deal;
    expect(deal.tnc).toContain('Pay by UPI to keep the discount.');
    expect(deal.validTo).toMatch(/^2099-12-31T/);
    for (const code of ['EXPIRED10', 'NOSUCH']) {
      const missing = await server.fetch(PATHS.deal.replace('{code}', code), { headers });
      expect(missing.status).toBe(404);
      expect((await errorOf(missing))?.code).toBe('DEAL_NOT_FOUND');
    }
  });
});

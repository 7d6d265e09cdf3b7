import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CartCalculationRow, CartItemInput, CartResponse, UpsellResponse } from '@/contract/cart';
import serverEn from '@/i18n/en/server';

const { cartLimit: CART_LIMIT_MESSAGE, outOfStock: OUT_OF_STOCK_REASON } = serverEn.texts;
import { EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';
import { MENU_SLUGS } from '@/domain/navigation';
import { MAX_TIP_PAISE } from '@/domain/limits';
import { DELIVERY_CHARGE_PAISE, OPTIONAL_CHARGES, percentOf } from '@server/services/pricing';
import { errorOf, jsonRequest } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Connaught Place (Delhi); Koramangala (Bengaluru) has Corn & Cheese Delight (106) and Mango Lassi (703) out of stock. */
const STORE_ID = '66001';
const KORAMANGALA = '66201';
const HAND_TOSSED = 1;
const WHEAT_THIN = 2;
const REGULAR = 1;
const MEDIUM = 2;
const LARGE = 3;
const PEPPER_BBQ_CHICKEN = 203;
const MARGHERITA = 101;
const CORN_CHEESE = 106;
const COLA = 702;
const ONION = 1;
const MUSHROOM = 4;
const BBQ_CHICKEN = 21;
const CHICKEN_TIKKA = 23;

const pizza = (productId: number, crustId: number, sizeId: number, quantity = 1, extra: Partial<CartItemInput> = {}): CartItemInput => ({
  productId,
  crustId,
  sizeId,
  quantity,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
  ...extra,
});
const side = (productId: number, quantity = 1): CartItemInput => ({
  productId,
  crustId: null,
  sizeId: null,
  quantity,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
});

async function newCaller(): Promise<Record<string, string>> {
  return (await signInAnonymously(server)).headers;
}

const putCart = (headers: Record<string, string>, body: unknown) => server.fetch(PATHS.cart, jsonRequest('PUT', body, headers));
const postItems = (headers: Record<string, string>, body: unknown) => server.fetch(PATHS.cartItems, jsonRequest('POST', body, headers));

async function cartOf(response: Response): Promise<CartResponse> {
  expect(response.status).toBe(200);
  return (await response.json()) as CartResponse;
}
async function getCart(headers: Record<string, string>): Promise<CartResponse> {
  return cartOf(await server.fetch(PATHS.cart, { headers }));
}
const row = (rows: CartCalculationRow[], key: string): CartCalculationRow | undefined =>
  rows.flatMap((r) => [r, ...(r.children ?? []).flatMap((child) => [child, ...(child.children ?? [])])]).find((r) => r.key === key);

describe('GET cart', () => {
  it('answers an empty cart to a caller who has none', async () => {
    const cart = await getCart(await newCaller());
    expect(cart).toMatchObject({ storeId: null, deliveryType: 'D', validItems: [], invalidItems: [], itemCount: 0, explicitPromo: null });
    expect(row(cart.cartCalculations, 'grand_total')?.value).toBe(0);
    expect(cart.displayNetPrice).toBe(0);
  });

  it('refuses a caller without a token', async () => {
    expect((await server.fetch(PATHS.cart)).status).toBe(401);
  });
});

describe('PUT cart: prices from the catalogue', () => {
  it('prices a pizza with toppings, a free replacement and extra cheese, by hand', async () => {
    const headers = await newCaller();
    const cart = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'D',
        items: [
          pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, MEDIUM, 2, {
            addTopngs: [EXTRA_CHEESE_ITEM_ID, EXTRA_CHEESE_ITEM_ID, MUSHROOM],
            repTopngs: [CHICKEN_TIKKA],
            remTopngs: [ONION],
          }),
          side(COLA),
        ],
      }),
    );
    // Medium hand tossed Rs 379 + 2 x extra cheese Rs 60 + mushroom Rs 55; tikka replaces onion for free.
    const pizzaLine = cart.validItems[0]!;
    expect(pizzaLine).toMatchObject({
      pricePerQty: 37_900 + 2 * 6_000 + 5_500,
      quantity: 2,
      totalPriceAfterDiscount: 2 * 55_400,
      totalDiscount: 0,
      crust: { id: HAND_TOSSED, name: 'New Hand Tossed' },
      size: { id: MEDIUM, name: 'Medium', code: 'M', serves: 2 },
      sizeCode: 'M',
      product: { id: PEPPER_BBQ_CHICKEN, name: 'Pepper BBQ Chicken', code: 'PIZ203' },
      productType: 1,
      foodType: 'NON_VEG',
      nonVeg: true,
      isEDVOApplied: false,
      addTopngs: [EXTRA_CHEESE_ITEM_ID, EXTRA_CHEESE_ITEM_ID, MUSHROOM],
      repTopngs: [CHICKEN_TIKKA],
      remTopngs: [ONION],
    });
    expect(pizzaLine.product.categroryIds).toContain(MENU_SLUGS['non-veg-pizza']);
    expect(cart.validItems[1]).toMatchObject({ pricePerQty: 6_500, crust: null, size: null, productType: 0, foodType: 'VEG' });
    const subTotal = 110_800 + 6_500;
    expect(cart.itemCount).toBe(3);
    expect(cart.strikePrice).toBe(subTotal);
    expect(cart.price).toBe(subTotal);
    // GST 5% of the items; above the free-delivery amount no delivery charge.
    expect(cart.taxAmount).toBe(5_865);
    expect(row(cart.cartCalculations, 'sub_total')?.value).toBe(subTotal);
    expect(row(cart.cartCalculations, 'discount')?.value).toBe(0);
    expect(row(cart.cartCalculations, 'additional_charges')?.value).toBe(0);
    expect(row(cart.cartCalculations, 'tax')?.value).toBe(5_865);
    expect(row(cart.cartCalculations, 'taxes_and_charges')?.value).toBe(5_865);
    expect(row(cart.cartCalculations, 'grand_total')?.value).toBe(subTotal + 5_865);
    expect(cart.displayNetPrice).toBe(subTotal + 5_865);
    expect(cart.cartCalculations.map((r) => r.key)).toEqual(['sub_total', 'discount', 'taxes_and_charges', 'tip', 'grand_total']);
  });

  it('charges replacements beyond the removed toppings like additions', async () => {
    const cart = await cartOf(
      await putCart(await newCaller(), {
        storeId: STORE_ID,
        deliveryType: 'T',
        items: [pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, REGULAR, 1, { repTopngs: [CHICKEN_TIKKA, MUSHROOM], remTopngs: [ONION] })],
      }),
    );
    // Regular Rs 199; one of the two replacements is free, the cheaper (mushroom Rs 55) is charged.
    expect(cart.validItems[0]?.pricePerQty).toBe(19_900 + 5_500);
  });

  it('ignores a price sent by the client', async () => {
    const headers = await newCaller();
    const cart = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'D',
        items: [{ ...pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, LARGE), pricePerQty: 1 }],
      }),
    );
    expect(cart.validItems[0]?.pricePerQty).toBe(61_900);
    expect((await getCart(headers)).validItems[0]?.pricePerQty).toBe(61_900);
  });

  it('adds the delivery charge, the opted eco packaging and an untaxed tip to the grand total', async () => {
    const headers = await newCaller();
    const [packaging] = OPTIONAL_CHARGES;
    const cart = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'D',
        items: [side(COLA)],
        tip: { tipAmount: 2_000, tipRemoved: false, autoTipSelected: true },
        optedOptionalCharges: [{ chargeTypeCode: 'K', selected: true }],
      }),
    );
    const tax = percentOf(6_500, 5);
    expect(tax).toBe(325);
    expect(row(cart.cartCalculations, 'delivery_charge')?.value).toBe(DELIVERY_CHARGE_PAISE);
    expect(row(cart.cartCalculations, 'K')?.value).toBe(packaging!.amount);
    expect(row(cart.cartCalculations, 'additional_charges')?.value).toBe(DELIVERY_CHARGE_PAISE + packaging!.amount);
    expect(row(cart.cartCalculations, 'taxes_and_charges')?.value).toBe(DELIVERY_CHARGE_PAISE + packaging!.amount + tax);
    expect(row(cart.cartCalculations, 'tip')?.value).toBe(2_000);
    expect(cart.taxAmount).toBe(tax);
    expect(cart.displayNetPrice).toBe(6_500 + DELIVERY_CHARGE_PAISE + packaging!.amount + tax + 2_000);
    expect(cart.tip).toEqual({ tipAmount: 2_000, tipRemoved: false, autoTipSelected: true });
    expect(cart.optionalCharges).toEqual([{ ...packaging, name: 'Eco-friendly packaging', selected: true }]);
    expect(cart.optedOptionalCharges).toEqual([{ chargeTypeCode: 'K', selected: true }]);

    // Takeaway: no delivery charge; a removed tip is not charged; tip and charges kept when not sent.
    const takeaway = await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'T', items: [side(COLA)] }));
    expect(row(takeaway.cartCalculations, 'delivery_charge')).toBeUndefined();
    expect(takeaway.displayNetPrice).toBe(6_500 + packaging!.amount + tax + 2_000);
    const noTip = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'T',
        items: [side(COLA)],
        tip: { tipAmount: 2_000, tipRemoved: true, autoTipSelected: false },
      }),
    );
    expect(noTip.displayNetPrice).toBe(6_500 + packaging!.amount + tax);
  });

  it('prices an EDV line at the deal price once the cart holds the pizzas the deal needs', async () => {
    const headers = await newCaller();
    const one = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'T',
        items: [pizza(MARGHERITA, HAND_TOSSED, MEDIUM, 1, { edvDealId: 'EDV2M199' })],
      }),
    );
    expect(one.validItems[0]).toMatchObject({ pricePerQty: 24_500, isEDVOApplied: false, edvDealId: 'EDV2M199' });
    const two = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'T',
        items: [pizza(MARGHERITA, HAND_TOSSED, MEDIUM, 2, { edvDealId: 'EDV2M199' })],
      }),
    );
    expect(two.validItems[0]).toMatchObject({ pricePerQty: 19_900, isEDVOApplied: true, totalPriceAfterDiscount: 39_800 });
    const wrongSize = await putCart(headers, {
      storeId: STORE_ID,
      deliveryType: 'T',
      items: [pizza(MARGHERITA, HAND_TOSSED, LARGE, 2, { edvDealId: 'EDV2M199' })],
    });
    expect(wrongSize.status).toBe(400);
    expect((await errorOf(wrongSize))?.code).toBe('CART_INVALID_ITEM');
  });

  it('lists a product the store has out of stock as invalid, outside the totals', async () => {
    const cart = await cartOf(
      await putCart(await newCaller(), {
        storeId: KORAMANGALA,
        deliveryType: 'T',
        items: [pizza(CORN_CHEESE, HAND_TOSSED, REGULAR), side(COLA)],
      }),
    );
    expect(cart.validItems.map((item) => item.product.id)).toEqual([COLA]);
    expect(cart.invalidItems).toMatchObject([{ product: { id: CORN_CHEESE }, invalidReason: OUT_OF_STOCK_REASON }]);
    expect(cart.itemCount).toBe(1);
    expect(cart.price).toBe(6_500);
  });
});

describe('PUT cart: refused whole', () => {
  async function expectRefused(body: unknown, status: number, code: string, displayMsg?: string) {
    const headers = await newCaller();
    const before = await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA, 2)] }));
    const response = await putCart(headers, body);
    expect(response.status).toBe(status);
    const error = await errorOf(response);
    expect(error?.code).toBe(code);
    if (displayMsg !== undefined) expect(error?.displayMsg).toBe(displayMsg);
    expect(await getCart(headers)).toEqual(before);
  }

  it.each([
    ['invalid JSON', '{"storeId":'],
    ['a missing items list', { storeId: STORE_ID, deliveryType: 'D' }],
    ['a zero quantity', { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA, 0)] }],
    ['a fractional quantity', { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA, 1.5)] }],
    ['an unknown delivery type', { storeId: STORE_ID, deliveryType: 'X', items: [] }],
    [
      'an unknown optional charge',
      { storeId: STORE_ID, deliveryType: 'D', items: [], optedOptionalCharges: [{ chargeTypeCode: 'Z', selected: true }] },
    ],
    [
      'a negative tip',
      { storeId: STORE_ID, deliveryType: 'D', items: [], tip: { tipAmount: -1, tipRemoved: false, autoTipSelected: false } },
    ],
    ['a malformed store id', { storeId: "1' or 1=1", deliveryType: 'D', items: [] }],
  ])('answers 400 BAD_REQUEST for %s and writes nothing', async (_name, body) => {
    await expectRefused(body, 400, 'BAD_REQUEST');
  });

  it.each([
    ['an unknown product', [side(99_999)], 'Product 99999 is not on the menu.'],
    [
      'a topping the product does not allow',
      [pizza(MARGHERITA, HAND_TOSSED, REGULAR, 1, { addTopngs: [BBQ_CHICKEN] })],
      'Margherita Classica cannot take Barbeque Chicken.',
    ],
    [
      'a crust the size is not baked in',
      [pizza(PEPPER_BBQ_CHICKEN, WHEAT_THIN, REGULAR)],
      'Pepper BBQ Chicken is not made in Wheat Thin Crust Regular.',
    ],
    ['a crust on a side', [{ ...side(COLA), crustId: HAND_TOSSED }], 'Chilled Cola is sold as is, without a crust or size.'],
    [
      'removing a topping the pizza does not have',
      [pizza(MARGHERITA, HAND_TOSSED, REGULAR, 1, { remTopngs: [ONION] })],
      'Margherita Classica does not come with Onion, so it cannot be removed.',
    ],
    [
      'more extra cheese than extracheesecount',
      [pizza(MARGHERITA, HAND_TOSSED, REGULAR, 1, { addTopngs: Array(4).fill(EXTRA_CHEESE_ITEM_ID) })],
      'Margherita Classica can take at most 3 portions of extra cheese.',
    ],
  ])('answers 400 CART_INVALID_ITEM for %s, naming it', async (_name, items, displayMsg) => {
    await expectRefused({ storeId: STORE_ID, deliveryType: 'D', items }, 400, 'CART_INVALID_ITEM', displayMsg);
  });

  it('answers 404 STORE_NOT_FOUND for an unknown store', async () => {
    await expectRefused({ storeId: '99999', deliveryType: 'D', items: [] }, 404, 'STORE_NOT_FOUND');
  });

  it('refuses more than 25 items with the SPEC 8 message and keeps the old cart', async () => {
    await expectRefused(
      { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA, 20), side(MARGHERITA + 400, 6)] },
      400,
      'CART_LIMIT_EXCEEDED',
      CART_LIMIT_MESSAGE,
    );
  });

  it('refuses an item total above Rs 5000 with the SPEC 8 message and keeps the old cart', async () => {
    await expectRefused(
      { storeId: STORE_ID, deliveryType: 'D', items: [pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, LARGE, 9)] },
      400,
      'CART_LIMIT_EXCEEDED',
      CART_LIMIT_MESSAGE,
    );
  });
});

describe('POST cart items', () => {
  it('merges a line equal by the SPEC 5 rule (toppings in any order) and keeps its id', async () => {
    const headers = await newCaller();
    const first = await cartOf(
      await putCart(headers, {
        storeId: STORE_ID,
        deliveryType: 'D',
        items: [pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, MEDIUM, 1, { addTopngs: [EXTRA_CHEESE_ITEM_ID, MUSHROOM] })],
      }),
    );
    const merged = await cartOf(
      await postItems(headers, {
        storeId: STORE_ID,
        deliveryType: 'D',
        items: [pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, MEDIUM, 2, { addTopngs: [MUSHROOM, EXTRA_CHEESE_ITEM_ID] }), side(COLA)],
      }),
    );
    expect(merged.validItems).toHaveLength(2);
    expect(merged.validItems[0]).toMatchObject({ itemId: first.validItems[0]!.itemId, quantity: 3 });
    expect(merged.validItems[1]).toMatchObject({ product: { id: COLA }, quantity: 1 });

    const separate = await cartOf(
      await postItems(headers, {
        storeId: STORE_ID,
        deliveryType: 'D',
        items: [pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, MEDIUM, 1, { addTopngs: [MUSHROOM] })],
      }),
    );
    expect(separate.validItems.map((item) => item.quantity)).toEqual([3, 1, 1]);
    expect(await getCart(headers)).toEqual(separate);
  });

  it('refuses the 26th item and the Rs 5000 limit, leaving the cart unchanged', async () => {
    const headers = await newCaller();
    const full = await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA, 25)] }));
    expect(full.itemCount).toBe(25);
    const oneMore = await postItems(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA)] });
    expect(oneMore.status).toBe(400);
    expect(await errorOf(oneMore)).toEqual({ code: 'CART_LIMIT_EXCEEDED', displayMsg: CART_LIMIT_MESSAGE });
    expect(await getCart(headers)).toEqual(full);

    const large = await cartOf(
      await putCart(headers, { storeId: STORE_ID, deliveryType: 'D', items: [pizza(PEPPER_BBQ_CHICKEN, HAND_TOSSED, LARGE, 8)] }),
    );
    expect(large.strikePrice).toBe(8 * 61_900);
    const overPrice = await postItems(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA)] });
    expect(overPrice.status).toBe(400);
    expect(await errorOf(overPrice)).toEqual({ code: 'CART_LIMIT_EXCEEDED', displayMsg: CART_LIMIT_MESSAGE });
    expect(await getCart(headers)).toEqual(large);
  });

  it('never merges EDV lines, and PUT keeps the ids of lines it keeps', async () => {
    const headers = await newCaller();
    const edvLine = pizza(MARGHERITA, HAND_TOSSED, MEDIUM, 1, { edvDealId: 'EDV2M199' });
    const first = await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'T', items: [edvLine, side(COLA)] }));
    const added = await cartOf(await postItems(headers, { storeId: STORE_ID, deliveryType: 'T', items: [edvLine] }));
    expect(added.validItems.map((item) => [item.product.id, item.quantity, item.isEDVOApplied])).toEqual([
      [MARGHERITA, 1, true],
      [COLA, 1, false],
      [MARGHERITA, 1, true],
    ]);
    expect(new Set(added.validItems.map((item) => item.itemId)).size).toBe(3);
    const replaced = await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'T', items: [side(COLA, 2)] }));
    expect(replaced.validItems).toMatchObject([{ itemId: first.validItems[1]!.itemId, quantity: 1 + 1 }]);
  });

  it('refuses an empty list', async () => {
    const response = await postItems(await newCaller(), { storeId: STORE_ID, deliveryType: 'D', items: [] });
    expect(response.status).toBe(400);
  });

  it("sets the tip sent with the lines (a guest's tip after login), and a later post without one keeps it", async () => {
    const headers = await newCaller();
    await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA)] }));
    const tip = { tipAmount: 3_000, tipRemoved: false, autoTipSelected: false };
    const tipped = await cartOf(
      await postItems(headers, { storeId: STORE_ID, deliveryType: 'D', items: [pizza(MARGHERITA, HAND_TOSSED, REGULAR)], tip }),
    );
    expect(tipped.tip).toEqual(tip);
    expect(row(tipped.cartCalculations, 'tip')?.value).toBe(3_000);
    expect(tipped.validItems.map((item) => item.product.id)).toEqual([COLA, MARGHERITA]);
    const again = await cartOf(await postItems(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA)] }));
    expect(again.tip).toEqual(tip);
    expect(await getCart(headers)).toEqual(again);
  });

  it.each([
    ['a negative tip', { tipAmount: -1, tipRemoved: false, autoTipSelected: false }],
    ['a tip above the largest accepted', { tipAmount: MAX_TIP_PAISE + 1, tipRemoved: false, autoTipSelected: false }],
    ['a fractional tip', { tipAmount: 2_000.5, tipRemoved: false, autoTipSelected: false }],
    ['a tip without its flags', { tipAmount: 2_000 }],
  ])('answers 400 BAD_REQUEST for %s sent with the lines and writes nothing', async (_name, tip) => {
    const headers = await newCaller();
    const before = await cartOf(await putCart(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA)] }));
    const response = await postItems(headers, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA)], tip });
    expect(response.status).toBe(400);
    expect((await errorOf(response))?.code).toBe('BAD_REQUEST');
    expect(await getCart(headers)).toEqual(before);
  });
});

describe('one cart per caller', () => {
  it('does not show my cart to another user', async () => {
    const mine = await newCaller();
    const theirs = await newCaller();
    const myCart = await cartOf(await putCart(mine, { storeId: STORE_ID, deliveryType: 'D', items: [side(COLA, 3)] }));
    const theirCart = await getCart(theirs);
    expect(theirCart.validItems).toEqual([]);
    expect(theirCart.cartId).not.toBe(myCart.cartId);
    // A token of one user with another's userId header is refused.
    const forged = await server.fetch(PATHS.cart, { headers: { ...theirs, userId: mine.userId! } });
    expect(forged.status).toBe(401);
    expect((await getCart(mine)).itemCount).toBe(3);
  });
});

describe('GET cart upsell', () => {
  it('suggests up to 4 in-stock sides, beverages and desserts of the store that the cart does not hold', async () => {
    const headers = await newCaller();
    expect(((await (await server.fetch(PATHS.cartUpsell, { headers })).json()) as UpsellResponse).products).toEqual([]);
    await cartOf(await putCart(headers, { storeId: KORAMANGALA, deliveryType: 'D', items: [side(501), side(701)] }));
    const response = await server.fetch(PATHS.cartUpsell, { headers });
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as UpsellResponse;
    // Garlic Breadsticks (501) and Masala Lemonade (701) are in the cart; Mango Lassi (703) is out of stock here.
    expect(products.map((product) => product.id)).toEqual([502, 702, 801, 503]);
  });
});

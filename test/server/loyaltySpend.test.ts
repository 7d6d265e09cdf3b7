import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CartItemInput, CartResponse, PromoResponse } from '@/contract/cart';
import type { LoyaltyMenuItem, LoyaltyMenuResponse } from '@/contract/loyaltyMenu';
import type { ConfirmOrderResponse, OrderSummary } from '@/contract/orders';
import { MENU_SLUGS } from '@/domain/navigation';
import { loyaltyMembers, loyaltyPoints, orders, productCategories, productPrices, walletEntries, wallets } from '@server/db/schema';
import { SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { creditWallet, debitWallet, returnOrderWallet } from '@server/services/walletLedger';
import serverEn from '@/i18n/en/server';
import { createTestClock, errorOf, jsonRequest, loginWithOtp, type LoggedIn, type TestClock } from './support/accounts';
import {
  cardForm,
  COLA,
  confirm,
  confirmBody,
  confirmed,
  HAND_TOSSED,
  MARGHERITA,
  MEDIUM,
  postForm,
  statusPath,
  STORE_ID,
  transactionStatus,
} from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const TEXTS = serverEn.texts;

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const menuPath = (storeId = STORE_ID) => `${PATHS.loyaltyMenu}?storeId=${storeId}`;
let cardCodes = 0;

/** A logged-in customer; a Pizza Pals member unless told, with these points credited to the wallet. */
async function customer({ member = true, points = 0 }: { member?: boolean; points?: number } = {}): Promise<LoggedIn> {
  const user = await loginWithOtp(server);
  const at = new Date(clock());
  if (member) {
    cardCodes += 1;
    const cardCode = `PP${String(process.pid % 100_000).padStart(5, '0')}${String(cardCodes).padStart(5, '0')}`;
    await db()
      .insert(loyaltyMembers)
      .values({ userId: user.userId, cardCode, status: 'ENROLLED', source: 'PAGE', requestedAt: at, confirmsAt: at, updatedAt: at });
  }
  if (points > 0) {
    await db().transaction((tx) =>
      creditWallet(tx, {
        userId: user.userId,
        part: 'PIZZA_PALS',
        reason: 'LOYALTY_EARNED',
        amountPaise: points * 100,
        reference: `test-${user.userId}`,
        at,
      }),
    );
  }
  return user;
}

async function loyaltyMenuOf(user: { headers: Record<string, string> }): Promise<LoyaltyMenuResponse> {
  const response = await server.fetch(menuPath(), { headers: user.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as LoyaltyMenuResponse;
}

/** The free regular pizza as a cart line. */
const freeLine = (item: LoyaltyMenuItem, quantity = 1): CartItemInput => ({
  productId: item.productId,
  crustId: item.crustId,
  sizeId: item.sizeId,
  quantity,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
  menuType: 'LOYALTY',
});
const margherita = (quantity = 1): CartItemInput => ({
  productId: MARGHERITA,
  crustId: HAND_TOSSED,
  sizeId: MEDIUM,
  quantity,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
});

const putCart = (headers: Record<string, string>, items: CartItemInput[]) =>
  server.fetch(PATHS.cart, jsonRequest('PUT', { storeId: STORE_ID, deliveryType: 'D', items }, headers));

async function cartWith(headers: Record<string, string>, items: CartItemInput[]): Promise<CartResponse> {
  const response = await putCart(headers, items);
  expect(response.status).toBe(200);
  return (await response.json()) as CartResponse;
}

/** Any store's first free pizza (the same for every test). */
let firstFree: LoyaltyMenuItem;
beforeAll(async () => {
  const menu = await loyaltyMenuOf(await customer());
  firstFree = menu.items[0]!;
});

const pizzaPalsPaise = async (userId: string) =>
  (await db().select({ paise: wallets.pizzaPalsPaise }).from(wallets).where(eq(wallets.userId, userId)))[0]?.paise ?? 0;
const entriesOf = (userId: string) => db().select().from(walletEntries).where(eq(walletEntries.userId, userId));
const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));

async function summaryOf(user: LoggedIn, orderTransactionId: string): Promise<OrderSummary> {
  const response = await server.fetch(statusPath(PATHS.orderSummary, orderTransactionId), { headers: user.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as OrderSummary;
}

async function refusedWith(response: Response): Promise<{ code: string; displayMsg: string } | undefined> {
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  expect(answer.status).toBe('FAILED');
  return answer.status === 'FAILED' ? answer.errors[0] : undefined;
}

describe('GET loyaltyMenu', () => {
  it('answers 401 to a guest and lists nothing to them', async () => {
    const guest = await signInAnonymously(server);
    const response = await server.fetch(menuPath(), { headers: guest.headers });
    expect(response.status).toBe(401);
    expect((await errorOf(response))?.displayMsg).toBe(TEXTS.loginRequired);
  });

  it('lists the store’s regular pizzas at Rs 0 with their price, and what the credited points buy', async () => {
    const menu = await loyaltyMenuOf(await customer({ points: 1_250 }));
    expect(menu).toMatchObject({ status: 'SUCCESS', member: true, points: 1_250, pendingPoints: 0, freeItems: 2, pointsPerFreeItem: 600 });
    expect(menu.items.length).toBeGreaterThan(3);
    for (const item of menu.items) {
      expect(item).toMatchObject({ menuType: 'LOYALTY', sizeCode: 'R', price: 0 });
      expect(item.code.startsWith('PIZ')).toBe(true);
      expect(item.originalPrice).toBeGreaterThan(0);
    }
    expect(new Set(menu.items.map((item) => item.productId)).size).toBe(menu.items.length);
  });

  it('shows points still on their way as pending, never as free items', async () => {
    const user = await customer({ points: 550 });
    await cartWith(user.headers, [margherita()]);
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    expect(await loyaltyMenuOf(user)).toMatchObject({ points: 550, pendingPoints: 100, freeItems: 0 });
    const cart = await cartWith(user.headers, [freeLine(firstFree)]);
    expect(cart.invalidItems).toHaveLength(1);
  });

  it('gives a customer who is not a member no free item, whatever is in the wallet', async () => {
    expect(await loyaltyMenuOf(await customer({ member: false, points: 600 }))).toMatchObject({ member: false, points: 600, freeItems: 0 });
  });

  it('answers 404 for an unknown store and 400 for a store id that is not one', async () => {
    const user = await customer();
    expect((await server.fetch(menuPath('99999'), { headers: user.headers })).status).toBe(404);
    expect((await server.fetch(`${PATHS.loyaltyMenu}?storeId=${encodeURIComponent('<b>')}`, { headers: user.headers })).status).toBe(400);
  });
});

describe('a free regular pizza in the cart', () => {
  it('is invalid, with the reason, without the credited points; the confirm is refused and writes nothing', async () => {
    const user = await customer({ points: 599 });
    const cart = await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    expect(cart.validItems.map((item) => item.product.id)).toEqual([MARGHERITA]);
    expect(cart.invalidItems).toEqual([
      expect.objectContaining({ menuType: 'LOYALTY', invalidReason: expect.stringContaining('600') as unknown as string }),
    ]);
    const error = await refusedWith(await confirm(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' })));
    expect(error?.code).toBe('FREE_ITEM_REFUSED');
    expect(error?.displayMsg).toContain('600');
    expect(await ordersOf(user.userId)).toEqual([]);
    expect((await entriesOf(user.userId)).map((entry) => entry.reason)).toEqual(['LOYALTY_EARNED']);
    expect(await pizzaPalsPaise(user.userId)).toBe(59_900);
  });

  it('is invalid for a guest and for a customer who is not a member, never a server error', async () => {
    const guest = await signInAnonymously(server);
    const guestCart = await cartWith(guest.headers, [freeLine(firstFree)]);
    expect(guestCart.invalidItems[0]?.invalidReason).toBe(TEXTS.freeItemLoginRequired);
    const error = await refusedWith(await confirm(server, guest.headers, confirmBody({ primaryPaymentId: 'CASH' })));
    expect(error?.code).toBe('CART_EMPTY');

    const outsider = await customer({ member: false, points: 600 });
    const cart = await cartWith(outsider.headers, [margherita(), freeLine(firstFree)]);
    expect(cart.invalidItems[0]?.invalidReason).toBe(TEXTS.freeItemMembersOnly);
    expect((await refusedWith(await confirm(server, outsider.headers, confirmBody({ primaryPaymentId: 'CASH' }))))?.code).toBe(
      'FREE_ITEM_REFUSED',
    );
    expect(await pizzaPalsPaise(outsider.userId)).toBe(60_000);
  });

  it('takes points the minute they are usable (24 hours after delivery), not before', async () => {
    const user = await customer();
    await cartWith(user.headers, [margherita()]);
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    const [earning] = await db().select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, user.userId));
    expect(earning?.creditableAt).not.toBeNull();
    await db().update(loyaltyPoints).set({ points: 600 }).where(eq(loyaltyPoints.id, earning!.id));
    expect((await cartWith(user.headers, [freeLine(firstFree)])).invalidItems).toHaveLength(1);
    clock.advance(earning!.creditableAt!.getTime() - clock());
    const cart = await cartWith(user.headers, [freeLine(firstFree)]);
    expect(cart.validItems).toEqual([expect.objectContaining({ menuType: 'LOYALTY', pricePerQty: 0 })]);
    expect(await pizzaPalsPaise(user.userId)).toBe(60_000);
  });

  it('counts each free pizza against the points: 600 buy one, not two', async () => {
    const user = await customer({ points: 600 });
    const cart = await cartWith(user.headers, [freeLine(firstFree, 2)]);
    expect(cart.validItems).toEqual([]);
    expect(cart.invalidItems[0]?.invalidReason).toContain('1200');
    const richer = await customer({ points: 1_200 });
    expect((await cartWith(richer.headers, [freeLine(firstFree, 2)])).validItems).toHaveLength(1);
  });

  it('is a regular pizza only, outside EDV deals and without added toppings: otherwise the write is refused', async () => {
    const user = await customer({ points: 600 });
    const medium = await putCart(user.headers, [{ ...freeLine(firstFree), sizeId: MEDIUM }]);
    expect(medium.status).toBe(400);
    expect((await errorOf(medium))?.code).toBe('CART_INVALID_ITEM');
    const inDeal = await putCart(user.headers, [{ ...freeLine({ ...firstFree, productId: MARGHERITA }), edvDealId: 'EDV2R99' }]);
    expect(inDeal.status).toBe(400);
    expect((await errorOf(inDeal))?.displayMsg).toBe(TEXTS.freeItemNoDeal);
  });

  it('is only what the free pizza menu offers at the store: another crust or a pizza it does not list is refused, nothing written', async () => {
    const user = await customer({ points: 1_200 });
    const menu = await loyaltyMenuOf(user);
    const [mania] = await db()
      .select({ productId: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, MENU_SLUGS['pizza-mania']));
    expect(mania).toBeDefined();
    expect(menu.items.some((item) => item.productId === mania!.productId)).toBe(false);
    const [maniaRegular] = await db()
      .select({ crustId: productPrices.crustId, sizeId: productPrices.sizeId })
      .from(productPrices)
      .where(and(eq(productPrices.productId, mania!.productId), eq(productPrices.sizeId, firstFree.sizeId)));
    const [cheeseBurst] = await db()
      .select({ crustId: productPrices.crustId })
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, firstFree.productId),
          eq(productPrices.sizeId, firstFree.sizeId),
          ne(productPrices.crustId, firstFree.crustId),
        ),
      );
    const refused: CartItemInput[] = [
      { ...freeLine(firstFree), crustId: cheeseBurst!.crustId },
      { ...freeLine(firstFree), productId: mania!.productId, crustId: maniaRegular!.crustId, sizeId: maniaRegular!.sizeId },
    ];
    for (const line of refused) {
      const response = await putCart(user.headers, [margherita(), line]);
      expect(response.status, JSON.stringify(line)).toBe(400);
      const error = await errorOf(response);
      expect(error?.code).toBe('CART_INVALID_ITEM');
      expect(error?.displayMsg).toMatch(/free pizza menu/);
    }
    const cart = (await (await server.fetch(PATHS.cart, { headers: user.headers })).json()) as CartResponse;
    expect([...cart.validItems, ...cart.invalidItems]).toEqual([]);
    expect((await cartWith(user.headers, [freeLine(firstFree)])).validItems).toEqual([
      expect.objectContaining({ menuType: 'LOYALTY', pricePerQty: 0 }),
    ]);
  });

  it('is a pizza: a drink with menuType LOYALTY is refused with its own reason', async () => {
    const user = await customer({ points: 600 });
    const cola: CartItemInput = { ...freeLine(firstFree), productId: COLA, crustId: null, sizeId: null };
    const response = await putCart(user.headers, [cola]);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error?.code).toBe('CART_INVALID_ITEM');
    expect(error?.displayMsg).toBe(TEXTS.freeItemPizzaOnly.replace('{product}', 'Chilled Cola'));
  });

  it('costs Rs 0 with its price kept as the original, merges only with free lines and takes no coupon discount', async () => {
    const user = await customer({ points: 600 });
    const cart = await cartWith(user.headers, [margherita(2), freeLine({ ...firstFree, productId: MARGHERITA })]);
    const free = cart.validItems.find((item) => item.menuType === 'LOYALTY');
    const bought = cart.validItems.find((item) => item.menuType === undefined);
    expect(free).toMatchObject({ pricePerQty: 0, totalPriceAfterDiscount: 0, quantity: 1, sizeCode: 'R' });
    expect(free?.originalPrice).toBe(firstFree.productId === MARGHERITA ? firstFree.originalPrice : free?.originalPrice);
    expect(free?.originalPrice).toBeGreaterThan(0);
    expect(cart.strikePrice).toBe(bought!.pricePerQty * 2);
    const promo = (await (
      await server.fetch(PATHS.cartPromo.replace('{code}', 'PIZZA20'), { headers: user.headers })
    ).json()) as PromoResponse;
    expect(promo.status).toBe('SUCCESS');
    if (promo.status !== 'SUCCESS') return;
    expect(promo.cart.validItems.find((item) => item.menuType === 'LOYALTY')).toMatchObject({
      totalDiscount: 0,
      totalPriceAfterDiscount: 0,
    });
  });
});

describe('confirming an order with a free pizza', () => {
  it('burns 600 points in the order’s transaction; the summary shows them consumed and the balance after', async () => {
    const user = await customer({ points: 700 });
    await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    const placed = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    expect(await pizzaPalsPaise(user.userId)).toBe(10_000);
    const [order] = await ordersOf(user.userId);
    const burned = (await entriesOf(user.userId)).filter((entry) => entry.reason === 'LOYALTY_BURNED');
    expect(burned).toEqual([expect.objectContaining({ part: 'PIZZA_PALS', amountPaise: -60_000, orderId: order!.id })]);
    const summary = await summaryOf(user, placed.orderTransactionId);
    expect(summary.earnableBurnable).toMatchObject({
      toBeConsumed: { points: 600 },
      updatedPointsBalance: 100,
      burnable: { freeItems: 0 },
    });
    expect(summary.items.map((item) => item.product.id)).toContain(firstFree.productId);
    // The free pizza is marked free; the bought Margherita is not.
    expect(summary.items.filter((item) => item.free).map((item) => item.product.id)).toEqual([firstFree.productId]);
    expect(summary.items.filter((item) => !item.free)).toHaveLength(1);
    const cart = (await (await server.fetch(PATHS.cart, { headers: user.headers })).json()) as CartResponse;
    expect([...cart.validItems, ...cart.invalidItems]).toEqual([]);
  });

  it('never pays with the points the free pizza burns: the wallet pays the rest from its other parts', async () => {
    const short = await customer({ points: 600 });
    await cartWith(short.headers, [margherita(), freeLine(firstFree)]);
    const refused = await refusedWith(await confirm(server, short.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' })));
    expect(refused?.displayMsg).toBe(TEXTS.walletInsufficient);
    expect(await pizzaPalsPaise(short.userId)).toBe(60_000);

    const user = await customer({ points: 600 });
    await db().transaction((tx) =>
      creditWallet(tx, {
        userId: user.userId,
        part: 'REFUND',
        reason: 'REFUND',
        amountPaise: 100_000,
        reference: `refund-${user.userId}`,
        at: new Date(clock()),
      }),
    );
    const cart = await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' }));
    const [wallet] = await db().select().from(wallets).where(eq(wallets.userId, user.userId));
    expect(wallet).toMatchObject({ pizzaPalsPaise: 0, refundPaise: 100_000 - cart.displayNetPrice });
  });

  it('checks the points again at confirmation: spent meanwhile, the order is refused and nothing is written', async () => {
    const user = await customer({ points: 600 });
    expect((await cartWith(user.headers, [margherita(), freeLine(firstFree)])).validItems).toHaveLength(2);
    await db().transaction((tx) =>
      debitWallet(tx, {
        userId: user.userId,
        reason: 'ORDER_PAID',
        amountPaise: 100,
        reference: `spent-${user.userId}`,
        at: new Date(clock()),
      }),
    );
    const error = await refusedWith(await confirm(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' })));
    expect(error?.code).toBe('FREE_ITEM_REFUSED');
    expect(await ordersOf(user.userId)).toEqual([]);
    expect((await entriesOf(user.userId)).filter((entry) => entry.reason === 'LOYALTY_BURNED')).toEqual([]);
  });

  it('gives the points back once when the card payment fails', async () => {
    const user = await customer({ points: 600 });
    await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'DC' }));
    expect(await pizzaPalsPaise(user.userId)).toBe(0);
    const done = await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    expect(done.status).toBe(303);
    expect((await transactionStatus(server, user.headers, initiate.orderTransactionId)).transactionStatus).toBe('FAILED');
    const [order] = await ordersOf(user.userId);
    // Asked again (a retried callback, the reconciler): nothing more comes back.
    await transactionStatus(server, user.headers, initiate.orderTransactionId);
    expect(await db().transaction((tx) => returnOrderWallet(tx, order!.id, new Date(clock())))).toBe(0);
    expect(await pizzaPalsPaise(user.userId)).toBe(60_000);
    const returned = await db()
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, order!.id), eq(walletEntries.reason, 'LOYALTY_RETURNED')));
    expect(returned).toEqual([expect.objectContaining({ part: 'PIZZA_PALS', amountPaise: 60_000 })]);
    expect((await summaryOf(user, initiate.orderTransactionId)).earnableBurnable).toMatchObject({
      toBeConsumed: { points: 0 },
      updatedPointsBalance: 600,
      burnable: { freeItems: 1 },
    });
    // The free pizza is still in the cart and can be had again.
    const cart = (await (await server.fetch(PATHS.cart, { headers: user.headers })).json()) as CartResponse;
    expect(cart.validItems.some((item) => item.menuType === 'LOYALTY')).toBe(true);
  });

  it('gives the points back when the customer cancels the payment', async () => {
    const user = await customer({ points: 600 });
    await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'DC' }));
    expect(await pizzaPalsPaise(user.userId)).toBe(0);
    const cancelled = await server.fetch(statusPath(PATHS.cancelPayment, initiate.orderTransactionId), {
      method: 'POST',
      headers: user.headers,
    });
    expect(cancelled.status).toBe(200);
    expect(await pizzaPalsPaise(user.userId)).toBe(60_000);
  });

  it('lets only one of two orders racing for the same 600 points have them', async () => {
    const user = await customer({ points: 600 });
    await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    const answers = await Promise.all(
      [confirmBody({ primaryPaymentId: 'CASH' }), confirmBody({ primaryPaymentId: 'CASH' })].map(
        async (body) => (await (await confirm(server, user.headers, body)).json()) as ConfirmOrderResponse,
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual(['FAILED', 'SUCCESS']);
    expect((await ordersOf(user.userId)).filter((order) => order.status !== 'FAILED')).toHaveLength(1);
    expect((await entriesOf(user.userId)).filter((entry) => entry.reason === 'LOYALTY_BURNED')).toHaveLength(1);
    expect(await pizzaPalsPaise(user.userId)).toBe(0);
  });

  it('lets only one of two card orders racing for the same points hold them: the first is superseded and gives them back', async () => {
    const user = await customer({ points: 600 });
    await cartWith(user.headers, [margherita(), freeLine(firstFree)]);
    await Promise.all(
      [confirmBody({ primaryPaymentId: 'DC' }), confirmBody({ primaryPaymentId: 'DC' })].map((body) => confirm(server, user.headers, body)),
    );
    const held = (await entriesOf(user.userId))
      .filter((entry) => entry.reason === 'LOYALTY_BURNED' || entry.reason === 'LOYALTY_RETURNED')
      .reduce((total, entry) => total - entry.amountPaise, 0);
    expect(held).toBe(60_000);
    expect(await pizzaPalsPaise(user.userId)).toBe(0);
  });
});

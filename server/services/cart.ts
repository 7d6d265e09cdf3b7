/**
 * The caller's cart (SPEC 3 Cart, SPEC 7 cart calls): one per user id (anonymous or logged in). Lines are
 * stored as chosen and priced on every answer by the pricing engine; a write is refused whole, before
 * anything is written, when a line is not sold (CART_INVALID_ITEM) or a SPEC 9 limit is broken
 * (CART_LIMIT_EXCEEDED). The applied coupon is re-checked on every answer and dropped once it no longer applies.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { CART_ERROR_CODES, PRODUCT_TYPES } from '@/contract/codes';
import type { CartItem, CartItemInput, CartResponse, CartTip, PromoResponse, UpsellResponse } from '@/contract/cart';
import type { EdvDeal, MenuProduct } from '@/contract/menu';
import type { ErrorItem } from '@/contract/errors';
import { brokenCartLimit, linesMergeable, type MergeableLine } from '@/domain/cart';
import { DEFAULT_DELIVERY_TYPE, DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import { LOYALTY_MENU_TYPE } from '@/domain/loyalty';
import { isTipRemovedForWallet, orderTipOf } from '@/domain/walletTip';
import { MENU_SLUGS } from '@/domain/navigation';
import type { Database } from '../db/client';
import { cartItems, carts, stores, users } from '../db/schema';
import { getAppConfig } from './config';
import { findEdvDeal } from './edv';
import { storeMenu } from './menu';
import { cartTotals, lineTotal, loadCatalogue, priceLine, allocateDiscount, type Catalogue, type StoredLine } from './pricing';
import { callerFacts, checkPromo, discountWeight, explicitPromoOf, findPromo, livePromos, nextOfferMinimum, type PromoRow } from './promos';
import { freeItemAllowance, freeItemKeysAt, isFreeItem, refusedFreeLines } from './loyaltySpend';
import { outOfStockIds } from './stock';
import { serverText } from '../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Categories the upsell suggests from, in turn: sides, beverages, desserts. */
const UPSELL_CATEGORIES = [MENU_SLUGS.sides, MENU_SLUGS.beverages, MENU_SLUGS.dessert];
export const UPSELL_SIZE = 4;

export interface Caller {
  userId: string;
  loggedIn: boolean;
}

export type CartResult = { ok: true; cart: CartResponse } | { ok: false; error: ErrorItem };

/** What the caller chose: the stored cart. */
interface CartState {
  cartId: string;
  storeId: string | null;
  deliveryType: DeliveryType;
  lines: StoredLine[];
  tip: CartTip;
  optedChargeCodes: string[];
  promoCode: string | null;
}

const EMPTY_TIP: CartTip = { tipAmount: 0, tipRemoved: false, autoTipSelected: false };

async function loadState(db: Db, caller: Caller, lock: boolean): Promise<CartState | null> {
  const query = db.select().from(carts).where(eq(carts.userId, caller.userId));
  const [cart] = lock ? await query.for('update') : await query;
  if (!cart) return null;
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, caller.userId)).orderBy(asc(cartItems.position));
  return {
    cartId: cart.id,
    storeId: cart.storeId,
    deliveryType: cart.deliveryType as DeliveryType,
    lines: rows.map((row) => ({
      itemId: row.id,
      productId: row.productId,
      crustId: row.crustId,
      sizeId: row.sizeId,
      quantity: row.quantity,
      addTopngs: row.addTopngs,
      repTopngs: row.repTopngs,
      remTopngs: row.remTopngs,
      edvDealId: row.edvDealId,
      ...(row.menuType === LOYALTY_MENU_TYPE ? { menuType: LOYALTY_MENU_TYPE } : {}),
    })),
    tip: { tipAmount: cart.tipPaise, tipRemoved: cart.tipRemoved, autoTipSelected: cart.autoTipSelected },
    optedChargeCodes: cart.optedChargeCodes,
    promoCode: cart.promoCode,
  };
}

/** A new cart's id: the logged-in user's cart id (SPEC 3 login attribute cartId), else a fresh one. */
async function newCartId(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ cartId: users.cartId }).from(users).where(eq(users.id, userId));
  return user?.cartId ?? randomUUID();
}

async function emptyState(db: Db, caller: Caller): Promise<CartState> {
  const [user] = await db.select({ cartId: users.cartId }).from(users).where(eq(users.id, caller.userId));
  return {
    cartId: user?.cartId ?? '',
    storeId: null,
    deliveryType: DEFAULT_DELIVERY_TYPE,
    lines: [],
    tip: EMPTY_TIP,
    optedChargeCodes: [],
    promoCode: null,
  };
}

/** The EDV deals the lines name, at the store (null when the store does not offer it). */
async function edvDealsOf(db: Db, lines: StoredLine[], storeId: string | null): Promise<Map<string, EdvDeal | null>> {
  const ids = [...new Set(lines.flatMap((line) => (line.edvDealId ? [line.edvDealId] : [])))];
  const deals = new Map<string, EdvDeal | null>();
  for (const id of ids) deals.set(id, storeId ? await findEdvDeal(db, id, storeId) : null);
  return deals;
}

/** A line that cannot be priced any more (the catalogue changed since it was added): listed as invalid, at no price. */
function unpricedItem(catalogue: Catalogue, line: StoredLine, reason: string): CartItem | null {
  const product = catalogue.products.get(line.productId);
  if (!product) return null;
  return {
    itemId: line.itemId,
    product: {
      id: product.id,
      name: product.name,
      code: product.code,
      categroryIds: product.categoryIds,
      image: product.image,
      description: product.description,
    },
    quantity: line.quantity,
    crustId: line.crustId,
    sizeId: line.sizeId,
    crust: null,
    size: null,
    sizeCode: null,
    pricePerQty: 0,
    totalPriceAfterDiscount: 0,
    totalDiscount: 0,
    productType: product.isCustomizable ? PRODUCT_TYPES.customisable : PRODUCT_TYPES.simple,
    foodType: product.foodType,
    nonVeg: product.foodType !== 'VEG',
    isEDVOApplied: false,
    edvDealId: line.edvDealId,
    addTopngs: line.addTopngs,
    repTopngs: line.repTopngs,
    remTopngs: line.remTopngs,
    ...(line.menuType ? { menuType: line.menuType } : {}),
    invalidReason: reason,
  };
}

/** Deals whose in-stock lines hold fewer pizzas than the deal needs. */
function incompleteDeals(lines: StoredLine[], deals: Map<string, EdvDeal | null>, outOfStock: Set<number>): Set<string> {
  const incomplete = new Set<string>();
  for (const [dealId, deal] of deals) {
    if (!deal) continue;
    const pizzas = lines
      .filter((line) => line.edvDealId === dealId && !outOfStock.has(line.productId))
      .reduce((sum, line) => sum + line.quantity, 0);
    if (pizzas < deal.pizzasRequired) incomplete.add(dealId);
  }
  return incomplete;
}

interface PricedLines {
  /** Every line priced (stock aside), in cart order. */
  priced: CartItem[];
  /** The first line the catalogue does not sell, with the reason. */
  problem: string | null;
  valid: CartItem[];
  invalid: CartItem[];
}

async function priceLines(db: Db, caller: Caller, state: CartState, now: Date): Promise<PricedLines> {
  // One query at a time: `db` may be the cart's transaction.
  const catalogue = await loadCatalogue(
    db,
    state.lines.map((line) => line.productId),
  );
  const config = await getAppConfig(db);
  const edvDeals = await edvDealsOf(db, state.lines, state.storeId);
  const outOfStock = state.storeId ? await outOfStockIds(db, state.storeId) : new Set<number>();
  const result: PricedLines = { priced: [], problem: null, valid: [], invalid: [] };
  const freeItems = state.storeId && state.lines.some(isFreeItem) ? await freeItemKeysAt(db, state.storeId) : new Set<string>();
  const rules = {
    extraCheeseLimit: config.extracheesecount,
    edvDeals,
    incompleteDeals: incompleteDeals(state.lines, edvDeals, outOfStock),
    freeItems,
  };
  for (const line of state.lines) {
    const pricing = priceLine(catalogue, line, rules);
    if (!pricing.ok) {
      result.problem ??= pricing.displayMsg;
      const item = unpricedItem(catalogue, line, pricing.displayMsg);
      if (item) result.invalid.push(item);
      continue;
    }
    result.priced.push(pricing.item);
    if (outOfStock.has(line.productId)) result.invalid.push({ ...pricing.item, invalidReason: serverText('outOfStock') });
    else result.valid.push(pricing.item);
  }
  return result.valid.some(isFreeItem) ? withFreeItemsChecked(db, caller, result, now) : result;
}

/** SPEC 9: free lines beyond what the caller's credited Pizza Pals points buy are listed as invalid, with the reason. */
async function withFreeItemsChecked(db: Db, caller: Caller, lines: PricedLines, now: Date): Promise<PricedLines> {
  const refused = refusedFreeLines(lines.valid, await freeItemAllowance(db, caller, now));
  if (refused.size === 0) return lines;
  const reasonOf = (item: CartItem) => refused.get(item.itemId);
  return {
    ...lines,
    valid: lines.valid.filter((item) => !reasonOf(item)),
    invalid: [
      ...lines.invalid,
      ...lines.valid.flatMap((item) => {
        const reason = reasonOf(item);
        return reason ? [{ ...item, invalidReason: reason }] : [];
      }),
    ],
  };
}

/** How the cart is priced: paid with the Slice wallet, which removes a delivery order's tip (SPEC 4). */
export interface PricingOptions {
  walletUsed?: boolean;
}

/** Prices the cart and re-checks its coupon; drops (and forgets) a coupon that no longer applies. */
async function answer(db: Db, caller: Caller, state: CartState, now: Date, options: PricingOptions = {}): Promise<CartResponse> {
  const lines = await priceLines(db, caller, state, now);
  const promo = state.promoCode ? await findPromo(db, state.promoCode) : null;
  let applied: { promo: PromoRow; discount: number } | null = null;
  if (promo) {
    const check = checkPromo(promo, { now, items: lines.valid, ...(await callerFacts(db, caller, promo)) });
    if (check.ok) applied = { promo, discount: check.discount };
  }
  if (state.promoCode && !applied) {
    await db.update(carts).set({ promoCode: null, updatedAt: now }).where(eq(carts.userId, caller.userId));
  }
  const valid = applied
    ? allocateDiscount(lines.valid, (item) => discountWeight(applied.promo, item), applied.discount)
    : allocateDiscount(lines.valid, () => 0, 0);
  const tipPaise = orderTipOf(state, options.walletUsed ?? false);
  const totals = cartTotals({ items: valid, deliveryType: state.deliveryType, optedChargeCodes: state.optedChargeCodes, tip: tipPaise });
  const live = await livePromos(db, now);
  return {
    cartId: state.cartId,
    storeId: state.storeId,
    deliveryType: state.deliveryType,
    validItems: valid,
    invalidItems: lines.invalid,
    itemCount: valid.reduce((sum, item) => sum + item.quantity, 0),
    cartCalculations: totals.rows,
    strikePrice: totals.subTotal,
    displayNetPrice: totals.grandTotal,
    price: totals.price,
    taxAmount: totals.tax,
    tip: { ...state.tip, tipRemoved: state.tip.tipRemoved || isTipRemovedForWallet(state.deliveryType, options.walletUsed ?? false) },
    explicitPromo: applied ? explicitPromoOf(applied.promo, totals.discount) : null,
    optionalCharges: totals.optionalCharges,
    optedOptionalCharges: totals.optionalCharges.map(({ chargeTypeCode, selected }) => ({ chargeTypeCode, selected })),
    nextOfferMinimum: nextOfferMinimum(live, totals.price + totals.tax),
  };
}

export async function getCart(db: Database, caller: Caller, now: Date, options: PricingOptions = {}): Promise<CartResponse> {
  return db.transaction(async (tx) =>
    answer(tx, caller, (await loadState(tx, caller, true)) ?? (await emptyState(tx, caller)), now, options),
  );
}

/** Lines as the caller sent them, with repeats of one line (SPEC 5 merge rule) folded together; a client price is dropped. */
function foldLines(existing: StoredLine[], incoming: CartItemInput[]): StoredLine[] {
  const lines = existing.map((line) => ({ ...line }));
  for (const input of incoming) {
    const line: StoredLine = {
      itemId: '',
      productId: input.productId,
      crustId: input.crustId,
      sizeId: input.sizeId,
      quantity: input.quantity,
      addTopngs: [...input.addTopngs],
      repTopngs: [...input.repTopngs],
      remTopngs: [...input.remTopngs],
      edvDealId: input.edvDealId ?? null,
      ...(input.menuType ? { menuType: input.menuType } : {}),
    };
    const same = lines.find((candidate) => linesMergeable(candidate, line));
    if (same) same.quantity += line.quantity;
    else lines.push(line);
  }
  return lines;
}

/** Same product, crust, size, toppings and EDV deal (the merge rule without its deal exclusion). */
export const sameChoice = (a: MergeableLine, b: MergeableLine) =>
  (a.edvDealId ?? null) === (b.edvDealId ?? null) && linesMergeable({ ...a, edvDealId: null }, { ...b, edvDealId: null });

/** Keeps the id of a line the cart already had (the same choice); new lines get a new id. */
function assignIds(lines: StoredLine[], previous: StoredLine[]): StoredLine[] {
  const kept = new Set(lines.map((line) => line.itemId));
  const unused = previous.filter((line) => !kept.has(line.itemId));
  return lines.map((line) => {
    if (line.itemId) return line;
    const index = unused.findIndex((old) => sameChoice(old, line));
    const reuse = index >= 0 ? unused.splice(index, 1)[0]! : null;
    return { ...line, itemId: reuse?.itemId ?? randomUUID() };
  });
}

export async function storeExists(db: Pick<Database, 'select'>, storeId: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return Boolean(row);
}

const failure = (code: string, displayMsg: string): CartResult => ({ ok: false, error: { code, displayMsg } });

export interface CartWrite {
  storeId: string;
  deliveryType: DeliveryType;
  /** The lines to keep: the previous ones when adding, none when replacing. */
  replace: boolean;
  items: CartItemInput[];
  tip?: CartTip;
  optedOptionalCharges?: { chargeTypeCode: string; selected: boolean }[];
}

/** PUT cart (replace) and POST cart items (merge) at an existing store: validated, priced and limited before anything is written. */
export async function writeCart(db: Database, caller: Caller, write: CartWrite, now: Date): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const previous = await loadState(tx, caller, true);
    const kept = write.replace ? [] : (previous?.lines ?? []);
    const lines = assignIds(foldLines(kept, write.items), previous?.lines ?? []);
    const state: CartState = {
      cartId: previous?.cartId ?? (await newCartId(tx, caller.userId)),
      storeId: write.storeId,
      deliveryType: write.deliveryType,
      lines,
      tip: write.tip ?? previous?.tip ?? EMPTY_TIP,
      optedChargeCodes: write.optedOptionalCharges
        ? write.optedOptionalCharges.filter((charge) => charge.selected).map((charge) => charge.chargeTypeCode)
        : (previous?.optedChargeCodes ?? []),
      promoCode: previous?.promoCode ?? null,
    };
    const priced = await priceLines(tx, caller, state, now);
    if (priced.problem) return failure(CART_ERROR_CODES.invalidItem, priced.problem);
    const config = await getAppConfig(tx);
    const limit = brokenCartLimit({
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      itemsTotalPaise: priced.priced.reduce((sum, item) => sum + lineTotal(item), 0),
      maximumcartitems: config.maximumcartitems,
      maximumcartprice: config.maximumcartprice,
    });
    if (limit) return failure(CART_ERROR_CODES.limitExceeded, serverText('cartLimit'));

    const row = {
      storeId: state.storeId,
      deliveryType: state.deliveryType,
      tipPaise: state.tip.tipAmount,
      tipRemoved: state.tip.tipRemoved,
      autoTipSelected: state.tip.autoTipSelected,
      optedChargeCodes: state.optedChargeCodes,
      updatedAt: now,
    };
    await tx
      .insert(carts)
      .values({ userId: caller.userId, id: state.cartId, promoCode: null, ...row })
      .onConflictDoUpdate({ target: carts.userId, set: row });
    await tx.delete(cartItems).where(eq(cartItems.userId, caller.userId));
    if (lines.length > 0) {
      await tx
        .insert(cartItems)
        .values(lines.map(({ itemId, ...line }, position) => ({ id: itemId, userId: caller.userId, position, ...line })));
    }
    return { ok: true, cart: await answer(tx, caller, state, now) };
  });
}

/** GET cartPromo: applies the coupon when it is valid for the cart now; FAILED leaves the cart as it was. */
export async function applyPromo(db: Database, caller: Caller, code: string, now: Date): Promise<PromoResponse> {
  return db.transaction(async (tx) => {
    const state = (await loadState(tx, caller, true)) ?? (await emptyState(tx, caller));
    const promo = await findPromo(tx, code);
    if (!promo) return { status: 'FAILED', displayMsg: serverText('couponNotValid') };
    const lines = await priceLines(tx, caller, state, now);
    const check = checkPromo(promo, { now, items: lines.valid, ...(await callerFacts(tx, caller, promo)) });
    if (!check.ok) return { status: 'FAILED', displayMsg: check.displayMsg };
    await tx.update(carts).set({ promoCode: promo.code, updatedAt: now }).where(eq(carts.userId, caller.userId));
    return { status: 'SUCCESS', cart: await answer(tx, caller, { ...state, promoCode: promo.code }, now) };
  });
}

/** DELETE cartPromo: removes the coupon when it is the applied one. */
export async function removePromo(db: Database, caller: Caller, code: string, now: Date): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    const state = (await loadState(tx, caller, true)) ?? (await emptyState(tx, caller));
    const removing = state.promoCode !== null && state.promoCode === code.trim().toUpperCase();
    if (removing) await tx.update(carts).set({ promoCode: null, updatedAt: now }).where(eq(carts.userId, caller.userId));
    return answer(tx, caller, removing ? { ...state, promoCode: null } : state, now);
  });
}

/** GET cartUpsell: up to UPSELL_SIZE in-stock sides, beverages and desserts of the cart's store that the cart does not hold, one category at a time. */
export async function upsell(db: Database, caller: Caller): Promise<UpsellResponse> {
  const state = await loadState(db, caller, false);
  if (!state?.storeId) return { products: [] };
  const [menu, outOfStock] = await Promise.all([storeMenu(db, state.storeId), outOfStockIds(db, state.storeId)]);
  if (!menu) return { products: [] };
  const inCart = new Set(state.lines.map((line) => line.productId));
  const queues = UPSELL_CATEGORIES.map((categoryId) =>
    (menu.data.find((category) => category.categoryId === categoryId)?.data ?? []).filter(
      (product) => product.inStock && !outOfStock.has(product.id) && !inCart.has(product.id),
    ),
  );
  const picked: MenuProduct[] = [];
  const seen = new Set<number>();
  for (let round = 0; picked.length < UPSELL_SIZE && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const product = queue[round];
      if (product && !seen.has(product.id) && picked.length < UPSELL_SIZE) {
        seen.add(product.id);
        picked.push(product);
      }
    }
  }
  return { products: picked };
}

/** Rail save: the caller's cart (when there is one) goes to the store serving the chosen station, as an order to a seat. */
export async function keepRailStore(db: Database, userId: string, storeId: string): Promise<void> {
  await db.update(carts).set({ storeId, deliveryType: DELIVERY_TYPE.train }).where(eq(carts.userId, userId));
}

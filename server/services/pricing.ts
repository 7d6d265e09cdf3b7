/**
 * The pricing engine (DESIGN: prices, taxes and charges are computed here, never trusted from the client).
 * A line is priced from the catalogue only: the crust-and-size price (or the product's own price), plus
 * its toppings by the SPEC 5 rules of src/domain/cart.ts. Totals follow SPEC 3 cartCalculations.
 * Every amount is integer paise.
 */
import { inArray } from 'drizzle-orm';
import { type FoodType, PRODUCT_TYPES } from '@/contract/codes';
import type { CartCalculationRow, CartItem, CartItemInput, OptionalCharge } from '@/contract/cart';
import type { EdvDeal } from '@/contract/menu';
import { BILL_ROW_CODES, GST_PERCENT, isBillRowCode } from '@/domain/bill';
import { countExtraCheese, linePricePerQty } from '@/domain/cart';
import { EXTRA_CHEESE_ITEM_ID, OPTIONAL_CHARGE_CODE, type DeliveryType } from '@/domain/constants';
import { LOYALTY_MENU_TYPE } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { crusts, productCategories, productPrices, products, productToppings, sizes, toppings } from '../db/schema';
import { billLabel, serverText } from '../texts';

/** GST on food, percent of the items after discount (rounded half up to the paisa). */
export { GST_PERCENT };
/** Delivery charge of a delivery order (type D) below FREE_DELIVERY_FROM_PAISE of items after discount. */
export const DELIVERY_CHARGE_PAISE = 3_000;
export const FREE_DELIVERY_FROM_PAISE = 39_900;
/** SPEC 3 optional charge code K: opt-in eco-friendly packaging. */
export const OPTIONAL_CHARGES: readonly Omit<OptionalCharge, 'selected' | 'name'>[] = [
  { chargeTypeCode: OPTIONAL_CHARGE_CODE, amount: 1_000 },
];
/** Delivery types that pay the delivery charge. */
const DELIVERY_CHARGED: readonly DeliveryType[] = ['D'];

/** A bill row's label in the request's language; a code the catalogue does not know is its own label. */
export const billRowLabel = (key: string): string => (isBillRowCode(key) ? billLabel(key, { percent: GST_PERCENT }) : key);

/** A row of the bill with the catalogue's label. */
const billRow = (key: string, value: number, children?: CartCalculationRow[]): CartCalculationRow => ({
  key,
  label: billRowLabel(key),
  value,
  ...(children ? { children } : {}),
});

interface ProductInfo {
  id: number;
  code: string;
  name: string;
  description: string;
  image: string;
  foodType: FoodType;
  isCustomizable: boolean;
  pricePaise: number | null;
  categoryIds: number[];
  /** Price by `${crustId}:${sizeId}`. */
  prices: Map<string, number>;
  allowedToppings: Set<number>;
  defaultToppings: Set<number>;
}

interface ToppingInfo {
  id: number;
  name: string;
  pricePaise: number;
}

export interface Catalogue {
  products: Map<number, ProductInfo>;
  toppings: Map<number, ToppingInfo>;
  crusts: Map<number, { id: number; name: string }>;
  sizes: Map<number, { id: number; name: string; code: string; serves: number }>;
}

const priceKey = (crustId: number, sizeId: number) => `${crustId}:${sizeId}`;

/** The catalogue rows the given products need (their prices, toppings and categories), plus every topping, crust and size. */
export async function loadCatalogue(db: Pick<Database, 'select'>, productIds: number[]): Promise<Catalogue> {
  const ids = [...new Set(productIds)];
  // One query at a time: `db` may be a transaction, whose one connection cannot run two at once.
  const productRows = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const priceRows = ids.length > 0 ? await db.select().from(productPrices).where(inArray(productPrices.productId, ids)) : [];
  const toppingLinks = ids.length > 0 ? await db.select().from(productToppings).where(inArray(productToppings.productId, ids)) : [];
  const categoryRows = ids.length > 0 ? await db.select().from(productCategories).where(inArray(productCategories.productId, ids)) : [];
  const toppingRows = await db.select({ id: toppings.id, name: toppings.name, pricePaise: toppings.pricePaise }).from(toppings);
  const crustRows = await db.select({ id: crusts.id, name: crusts.name }).from(crusts);
  const sizeRows = await db.select({ id: sizes.id, name: sizes.name, code: sizes.code, serves: sizes.serves }).from(sizes);
  const catalogueProducts = new Map<number, ProductInfo>(
    productRows.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        name: row.name,
        description: row.description,
        image: row.image,
        foodType: row.foodType,
        isCustomizable: row.isCustomizable,
        pricePaise: row.pricePaise,
        categoryIds: categoryRows.filter((c) => c.productId === row.id).map((c) => c.categoryId),
        prices: new Map(priceRows.filter((p) => p.productId === row.id).map((p) => [priceKey(p.crustId, p.sizeId), p.pricePaise])),
        allowedToppings: new Set(toppingLinks.filter((t) => t.productId === row.id).map((t) => t.toppingId)),
        defaultToppings: new Set(toppingLinks.filter((t) => t.productId === row.id && t.isDefault).map((t) => t.toppingId)),
      },
    ]),
  );
  return {
    products: catalogueProducts,
    toppings: new Map(toppingRows.map((row) => [row.id, row])),
    crusts: new Map(crustRows.map((row) => [row.id, row])),
    sizes: new Map(sizeRows.map((row) => [row.id, row])),
  };
}

/** A cart line as stored: what was chosen plus its stable id. */
export interface StoredLine extends Omit<CartItemInput, 'pricePerQty' | 'edvDealId'> {
  itemId: string;
  edvDealId: string | null;
}

export interface PricingRules {
  /** SPEC 9 extracheesecount: most portions of extra cheese on one line. */
  extraCheeseLimit: number;
  /** The EDV deals the lines name, by deal id (null: not offered at this store). */
  edvDeals: Map<string, EdvDeal | null>;
  /** Deals the cart does not hold enough pizzas for (EdvDeal.pizzasRequired): their lines are priced normally. */
  incompleteDeals?: ReadonlySet<string>;
  /** SPEC 3 menuType LOYALTY: what the store's free pizza menu offers (freeItemKey); absent, no line can be free. */
  freeItems?: ReadonlySet<string>;
}

/** SPEC 3: pizzas' codes start with PIZ. */
export const PIZZA_CODE_PREFIX = 'PIZ';

/** A free pizza menu item (loyaltySpend.ts) by what a cart line chooses: product, crust and size. */
export const freeItemKey = (productId: number, crustId: number | null, sizeId: number | null): string =>
  `${productId}:${crustId ?? '-'}:${sizeId ?? '-'}`;

export type LinePricing = { ok: true; item: CartItem } | { ok: false; displayMsg: string };

const invalid = (displayMsg: string): LinePricing => ({ ok: false, displayMsg });

function hasRepeats(ids: readonly number[]): boolean {
  return new Set(ids).size !== ids.length;
}

function toppingProblem(catalogue: Catalogue, product: ProductInfo, line: StoredLine, rules: PricingRules): string | null {
  const chosen = [...line.addTopngs, ...line.repTopngs];
  for (const id of [...chosen, ...line.remTopngs]) {
    if (!catalogue.toppings.has(id)) return serverText('toppingUnknown', { topping: id });
  }
  for (const id of chosen) {
    if (!product.allowedToppings.has(id))
      return serverText('toppingNotAllowed', { product: product.name, topping: catalogue.toppings.get(id)!.name });
  }
  for (const id of line.remTopngs) {
    if (!product.defaultToppings.has(id))
      return serverText('toppingNotDefault', { product: product.name, topping: catalogue.toppings.get(id)!.name });
  }
  if (hasRepeats(line.remTopngs) || hasRepeats(chosen.filter((id) => id !== EXTRA_CHEESE_ITEM_ID))) {
    return serverText('toppingRepeated', { product: product.name });
  }
  const cheese = countExtraCheese(line.addTopngs) + countExtraCheese(line.repTopngs);
  if (cheese > rules.extraCheeseLimit) return serverText('extraCheeseLimit', { product: product.name, limit: rules.extraCheeseLimit });
  return null;
}

/** The deal price of one pizza when the line's EDV deal applies (null: priced normally), or why the deal cannot take the line. */
function edvPrice(
  product: ProductInfo,
  sizeCode: string | null,
  line: StoredLine,
  rules: PricingRules,
): { price: number | null } | { problem: string } {
  if (!line.edvDealId) return { price: null };
  const deal = rules.edvDeals.get(line.edvDealId);
  if (!deal) return { problem: serverText('dealNotOffered', { deal: line.edvDealId }) };
  if (!deal.productIds.includes(product.id) || deal.sizeCode !== sizeCode) {
    return { problem: serverText('notInDealSize', { product: product.name, deal: deal.title }) };
  }
  return { price: rules.incompleteDeals?.has(deal.dealId) ? null : deal.pricePerPizza };
}

/** Prices one line from the catalogue, or says (naming it) what the store does not sell. */
export function priceLine(catalogue: Catalogue, line: StoredLine, rules: PricingRules): LinePricing {
  const product = catalogue.products.get(line.productId);
  if (!product) return invalid(serverText('productNotOnMenu', { product: line.productId }));
  let base: number;
  let crust: CartItem['crust'] = null;
  let size: CartItem['size'] = null;
  if (product.isCustomizable) {
    if (line.crustId === null || line.sizeId === null) return invalid(serverText('chooseCrustAndSize', { product: product.name }));
    const crustRow = catalogue.crusts.get(line.crustId);
    const sizeRow = catalogue.sizes.get(line.sizeId);
    const price = product.prices.get(priceKey(line.crustId, line.sizeId));
    if (!crustRow || !sizeRow || price === undefined) {
      const crustName = crustRow?.name ?? serverText('crustUnknown', { crust: line.crustId });
      const sizeName = sizeRow?.name ?? serverText('sizeUnknown', { size: line.sizeId });
      return invalid(serverText('notMadeIn', { product: product.name, crust: crustName, size: sizeName }));
    }
    const problem = toppingProblem(catalogue, product, line, rules);
    if (problem) return invalid(problem);
    crust = { id: crustRow.id, name: crustRow.name };
    size = { id: sizeRow.id, name: sizeRow.name, code: sizeRow.code, serves: sizeRow.serves };
    base = price;
  } else {
    if (line.crustId !== null || line.sizeId !== null) return invalid(serverText('soldAsIs', { product: product.name }));
    if (line.addTopngs.length + line.repTopngs.length + line.remTopngs.length > 0) {
      return invalid(serverText('noToppings', { product: product.name }));
    }
    if (product.pricePaise === null) return invalid(serverText('noPrice', { product: product.name }));
    if (line.edvDealId) return invalid(serverText('notInDeal', { product: product.name, deal: line.edvDealId }));
    base = product.pricePaise;
  }
  const free = line.menuType === LOYALTY_MENU_TYPE;
  if (free) {
    const problem = freeItemProblem(product, line, rules);
    if (problem) return invalid(problem);
  }
  const deal = edvPrice(product, size?.code ?? null, line, rules);
  if ('problem' in deal) return invalid(deal.problem);
  const pricePerQty = linePricePerQty({
    base: deal.price ?? base,
    addTopngs: line.addTopngs,
    repTopngs: line.repTopngs,
    remTopngs: line.remTopngs,
    toppingPrice: (id) => catalogue.toppings.get(id)?.pricePaise ?? 0,
  });
  // SPEC 3 menuType LOYALTY: the free pizza costs nothing; its own price is shown struck through.
  const charged = free ? 0 : pricePerQty;
  return {
    ok: true,
    item: {
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
      crust,
      size,
      sizeCode: size?.code ?? null,
      pricePerQty: charged,
      totalPriceAfterDiscount: charged * line.quantity,
      totalDiscount: 0,
      productType: product.isCustomizable ? PRODUCT_TYPES.customisable : PRODUCT_TYPES.simple,
      foodType: product.foodType,
      nonVeg: product.foodType !== 'VEG',
      isEDVOApplied: deal.price !== null,
      edvDealId: line.edvDealId,
      addTopngs: [...line.addTopngs],
      repTopngs: [...line.repTopngs],
      remTopngs: [...line.remTopngs],
      ...(free ? { menuType: LOYALTY_MENU_TYPE, originalPrice: pricePerQty } : {}),
    },
  };
}

/**
 * SPEC 9: the free item is a regular pizza exactly as the store's free pizza menu offers it (same product, crust and
 * size; toppings may only be taken off), never under a deal.
 */
function freeItemProblem(product: ProductInfo, line: StoredLine, rules: PricingRules): string | null {
  if (!product.isCustomizable || !product.code.startsWith(PIZZA_CODE_PREFIX))
    return serverText('freeItemPizzaOnly', { product: product.name });
  if (line.edvDealId) return serverText('freeItemNoDeal');
  if (line.addTopngs.length + line.repTopngs.length > 0) return serverText('freeItemRegularOnly', { product: product.name });
  const offered = rules.freeItems?.has(freeItemKey(product.id, line.crustId, line.sizeId)) === true;
  return offered ? null : serverText('freeItemNotOffered', { product: product.name });
}

export const lineTotal = (item: Pick<CartItem, 'pricePerQty' | 'quantity'>): number => item.pricePerQty * item.quantity;

/** Round half up of `amount * percent / 100`, in integers only. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent * 2 + 100) / 200);
}

/**
 * Spreads a cart discount over the lines in proportion to their weight (what each line earned of it), in
 * whole paise, filling totalDiscount and totalPriceAfterDiscount; what rounding leaves goes to the heaviest line.
 */
export function allocateDiscount(items: CartItem[], weight: (item: CartItem) => number, discount: number): CartItem[] {
  const weights = items.map(weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (discount <= 0 || total <= 0) return items.map((item) => ({ ...item, totalDiscount: 0, totalPriceAfterDiscount: lineTotal(item) }));
  const shares = weights.map((w) => Math.floor((w * discount) / total));
  let heaviest = 0;
  weights.forEach((w, index) => {
    if (w > weights[heaviest]!) heaviest = index;
  });
  shares[heaviest]! += discount - shares.reduce((sum, share) => sum + share, 0);
  return items.map((item, index) => {
    const totalDiscount = Math.min(shares[index]!, lineTotal(item));
    return { ...item, totalDiscount, totalPriceAfterDiscount: lineTotal(item) - totalDiscount };
  });
}

export interface TotalsInput {
  /** Valid lines, discount allocated. */
  items: CartItem[];
  deliveryType: DeliveryType;
  optedChargeCodes: readonly string[];
  /** Paise; not taxed. */
  tip: number;
}

export interface Totals {
  subTotal: number;
  discount: number;
  /** Items after discount. */
  price: number;
  additionalCharges: number;
  tax: number;
  tip: number;
  grandTotal: number;
  rows: CartCalculationRow[];
  optionalCharges: OptionalCharge[];
}

/** SPEC 3 cartCalculations: sub_total, discount, taxes_and_charges {additional_charges, tax}, tip, grand_total. */
export function cartTotals({ items, deliveryType, optedChargeCodes, tip }: TotalsInput): Totals {
  const subTotal = items.reduce((sum, item) => sum + lineTotal(item), 0);
  const price = items.reduce((sum, item) => sum + item.totalPriceAfterDiscount, 0);
  const discount = subTotal - price;
  const hasItems = items.length > 0;
  const delivery = hasItems && DELIVERY_CHARGED.includes(deliveryType) && price < FREE_DELIVERY_FROM_PAISE ? DELIVERY_CHARGE_PAISE : 0;
  const optionalCharges = OPTIONAL_CHARGES.map((charge) => ({
    ...charge,
    name: billRowLabel(charge.chargeTypeCode),
    selected: optedChargeCodes.includes(charge.chargeTypeCode),
  }));
  const chargeRows: CartCalculationRow[] = [
    ...(delivery > 0 ? [billRow(BILL_ROW_CODES.deliveryCharge, delivery)] : []),
    ...optionalCharges.filter((charge) => charge.selected && hasItems).map((charge) => billRow(charge.chargeTypeCode, charge.amount)),
  ];
  const additionalCharges = chargeRows.reduce((sum, row) => sum + row.value, 0);
  const tax = percentOf(price, GST_PERCENT);
  const tipPaise = hasItems ? tip : 0;
  const grandTotal = price + additionalCharges + tax + tipPaise;
  const rows: CartCalculationRow[] = [
    billRow(BILL_ROW_CODES.subTotal, subTotal),
    billRow(BILL_ROW_CODES.discount, discount),
    billRow(BILL_ROW_CODES.taxesAndCharges, additionalCharges + tax, [
      billRow(BILL_ROW_CODES.additionalCharges, additionalCharges, chargeRows),
      billRow(BILL_ROW_CODES.tax, tax),
    ]),
    billRow(BILL_ROW_CODES.tip, tipPaise),
    billRow(BILL_ROW_CODES.grandTotal, grandTotal),
  ];
  return { subTotal, discount, price, additionalCharges, tax, tip: tipPaise, grandTotal, rows, optionalCharges };
}

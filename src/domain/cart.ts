/**
 * Cart rules shared by the client (cart machine, screens) and the server (pricing, cart service):
 * the SPEC 5 line-merge rule, topping pricing of one line, the SPEC 9 cart limits, the SPEC 5 offers
 * confetti rule. Pure: no I/O. Amounts are integer paise.
 */
import { EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';
import { floorToRupees, PAISE_PER_RUPEE } from '@/domain/money';

/** What decides whether two cart lines are the same thing (SPEC 5 merge rule). */
export interface MergeableLine {
  /** The product id; one id per product code. */
  productId: number;
  crustId: number | null;
  sizeId: number | null;
  addTopngs: readonly number[];
  repTopngs: readonly number[];
  remTopngs: readonly number[];
  /** The EDV deal the line is bought under: such a line never merges. */
  edvDealId?: string | null;
  /** A line-level promo (SPEC 3 promoPerQty): such a line never merges. */
  promoPerQty?: { id: string | number } | null;
  /** SPEC 3 menuType LOYALTY: a free line merges only with free lines. */
  menuType?: string | null;
}

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<number, number>();
  for (const id of a) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of b) {
    const left = counts.get(id) ?? 0;
    if (left === 0) return false;
    counts.set(id, left - 1);
  }
  return true;
}

function hasDeal(line: MergeableLine): boolean {
  return Boolean(line.edvDealId) || Boolean(line.promoPerQty);
}

/**
 * SPEC 5: lines merge only when product, size, crust and all three topping lists match (in any order,
 * counting repeats) and neither line carries a promo or an EDV deal.
 */
export function linesMergeable(a: MergeableLine, b: MergeableLine): boolean {
  if (hasDeal(a) || hasDeal(b)) return false;
  return (
    a.productId === b.productId &&
    (a.menuType ?? null) === (b.menuType ?? null) &&
    a.sizeId === b.sizeId &&
    a.crustId === b.crustId &&
    sameMultiset(a.addTopngs, b.addTopngs) &&
    sameMultiset(a.repTopngs, b.repTopngs) &&
    sameMultiset(a.remTopngs, b.remTopngs)
  );
}

export interface LinePriceInput {
  /** Price of one without extra toppings, paise. */
  base: number;
  addTopngs: readonly number[];
  repTopngs: readonly number[];
  remTopngs: readonly number[];
  /** Price of one topping, paise. */
  toppingPrice: (toppingId: number) => number;
}

/**
 * Price of one of a line, paise: the base plus every added topping. Replacements are free as long as no
 * more toppings are put in than were removed; replacements beyond that are charged like additions (the
 * cheapest ones, so the price does not depend on the order of the list). Removing a topping never lowers
 * the price.
 */
export function linePricePerQty({ base, addTopngs, repTopngs, remTopngs, toppingPrice }: LinePriceInput): number {
  const added = addTopngs.reduce((sum, id) => sum + toppingPrice(id), 0);
  const chargedReplacements = Math.max(0, repTopngs.length - remTopngs.length);
  const replaced = repTopngs
    .map(toppingPrice)
    .sort((x, y) => x - y)
    .slice(0, chargedReplacements)
    .reduce((sum, price) => sum + price, 0);
  return base + added + replaced;
}

/** How many portions of extra cheese (EXTRA_CHEESE_ITEM_ID) a line adds; SPEC 9 extracheesecount caps it. */
export function countExtraCheese(addTopngs: readonly number[]): number {
  return addTopngs.filter((id) => id === EXTRA_CHEESE_ITEM_ID).length;
}

export interface CartLimitInput {
  /** Sum of the lines' quantities. */
  itemCount: number;
  /** Sum of the lines' totals before discount, paise. */
  itemsTotalPaise: number;
  /** SPEC 9 app config: most items in a cart. */
  maximumcartitems: number;
  /** SPEC 9 app config: highest item total of a cart, rupees. */
  maximumcartprice: number;
}

/** The SPEC 9 limit a cart breaks: `items` (maximumcartitems) or `price` (maximumcartprice, the item total). */
export type CartLimit = 'items' | 'price';

/** SPEC 9: which limit the cart breaks (more items, or a higher item total, than allowed); null when within. */
export function brokenCartLimit({ itemCount, itemsTotalPaise, maximumcartitems, maximumcartprice }: CartLimitInput): CartLimit | null {
  if (itemCount > maximumcartitems) return 'items';
  if (itemsTotalPaise > maximumcartprice * PAISE_PER_RUPEE) return 'price';
  return null;
}

export interface ConfettiInput {
  /** Items after discount, paise. */
  pricePaise: number;
  taxPaise: number;
  /** The offer's minimum order value, paise; null or 0 when none. */
  minOrderValuePaise: number | null;
  /** A coupon is applied. */
  promoApplied: boolean;
  /** App config offersConfettiEnabled. */
  enabled: boolean;
}

/** SPEC 5: confetti only when the cart total (price plus tax, floored to rupees) meets a positive minimum order value, no coupon is applied and config allows. */
export function offersConfettiDue({ pricePaise, taxPaise, minOrderValuePaise, promoApplied, enabled }: ConfettiInput): boolean {
  if (!enabled || promoApplied || !minOrderValuePaise || minOrderValuePaise <= 0) return false;
  return offerTotalPaise(pricePaise, taxPaise) >= minOrderValuePaise;
}

/** SPEC 5: the cart total offers are measured by: price plus tax, floored to whole rupees, in paise. */
export function offerTotalPaise(pricePaise: number, taxPaise: number): number {
  return floorToRupees(pricePaise + taxPaise);
}

/** How much the cart total lacks to reach an offer's minimum order value, paise (0 once reached). */
export function amountToOfferPaise(pricePaise: number, taxPaise: number, minOrderValuePaise: number): number {
  return Math.max(0, minOrderValuePaise - offerTotalPaise(pricePaise, taxPaise));
}

/**
 * Everyday-value deal rules (SPEC 2 /edv, SPEC 4 EDV data): which pizzas a deal takes, which the customer
 * may still pick, the deal selected first, and the cart lines of a filled deal. Pure: the EDV machine
 * holds the flow.
 */
import type { CartItemInput } from '@/contract/cart';
import type { EdvDeal, MenuProduct, MixMatchResponse } from '@/contract/menu';
import { DELIVERY_TYPE } from '@/domain/constants';
import type { SelectedStore } from '@/domain/store';

/** SPEC 7 mix-and-match menu: the pizzas EDV deals take, by size. */
export type EdvMenu = MixMatchResponse['edvMixMatchMenu'];

/** SPEC 4: what the page has once the data arrived; null while getting it and after a failure. */
export interface EdvData {
  /** The store's deals, the itemId deal first when the store list does not have it. */
  deals: EdvDeal[];
  menu: EdvMenu;
}

/** The customer's progress through the deals. */
export interface DealPicking {
  /** SPEC 4 EDV state: null while getting data and after a failure, else the data. */
  data: EdvData | null;
  /** The deal being filled; null until the data arrives. */
  selectedDealId: string | null;
  /** Product ids picked for the selected deal, in picking order, each once. */
  picks: number[];
}

/**
 * Whether everyday-value deals can be ordered for the selection: always, except to a train seat at a station
 * whose store does not deliver them there (the rail save's and localities' edvEnable).
 */
export function isEdvOffered(store: SelectedStore): boolean {
  return store.deliveryType !== DELIVERY_TYPE.train || store.rail?.edvEnable !== false;
}

/** EdvDeal.sizeCode values and the mix-and-match list each one reads. */
export const EDV_SIZE_MENUS = { M: 'medium', R: 'regular' } as const satisfies Record<string, keyof EdvMenu>;

/** An EDV line is one pizza. */
const EDV_LINE_QUANTITY = 1;

function isEdvSize(code: string): code is keyof typeof EDV_SIZE_MENUS {
  return Object.prototype.hasOwnProperty.call(EDV_SIZE_MENUS, code);
}

/** The size id of the deal's size in the product's first crust; null when that crust has no such size. */
function dealSizeIdOf(product: MenuProduct, deal: EdvDeal): number | null {
  return product.crust[0]?.sizes.find((size) => size.code === deal.sizeCode)?.sizeId ?? null;
}

/**
 * The pizzas a deal takes, from the mix-and-match list of its size (medium or regular), in menu order:
 * those the deal names that come in its size in their first crust.
 */
export function pizzasForDeal(deal: EdvDeal, menu: EdvMenu): MenuProduct[] {
  if (!isEdvSize(deal.sizeCode)) return [];
  const taken = new Set(deal.productIds);
  return menu[EDV_SIZE_MENUS[deal.sizeCode]].filter((product) => taken.has(product.id) && dealSizeIdOf(product, deal) !== null);
}

/** One cart line per picked pizza: first crust, the deal's size, no topping changes, bought under the deal. */
export function edvCartLines(deal: EdvDeal, pizzas: MenuProduct[], picks: number[]): CartItemInput[] {
  return picks.flatMap((productId) => {
    const product = pizzas.find((pizza) => pizza.id === productId);
    const crust = product?.crust[0];
    if (!product || !crust) return [];
    return [
      {
        productId,
        crustId: crust.crustId,
        sizeId: dealSizeIdOf(product, deal),
        quantity: EDV_LINE_QUANTITY,
        addTopngs: [],
        repTopngs: [],
        remTopngs: [],
        edvDealId: deal.dealId,
      },
    ];
  });
}

/** The store's deals with the linked one first when the store list lacks it. */
export function dealsWithLinked(storeDeals: EdvDeal[], linked: EdvDeal | null): EdvDeal[] {
  if (linked === null || storeDeals.some((deal) => deal.dealId === linked.dealId)) return storeDeals;
  return [linked, ...storeDeals];
}

/** The linked deal when there is one, else the first. */
export function dealToSelect(deals: EdvDeal[], itemId: string | null): string | null {
  const linked = deals.find((deal) => deal.dealId === itemId);
  return (linked ?? deals[0])?.dealId ?? null;
}

export function selectedDealOf(context: DealPicking): EdvDeal | null {
  return context.data?.deals.find((deal) => deal.dealId === context.selectedDealId) ?? null;
}

export function pizzasOf(context: DealPicking): MenuProduct[] {
  const deal = selectedDealOf(context);
  return deal && context.data ? pizzasForDeal(deal, context.data.menu) : [];
}

/** A pizza may be picked when the selected deal takes it, it is in stock, not yet picked, and the deal still needs pizzas. */
export function canPick(context: DealPicking, productId: number): boolean {
  const deal = selectedDealOf(context);
  if (!deal || context.picks.includes(productId) || context.picks.length >= deal.pizzasRequired) return false;
  return pizzasOf(context).some((pizza) => pizza.id === productId && pizza.inStock);
}

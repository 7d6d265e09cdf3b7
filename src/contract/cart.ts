/**
 * The caller's cart, priced by the server; coupons, upsell and the offers list (SPEC 3 Cart and Cart item,
 * SPEC 5, SPEC 7, SPEC 9). Amounts are integer paise.
 */
import { z } from 'zod';
import { OPTIONAL_CHARGE_CODE } from '@/domain/constants';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_TIP_PAISE, MAX_TOPPINGS_PER_LIST } from '@/domain/limits';
import { LOYALTY_MENU_TYPE } from '@/domain/loyalty';
import { FOOD_TYPES, PRODUCT_TYPES } from './codes';
import { deliveryType, integerId, shortCode } from './fields';
import { menuProduct } from './menu';

const toppingList = z.array(integerId).max(MAX_TOPPINGS_PER_LIST);

/**
 * A cart line as the client sends it: what was chosen, never what it costs. The server prices every
 * line from the catalogue and the store; a price sent by the client (pricePerQty) is ignored.
 */
export const cartItemInput = z.object({
  productId: integerId,
  /** Null for products sold without a crust (sides, beverages). */
  crustId: integerId.nullable(),
  sizeId: integerId.nullable(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Toppings added; extra cheese (EXTRA_CHEESE_ITEM_ID 51) may repeat up to extracheesecount. */
  addTopngs: toppingList,
  /** Toppings put in place of removed default toppings: free while no more than remTopngs. */
  repTopngs: toppingList,
  /** Default toppings removed. */
  remTopngs: toppingList,
  /** The EDV deal this line is bought under, if any. */
  edvDealId: shortCode.optional(),
  /** SPEC 3 menuType LOYALTY: a free regular pizza paid with Pizza Pals points (SPEC 9: 600 points each). */
  menuType: z.literal(LOYALTY_MENU_TYPE).optional(),
  /** Ignored by the server; kept because old clients send it. */
  pricePerQty: z.number().optional(),
});
export type CartItemInput = z.input<typeof cartItemInput>;

/** SPEC 3 tip; tipAmount in paise ('0' by default, SPEC 9). */
export const cartTip = z.object({
  tipAmount: z.number().int().min(0).max(MAX_TIP_PAISE),
  tipRemoved: z.boolean(),
  autoTipSelected: z.boolean(),
});
export type CartTip = z.infer<typeof cartTip>;

/** The customer's choice of an optional charge (SPEC 3 optedOptionalCharges, code K). */
export const optedOptionalCharge = z.object({ chargeTypeCode: z.string().pipe(z.literal(OPTIONAL_CHARGE_CODE)), selected: z.boolean() });

const cartLines = z.array(cartItemInput).max(MAX_CART_LINES);

/** PUT cart: the whole cart as the client has it. Refused whole (400, nothing written) when any line or limit fails. */
export const cartPutBody = z.object({
  storeId: shortCode,
  deliveryType,
  items: cartLines,
  tip: cartTip.optional(),
  optedOptionalCharges: z.array(optedOptionalCharge).max(1).optional(),
});
export type CartPutBody = z.input<typeof cartPutBody>;

/** POST cart items: lines to add to the caller's cart (e.g. the guest cart after login, SPEC 3), and the tip to set with them. */
export const cartItemsBody = z.object({
  storeId: shortCode,
  deliveryType,
  items: cartLines.min(1),
  tip: cartTip.optional(),
});
export type CartItemsBody = z.input<typeof cartItemsBody>;

/** SPEC 3 cart item as the server answers it. */
export const cartItem = z.object({
  /** Stable id of the line in this cart. */
  itemId: z.string(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    code: z.string(),
    categroryIds: z.array(z.number()),
    image: z.string(),
    description: z.string(),
  }),
  quantity: z.number(),
  crustId: z.number().nullable(),
  sizeId: z.number().nullable(),
  crust: z.object({ id: z.number(), name: z.string() }).nullable(),
  size: z.object({ id: z.number(), name: z.string(), code: z.string(), serves: z.number() }).nullable(),
  sizeCode: z.string().nullable(),
  /** Price of one, toppings included, before discount. */
  pricePerQty: z.number(),
  totalPriceAfterDiscount: z.number(),
  totalDiscount: z.number(),
  productType: z.union([z.literal(PRODUCT_TYPES.simple), z.literal(PRODUCT_TYPES.customisable)]),
  foodType: z.enum(FOOD_TYPES),
  nonVeg: z.boolean(),
  isEDVOApplied: z.boolean(),
  edvDealId: z.string().nullable(),
  addTopngs: z.array(z.number()),
  repTopngs: z.array(z.number()),
  remTopngs: z.array(z.number()),
  /** SPEC 3 menuType LOYALTY: a free item priced at 0 and paid with Pizza Pals points; absent for bought lines. */
  menuType: z.literal(LOYALTY_MENU_TYPE).optional(),
  /** Free items only: the price of one when bought, paise, shown struck through (SPEC 3 originalPrice). */
  originalPrice: z.number().optional(),
  /** Invalid items only: why the line cannot be ordered (SPEC 8 'Temporarily out of stock' and others). */
  invalidReason: z.string().optional(),
});
export type CartItem = z.infer<typeof cartItem>;

/** SPEC 3 cartCalculations: key/value rows, taxes_and_charges with children additional_charges and tax. Recursive, so typed by hand. */
export interface CartCalculationRow {
  key: 'sub_total' | 'discount' | 'taxes_and_charges' | 'additional_charges' | 'tax' | 'tip' | 'grand_total' | (string & {});
  label: string;
  /** Paise. */
  value: number;
  children?: CartCalculationRow[] | undefined;
}
export const cartCalculationRow: z.ZodType<CartCalculationRow> = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  get children() {
    return z.array(cartCalculationRow).optional();
  },
});

/** SPEC 3 optional charge (code K) with the customer's choice. */
export const optionalCharge = z.object({ chargeTypeCode: z.string(), name: z.string(), amount: z.number(), selected: z.boolean() });
export type OptionalCharge = z.infer<typeof optionalCharge>;

/** SPEC 3 explicitPromo: the applied coupon; paymentOptions (SPEC 4 payment types, empty: any) limit the payment methods (SPEC 5). */
export const explicitPromo = z.object({
  promoCode: z.string(),
  description: z.string(),
  paymentOptions: z.array(z.string()),
  discount: z.number(),
});
export type ExplicitPromo = z.infer<typeof explicitPromo>;

/** SPEC 3 Cart. */
export const cartResponse = z.object({
  cartId: z.string(),
  storeId: z.string().nullable(),
  deliveryType,
  validItems: z.array(cartItem),
  invalidItems: z.array(cartItem),
  /** Sum of the valid items' quantities. */
  itemCount: z.number(),
  cartCalculations: z.array(cartCalculationRow),
  /** The items before discount (the bill's sub_total row). */
  strikePrice: z.number(),
  /** The grand total shown to pay. */
  displayNetPrice: z.number(),
  /** Items after discount, before tax and charges. */
  price: z.number(),
  taxAmount: z.number(),
  tip: z.object({ tipAmount: z.number(), tipRemoved: z.boolean(), autoTipSelected: z.boolean() }),
  explicitPromo: explicitPromo.nullable(),
  optionalCharges: z.array(optionalCharge),
  optedOptionalCharges: z.array(z.object({ chargeTypeCode: z.string(), selected: z.boolean() })),
  /** The smallest minimum order value among the store's offers that the cart does not yet meet; null when none (SPEC 5 confetti). */
  nextOfferMinimum: z.number().nullable(),
});
export type CartResponse = z.infer<typeof cartResponse>;

/** GET cartPromo: SPEC 5 coupon answer; FAILED carries the server's displayMsg and leaves the cart as it was. */
export const promoResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), cart: cartResponse }),
  z.object({ status: z.literal('FAILED'), displayMsg: z.string() }),
]);
export type PromoResponse = z.infer<typeof promoResponse>;

export const upsellResponse = z.object({ products: z.array(menuProduct) });
export type UpsellResponse = z.infer<typeof upsellResponse>;

/** A deal of the offers page (SPEC 2 /offers, /tncOffers). */
export const deal = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['FLAT', 'PERCENT', 'EDV']),
  /** FLAT: paise off; PERCENT: percent off; EDV: paise per pizza. */
  value: z.number(),
  /** PERCENT: the most it takes off, paise; null: no cap. */
  maxDiscount: z.number().nullable(),
  /** Paise; 0 when none. */
  minOrderValue: z.number(),
  /** Payment types the deal is limited to; empty: any. */
  paymentOptions: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  /** ISO dates. */
  validFrom: z.string(),
  validTo: z.string(),
  /** Terms and conditions, one per line. */
  tnc: z.array(z.string()),
});
export type Deal = z.infer<typeof deal>;

/** GET deals query: the store whose offers are listed. */
export const dealsQuery = z.object({ storeId: shortCode });

export const dealsResponse = z.object({ deals: z.array(deal) });
export type DealsResponse = z.infer<typeof dealsResponse>;

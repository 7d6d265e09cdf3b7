/** A store's menu and toppings, everyday-value (EDV) deals and the mix-and-match menu, favourites (SPEC 3 Menu item/category, SPEC 7). */
import { z } from 'zod';
import { SHORT_CODE } from '@/domain/limits';
import { FOOD_TYPES, PRODUCT_TYPES } from './codes';
import { integerId, refusal } from './fields';

/** A size a crust is baked in. Amounts on the menu are integer paise. */
export const menuSize = z.object({
  sizeId: z.number(),
  /** R, M or L. */
  code: z.string(),
  name: z.string(),
  /** How many people it serves. */
  serves: z.number(),
  /** Paise. */
  price: z.number(),
});
export type MenuSize = z.infer<typeof menuSize>;

/** A crust a pizza is sold in, with its sizes in menu order. */
export const menuCrust = z.object({ crustId: z.number(), code: z.string(), name: z.string(), sizes: z.array(menuSize) });
export type MenuCrust = z.infer<typeof menuCrust>;

const foodType = z.enum(FOOD_TYPES);
const productType = z.union([z.literal(PRODUCT_TYPES.simple), z.literal(PRODUCT_TYPES.customisable)]);

/** SPEC 3 menu item. */
export const menuProduct = z.object({
  id: z.number(),
  menuCode: z.string(),
  /** Pizzas' codes start with PIZ. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Paise: the price it is shown at; an item's price, or a pizza's price in its default crust and size. */
  defaultPrice: z.number(),
  /** Paise: a pizza's price in its default crust and size; null for items sold without a crust. */
  defaultCrustPrice: z.number().nullable(),
  /** Topping ids the product comes with. */
  defaultToppings: z.array(z.number()),
  /** Topping ids that may be added. */
  allowedToppings: z.array(z.number()),
  /** Crusts in menu order; the first crust and its first size are the default. Empty for items sold as is. */
  crust: z.array(menuCrust),
  foodType,
  type: productType,
  /** Path of the project's own image, e.g. /images/menu/piz-101.svg */
  image: z.string(),
  /** False when the store cannot sell it now (SPEC 8 'Temporarily out of stock'). */
  inStock: z.boolean(),
});
export type MenuProduct = z.infer<typeof menuProduct>;

/** SPEC 3 menu category (SPEC 2 ids) with its products in menu order. */
export const menuCategory = z.object({ categoryId: z.number(), categoryName: z.string(), data: z.array(menuProduct) });
export type MenuCategory = z.infer<typeof menuCategory>;

/** The store a menu belongs to. */
export const menuStore = z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() });
export type MenuStore = z.infer<typeof menuStore>;

/** GET storeMenu (SPEC 7: status and data): categories in menu order. */
export const menuResponse = z.object({ status: z.literal('SUCCESS'), store: menuStore, data: z.array(menuCategory) });
export type MenuResponse = z.infer<typeof menuResponse>;

/** A topping a store offers; price in paise. */
export const topping = z.object({ id: z.number(), code: z.string(), name: z.string(), foodType, price: z.number() });
export type Topping = z.infer<typeof topping>;

/** GET storeToppings (SPEC 7: status and data). */
export const toppingsResponse = z.object({ status: z.literal('SUCCESS'), data: z.array(topping) });
export type ToppingsResponse = z.infer<typeof toppingsResponse>;

/** An everyday-value deal: pizzas of a size at one price each (SPEC 3 isEDVOApplied). */
export const edvDeal = z.object({
  dealId: z.string(),
  title: z.string(),
  description: z.string(),
  /** Paise per pizza. */
  pricePerPizza: z.number(),
  /** How many pizzas the deal needs. */
  pizzasRequired: z.number(),
  /** R or M. */
  sizeCode: z.string(),
  /** Product ids the deal takes. */
  productIds: z.array(z.number()),
});
export type EdvDeal = z.infer<typeof edvDeal>;

/** GET storeEdv (SPEC 7: status and data). */
export const edvResponse = z.object({ status: z.literal('SUCCESS'), data: z.array(edvDeal) });
export type EdvResponse = z.infer<typeof edvResponse>;

/** GET edvDeal query: the store the deal is asked at. */
export const edvDealQuery = z.object({
  storeId: z.string().refine((value) => SHORT_CODE.test(value), refusal({ server: 'notAValidStoreId', aboutField: true })),
});

/** GET edvDeal. */
export const edvDealResponse = z.object({ status: z.literal('SUCCESS'), data: edvDeal });
export type EdvDealResponse = z.infer<typeof edvDealResponse>;

/** GET storeMixMatch (SPEC 7: mix-match reads edvMixMatchMenu medium and regular). */
export const mixMatchResponse = z.object({
  status: z.literal('SUCCESS'),
  edvMixMatchMenu: z.object({ medium: z.array(menuProduct), regular: z.array(menuProduct) }),
});
export type MixMatchResponse = z.infer<typeof mixMatchResponse>;

/** GET/POST favourites (SPEC 7: status, productIds). */
export const favouritesResponse = z.object({ status: z.literal('SUCCESS'), productIds: z.array(z.number()) });
export type FavouritesResponse = z.infer<typeof favouritesResponse>;

/** POST favourites: marks or unmarks one product. */
export const favouriteBody = z.strictObject({ productId: integerId, favourite: z.boolean() });
export type FavouriteBody = z.input<typeof favouriteBody>;

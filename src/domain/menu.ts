/**
 * Menu rules (SPEC 2 categories and favourites, SPEC 4 menu loading, SPEC 5 veg-only, SPEC 9 filters and
 * sorting): which categories and products are shown, in what order, and which match a search. Pure: the
 * menu machine holds the flow.
 */
import type { MenuCategory, MenuProduct } from '@/contract/menu';
import { NON_VEG_CATEGORY_ID } from '@/domain/constants';
import { MENU_SLUGS } from '@/domain/navigation';

/** SPEC 9 category filters: all 2, veg 0, non-veg 1. */
export const FOOD_FILTERS = { veg: 0, nonVeg: 1, all: 2 } as const;
export type FoodFilter = (typeof FOOD_FILTERS)[keyof typeof FOOD_FILTERS];

/** SPEC 9 sort options: discount or price, high to low or low to high. */
export type SortKey = 'discount' | 'price';
export type SortOrder = 'highToLow' | 'lowToHigh';
export interface MenuSort {
  key: SortKey;
  order: SortOrder;
}

/** SPEC 2: favourites are category 0; the menu builds it from the customer's own list. */
export const FAVOURITES_CATEGORY_ID = MENU_SLUGS.favourites;

/** SPEC 4: duplicate categories removed; the first of each id is kept. */
export function uniqueCategories(categories: MenuCategory[]): MenuCategory[] {
  const seen = new Set<number>();
  return categories.filter((category) => {
    if (seen.has(category.categoryId)) return false;
    seen.add(category.categoryId);
    return true;
  });
}

/** SPEC 4: bestseller ids come from the first category. */
export function bestsellerIdsOf(categories: MenuCategory[]): number[] {
  return categories[0]?.data.map((product) => product.id) ?? [];
}

/** The asked category when the list has it, else the first one. */
export function categoryToShow(categories: MenuCategory[], requested: number | null): number | null {
  const asked = categories.find((category) => category.categoryId === requested);
  return (asked ?? categories[0])?.categoryId ?? null;
}

/** Every product of the menu once, in menu order. */
export function allProducts(categories: MenuCategory[]): MenuProduct[] {
  const seen = new Set<number>();
  return categories.flatMap((category) =>
    category.data.filter((product) => {
      if (seen.has(product.id)) return false;
      seen.add(product.id);
      return true;
    }),
  );
}

/** SPEC 5: veg-only keeps VEG products only. */
export function vegOnlyProducts(products: MenuProduct[], vegOnly: boolean): MenuProduct[] {
  return vegOnly ? products.filter((product) => product.foodType === 'VEG') : products;
}

/**
 * SPEC 5: veg-only drops category 3, and categories that had products but no veg one; the others keep
 * their veg products only.
 */
export function vegOnlyCategories(categories: MenuCategory[], vegOnly: boolean): MenuCategory[] {
  if (!vegOnly) return categories;
  return categories.flatMap((category) => {
    if (category.categoryId === NON_VEG_CATEGORY_ID) return [];
    const data = vegOnlyProducts(category.data, true);
    return category.data.length > 0 && data.length === 0 ? [] : [{ ...category, data }];
  });
}

/** SPEC 9 category filter: all, veg (VEG products) or non-veg (the others). */
export function filterByFoodType(products: MenuProduct[], filter: FoodFilter): MenuProduct[] {
  if (filter === FOOD_FILTERS.all) return products;
  const wanted = filter === FOOD_FILTERS.veg;
  return products.filter((product) => (product.foodType === 'VEG') === wanted);
}

/**
 * A product's discount, paise: how far the price it is sold at (defaultPrice) is below its default crust
 * and size price (defaultCrustPrice); 0 for items without a crust or sold at that price.
 */
export function discountOf(product: MenuProduct): number {
  return Math.max(0, (product.defaultCrustPrice ?? product.defaultPrice) - product.defaultPrice);
}

/** SPEC 9 sort by discount or price (defaultPrice), either way; equal products keep menu order (a stable sort). */
export function sortProducts(products: MenuProduct[], sort: MenuSort | null): MenuProduct[] {
  if (sort === null) return products;
  const value = sort.key === 'discount' ? discountOf : (product: MenuProduct) => product.defaultPrice;
  const direction = sort.order === 'highToLow' ? -1 : 1;
  return [...products].sort((a, b) => direction * (value(a) - value(b)));
}

/** Case-insensitive match of every word of the term in the product's name or description. */
export function matchesSearch(product: MenuProduct, term: string): boolean {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const text = `${product.name} ${product.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** What decides the category tabs. */
export interface MenuView {
  /** The menu's categories in menu order, each id once. */
  categories: MenuCategory[];
  vegOnly: boolean;
  /** The customer's favourite product ids. */
  favouriteIds: readonly number[];
  /** The category the route or the customer asked for last. */
  requestedCategoryId: number | null;
}

export function productById(categories: MenuCategory[], productId: number): MenuProduct | undefined {
  return allProducts(categories).find((product) => product.id === productId);
}

/**
 * The category tabs: the favourites first (named `favouritesName`) when the customer has a list, then the
 * menu's (veg-only applied); null `favouritesName` when there is no list (a guest, or not loaded).
 */
export function shownCategories(view: MenuView, favouritesName: string | null): MenuCategory[] {
  const menu = vegOnlyCategories(view.categories, view.vegOnly);
  if (favouritesName === null) return menu;
  // A favourites category from an older server gives way to the customer's own list.
  const others = menu.filter((category) => category.categoryId !== FAVOURITES_CATEGORY_ID);
  const favourites = new Set(view.favouriteIds);
  const data = vegOnlyProducts(
    allProducts(view.categories).filter((product) => favourites.has(product.id)),
    view.vegOnly,
  );
  // An empty favourites tab would open the menu on nothing: it shows once it holds a dish, or when asked for (/menu/favourites).
  if (data.length === 0 && view.requestedCategoryId !== FAVOURITES_CATEGORY_ID) return others;
  return [{ categoryId: FAVOURITES_CATEGORY_ID, categoryName: favouritesName, data }, ...others];
}

/** A category may be asked for: any before the menu is there, the favourites for a logged-in customer, else a shown one. */
export function isSelectableCategory(view: MenuView, categoryId: number, hasCustomer: boolean): boolean {
  if (view.categories.length === 0) return true;
  if (categoryId === FAVOURITES_CATEGORY_ID && hasCustomer) return true;
  return shownCategories(view, null).some((category) => category.categoryId === categoryId);
}

/** The favourite ids with the product's heart flipped. */
export function toggledFavourites(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

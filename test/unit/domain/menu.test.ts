import { describe, expect, it } from 'vitest';
import type { MenuProduct } from '@/contract/menu';
import {
  allProducts,
  bestsellerIdsOf,
  categoryToShow,
  discountOf,
  FAVOURITES_CATEGORY_ID,
  filterByFoodType,
  FOOD_FILTERS,
  isSelectableCategory,
  matchesSearch,
  productById,
  shownCategories,
  sortProducts,
  toggledFavourites,
  uniqueCategories,
  vegOnlyCategories,
} from '@/domain/menu';
import { BBQ, BREADSTICKS, MARGHERITA, MENU, product, STORE_MENU, VEG_OFFER, WINGS } from './menuFixtures';

const ids = (products: MenuProduct[]) => products.map((entry) => entry.id);

describe('menu rules', () => {
  it('keeps the first category of each id, in order', () => {
    expect(uniqueCategories(MENU.data).map((entry) => entry.categoryName)).toEqual(['Favourites', 'Veg Pizza', 'Sides']);
  });

  it('takes the bestseller ids from the first category', () => {
    expect(bestsellerIdsOf(MENU.data)).toEqual([101, 103]);
    expect(bestsellerIdsOf([])).toEqual([]);
  });

  it('shows the asked category when the menu has it, else the first', () => {
    expect(categoryToShow(MENU.data, 4)).toBe(4);
    expect(categoryToShow(MENU.data, 77)).toBe(0);
    expect(categoryToShow(MENU.data, null)).toBe(0);
    expect(categoryToShow([], 4)).toBeNull();
  });
});

describe('menu filters, sort and search rules', () => {
  it('SPEC 5 veg-only drops category 3, categories left without a veg product, and non-veg products', () => {
    const shown = vegOnlyCategories(STORE_MENU.data, true);
    expect(shown.map((entry) => entry.categoryId)).toEqual([1, 2, 4, 26]);
    expect(ids(shown[0]?.data ?? [])).toEqual([101]);
    expect(ids(shown[2]?.data ?? [])).toEqual([501]);
    expect(vegOnlyCategories(STORE_MENU.data, false)).toBe(STORE_MENU.data);
  });

  it('SPEC 9 filters: all 2, veg 0, non-veg 1', () => {
    expect(FOOD_FILTERS).toEqual({ all: 2, veg: 0, nonVeg: 1 });
    const products = [MARGHERITA, BBQ, BREADSTICKS, WINGS];
    expect(ids(filterByFoodType(products, FOOD_FILTERS.all))).toEqual([101, 203, 501, 601]);
    expect(ids(filterByFoodType(products, FOOD_FILTERS.veg))).toEqual([101, 501]);
    expect(ids(filterByFoodType(products, FOOD_FILTERS.nonVeg))).toEqual([203, 601]);
  });

  it('the discount is the default crust price above the selling price, never negative', () => {
    expect(discountOf(VEG_OFFER)).toBe(2_000);
    expect(discountOf(MARGHERITA)).toBe(0);
    expect(discountOf(BREADSTICKS)).toBe(0);
    expect(discountOf(product(9, { defaultPrice: 20_000, defaultCrustPrice: 19_000 }))).toBe(0);
  });

  it('SPEC 9 sorts by price or discount either way, equal ones in menu order', () => {
    const products = [BBQ, MARGHERITA, VEG_OFFER, BREADSTICKS];
    expect(ids(sortProducts(products, { key: 'price', order: 'lowToHigh' }))).toEqual([101, 501, 102, 203]);
    expect(ids(sortProducts(products, { key: 'price', order: 'highToLow' }))).toEqual([203, 102, 101, 501]);
    expect(ids(sortProducts(products, { key: 'discount', order: 'highToLow' }))).toEqual([102, 203, 101, 501]);
    expect(ids(sortProducts(products, { key: 'discount', order: 'lowToHigh' }))).toEqual([203, 101, 501, 102]);
    expect(sortProducts(products, null)).toBe(products);
  });

  it('searches every word in name or description, case-insensitively; blank finds nothing', () => {
    expect(matchesSearch(BBQ, 'bbq')).toBe(true);
    expect(matchesSearch(BBQ, '  ONION chicken ')).toBe(true);
    expect(matchesSearch(BBQ, 'onion paneer')).toBe(false);
    expect(matchesSearch(BBQ, '   ')).toBe(false);
  });

  it('lists every product once in menu order and finds one by id', () => {
    expect(ids(allProducts(STORE_MENU.data))).toEqual([101, 203, 102, 204, 601, 501]);
    expect(productById(STORE_MENU.data, 601)).toBe(WINGS);
    expect(productById(STORE_MENU.data, 999)).toBeUndefined();
  });
});

describe('menu category tabs', () => {
  const view = { categories: STORE_MENU.data, vegOnly: false, favouriteIds: [102], requestedCategoryId: null };

  it("puts the customer's favourites first under the given name, veg-only applied", () => {
    const tabs = shownCategories(view, 'Favourites');
    expect(tabs[0]).toEqual({ categoryId: FAVOURITES_CATEGORY_ID, categoryName: 'Favourites', data: [VEG_OFFER] });
    expect(shownCategories({ ...view, favouriteIds: [203], vegOnly: true }, 'Favourites')[0]?.categoryId).toBe(1);
    expect(shownCategories(view, null)).toEqual(STORE_MENU.data);
  });

  it('shows an empty favourites tab only when it is asked for', () => {
    expect(shownCategories({ ...view, favouriteIds: [] }, 'Favourites')[0]?.categoryId).toBe(1);
    expect(shownCategories({ ...view, favouriteIds: [], requestedCategoryId: FAVOURITES_CATEGORY_ID }, 'Favourites')[0]?.data).toEqual([]);
  });

  it('lets a category be asked for before the menu is there, the favourites only with a customer, else only a shown one', () => {
    expect(isSelectableCategory({ ...view, categories: [] }, 77, false)).toBe(true);
    expect(isSelectableCategory(view, FAVOURITES_CATEGORY_ID, true)).toBe(true);
    expect(isSelectableCategory(view, FAVOURITES_CATEGORY_ID, false)).toBe(false);
    expect(isSelectableCategory({ ...view, vegOnly: true }, 3, true)).toBe(false);
    expect(isSelectableCategory(view, 3, false)).toBe(true);
  });

  it('flips a favourite heart', () => {
    expect(toggledFavourites([101, 102], 101)).toEqual([102]);
    expect(toggledFavourites([102], 101)).toEqual([102, 101]);
  });
});

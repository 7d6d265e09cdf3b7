/** Menus as the fake server answers them, shared by the menu rule and menu machine tests. */
import type { MenuCategory, MenuProduct, MenuResponse } from '@/contract/menu';

export function product(id: number, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    id,
    menuCode: `MENU${id}`,
    code: `PIZ${id}`,
    name: `Pizza ${id}`,
    description: 'Cheese and tomato.',
    defaultPrice: 19_900,
    defaultCrustPrice: 19_900,
    defaultToppings: [],
    allowedToppings: [1],
    crust: [],
    foodType: 'VEG',
    type: 1,
    image: `/images/menu/piz-${id}.svg`,
    inStock: true,
    ...overrides,
  };
}

export const category = (categoryId: number, categoryName: string, ids: number[]): MenuCategory => ({
  categoryId,
  categoryName,
  data: ids.map((id) => product(id)),
});

export const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12, Outer Circle', city: 'Delhi' },
  data: [
    category(0, 'Favourites', [101, 103]),
    category(2, 'Veg Pizza', [101, 102, 103]),
    category(4, 'Sides', [501]),
    // A repeated category: SPEC 4 keeps the first.
    category(2, 'Veg Pizza again', [999]),
  ],
};
// The menu as the server sends it now: bestsellers first, no favourites category (favourites are the customer's own).
export const VEG_OFFER = product(102, {
  name: 'Farm Fresh Garden',
  description: 'Onion and capsicum.',
  defaultPrice: 14_900,
  defaultCrustPrice: 16_900,
});
export const MARGHERITA = product(101, {
  name: 'Margherita',
  description: 'Cheese and tomato.',
  defaultPrice: 10_900,
  defaultCrustPrice: 10_900,
});
export const BBQ = product(203, {
  name: 'Pepper BBQ Chicken',
  description: 'Barbeque chicken and onion.',
  foodType: 'NON_VEG',
  defaultPrice: 19_900,
  defaultCrustPrice: 19_900,
});
export const FEAST = product(204, { name: 'Chicken Feast', description: 'Five meats.', foodType: 'NON_VEG', inStock: false });
export const WINGS = product(601, {
  name: 'Chicken Wings',
  description: 'Peri-peri glaze.',
  foodType: 'NON_VEG',
  type: 0,
  crust: [],
  defaultCrustPrice: null,
  defaultPrice: 19_900,
});
export const BREADSTICKS = product(501, {
  name: 'Garlic Breadsticks',
  description: 'With cheesy dip.',
  type: 0,
  crust: [],
  defaultCrustPrice: null,
  defaultPrice: 10_900,
});

export const STORE_MENU: MenuResponse = {
  ...MENU,
  data: [
    { categoryId: 1, categoryName: 'Bestsellers', data: [MARGHERITA, BBQ] },
    { categoryId: 2, categoryName: 'Veg Pizza', data: [MARGHERITA, VEG_OFFER] },
    { categoryId: 3, categoryName: 'Non-Veg Pizza', data: [BBQ, FEAST] },
    { categoryId: 46, categoryName: 'Speciality Chicken', data: [WINGS] },
    { categoryId: 4, categoryName: 'Sides', data: [BREADSTICKS, WINGS] },
    { categoryId: 26, categoryName: 'Dessert', data: [] },
  ],
};

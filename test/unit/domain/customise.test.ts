import { describe, expect, it } from 'vitest';
import type { MenuProduct, Topping } from '@/contract/menu';
import { EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';
import { cartItemOf, isOffered, isOn, isRemovedDefault, pricePerQtyOf, sizeOf, toppingLists, type PizzaChoice } from '@/domain/customise';

const ONION = 1;
const CAPSICUM = 2;
const MUSHROOM = 4;
const PANEER = 8;
const NOT_ALLOWED = 21;

const GARDEN: MenuProduct = {
  id: 102,
  menuCode: 'MENU102',
  code: 'PIZ102',
  name: 'Farm Fresh Garden',
  description: 'Onion and mushroom.',
  defaultPrice: 16_900,
  defaultCrustPrice: 16_900,
  defaultToppings: [ONION, MUSHROOM],
  allowedToppings: [ONION, CAPSICUM, MUSHROOM, PANEER, EXTRA_CHEESE_ITEM_ID],
  crust: [
    {
      crustId: 1,
      code: 'HT',
      name: 'New Hand Tossed',
      sizes: [
        { sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: 16_900 },
        { sizeId: 2, code: 'M', name: 'Medium', serves: 2, price: 33_900 },
      ],
    },
  ],
  foodType: 'VEG',
  type: 1,
  image: '/images/menu/piz-102.svg',
  inStock: true,
};

const topping = (id: number, price: number): Topping => ({ id, code: `T${id}`, name: `Topping ${id}`, foodType: 'VEG', price });
const TOPPINGS = [
  topping(ONION, 4_500),
  topping(CAPSICUM, 4_500),
  topping(MUSHROOM, 5_500),
  topping(PANEER, 6_500),
  topping(NOT_ALLOWED, 7_500),
  topping(EXTRA_CHEESE_ITEM_ID, 6_000),
];

const CHOICE: PizzaChoice = { product: GARDEN, toppings: TOPPINGS, crustId: 1, sizeId: 2, removed: [], extras: [], cheese: 0, quantity: 1 };

describe('customise rules', () => {
  it('the first extras replace removed defaults; the rest and the cheese are additions', () => {
    expect(toppingLists({ removed: [], extras: [2], cheese: 0 })).toEqual({ remTopngs: [], repTopngs: [], addTopngs: [2] });
    expect(toppingLists({ removed: [1], extras: [2, 8], cheese: 2 })).toEqual({ remTopngs: [1], repTopngs: [2], addTopngs: [8, 51, 51] });
    expect(toppingLists({ removed: [1, 4], extras: [2], cheese: 0 })).toEqual({ remTopngs: [1, 4], repTopngs: [2], addTopngs: [] });
  });

  it('finds the chosen size only within the chosen crust', () => {
    expect(sizeOf(GARDEN, 1, 2)?.name).toBe('Medium');
    expect(sizeOf(GARDEN, 9, 2)).toBeUndefined();
    expect(sizeOf(null, 1, 2)).toBeUndefined();
  });

  it('prices one as chosen: the size plus added toppings and cheese, a replacement free; null before the size is known', () => {
    expect(pricePerQtyOf(CHOICE)).toBe(33_900);
    expect(pricePerQtyOf({ ...CHOICE, extras: [PANEER], cheese: 1 })).toBe(33_900 + 6_500 + 6_000);
    expect(pricePerQtyOf({ ...CHOICE, removed: [ONION], extras: [PANEER] })).toBe(33_900);
    expect(pricePerQtyOf({ ...CHOICE, sizeId: null })).toBeNull();
  });

  it('puts the cart line together once pizza, crust and size are known', () => {
    expect(cartItemOf({ ...CHOICE, removed: [ONION], extras: [PANEER, CAPSICUM], quantity: 2 })).toEqual({
      productId: 102,
      crustId: 1,
      sizeId: 2,
      quantity: 2,
      remTopngs: [ONION],
      repTopngs: [PANEER],
      addTopngs: [CAPSICUM],
      pricePerQty: 33_900 + 4_500,
    });
    expect(cartItemOf({ ...CHOICE, product: null })).toBeNull();
  });

  it('offers a topping the store sells and the pizza allows; tells what is on and which default was removed', () => {
    expect(isOffered(CHOICE, PANEER)).toBe(true);
    expect(isOffered(CHOICE, NOT_ALLOWED)).toBe(false);
    expect(isOffered({ ...CHOICE, toppings: [] }, PANEER)).toBe(false);
    expect(isOn({ ...CHOICE, removed: [ONION], extras: [PANEER] }, ONION)).toBe(false);
    expect(isOn({ ...CHOICE, removed: [ONION], extras: [PANEER] }, PANEER)).toBe(true);
    expect(isRemovedDefault({ removed: [ONION] }, ONION)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  brokenCartLimit,
  countExtraCheese,
  linePricePerQty,
  linesMergeable,
  amountToOfferPaise,
  offersConfettiDue,
  type MergeableLine,
} from '@/domain/cart';
import { APP_CONFIG_DEFAULTS, EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';

const MARGHERITA: MergeableLine = { productId: 1, crustId: 2, sizeId: 3, addTopngs: [10, 11], repTopngs: [12], remTopngs: [13] };

describe('linesMergeable (SPEC 5)', () => {
  it('merges identical lines', () => {
    expect(linesMergeable(MARGHERITA, { ...MARGHERITA })).toBe(true);
  });

  it('ignores the order of every topping list', () => {
    const reordered = { ...MARGHERITA, addTopngs: [11, 10], repTopngs: [12], remTopngs: [13] };
    expect(linesMergeable(MARGHERITA, reordered)).toBe(true);
  });

  it('counts repeated toppings (two extra cheese is not one)', () => {
    const one = { ...MARGHERITA, addTopngs: [EXTRA_CHEESE_ITEM_ID, 10] };
    const two = { ...MARGHERITA, addTopngs: [EXTRA_CHEESE_ITEM_ID, EXTRA_CHEESE_ITEM_ID, 10] };
    const otherMix = { ...MARGHERITA, addTopngs: [EXTRA_CHEESE_ITEM_ID, 10, 10] };
    expect(linesMergeable(one, two)).toBe(false);
    expect(linesMergeable(two, otherMix)).toBe(false);
    expect(linesMergeable(two, { ...two, addTopngs: [10, EXTRA_CHEESE_ITEM_ID, EXTRA_CHEESE_ITEM_ID] })).toBe(true);
  });

  it.each([
    ['product', { productId: 9 }],
    ['size', { sizeId: 4 }],
    ['crust', { crustId: 5 }],
    ['added toppings', { addTopngs: [10] }],
    ['replacement toppings', { repTopngs: [14] }],
    ['removed toppings', { remTopngs: [] }],
  ])('keeps lines apart when the %s differ', (_name, change) => {
    expect(linesMergeable(MARGHERITA, { ...MARGHERITA, ...change })).toBe(false);
  });

  it('does not confuse a topping moved between lists', () => {
    const moved = { ...MARGHERITA, addTopngs: [10, 11, 12], repTopngs: [] };
    expect(linesMergeable(MARGHERITA, moved)).toBe(false);
  });

  it('merges lines without crust and size (sides)', () => {
    const side: MergeableLine = { productId: 40, crustId: null, sizeId: null, addTopngs: [], repTopngs: [], remTopngs: [] };
    expect(linesMergeable(side, { ...side })).toBe(true);
    expect(linesMergeable(side, { ...side, sizeId: 1 })).toBe(false);
  });

  it('never merges when either line has an EDV deal or a promo', () => {
    expect(linesMergeable({ ...MARGHERITA, edvDealId: 'EDV99' }, { ...MARGHERITA, edvDealId: 'EDV99' })).toBe(false);
    expect(linesMergeable(MARGHERITA, { ...MARGHERITA, edvDealId: 'EDV99' })).toBe(false);
    expect(linesMergeable({ ...MARGHERITA, promoPerQty: { id: 7 } }, MARGHERITA)).toBe(false);
    expect(linesMergeable({ ...MARGHERITA, edvDealId: null, promoPerQty: null }, MARGHERITA)).toBe(true);
  });
});

describe('linePricePerQty', () => {
  const prices: Record<number, number> = { 10: 5000, 11: 6000, 12: 7000, 13: 4000, [EXTRA_CHEESE_ITEM_ID]: 4500 };
  const toppingPrice = (id: number) => prices[id] ?? 0;

  it('is the base without toppings', () => {
    expect(linePricePerQty({ base: 19900, addTopngs: [], repTopngs: [], remTopngs: [], toppingPrice })).toBe(19900);
  });

  it('adds every added topping, repeats included', () => {
    const addTopngs = [10, EXTRA_CHEESE_ITEM_ID, EXTRA_CHEESE_ITEM_ID];
    expect(linePricePerQty({ base: 19900, addTopngs, repTopngs: [], remTopngs: [], toppingPrice })).toBe(19900 + 5000 + 4500 * 2);
  });

  it('makes replacements free while no more than the removed toppings', () => {
    expect(linePricePerQty({ base: 19900, addTopngs: [], repTopngs: [12], remTopngs: [13], toppingPrice })).toBe(19900);
    expect(linePricePerQty({ base: 19900, addTopngs: [], repTopngs: [12, 11], remTopngs: [13, 10], toppingPrice })).toBe(19900);
  });

  it('charges replacements beyond the removed count like additions, the cheapest first, whatever the order', () => {
    const a = linePricePerQty({ base: 19900, addTopngs: [], repTopngs: [12, 10, 11], remTopngs: [13], toppingPrice });
    const b = linePricePerQty({ base: 19900, addTopngs: [], repTopngs: [11, 12, 10], remTopngs: [13], toppingPrice });
    expect(a).toBe(19900 + 5000 + 6000);
    expect(b).toBe(a);
  });

  it('never lowers the price for removed toppings', () => {
    expect(linePricePerQty({ base: 19900, addTopngs: [], repTopngs: [], remTopngs: [13, 10], toppingPrice })).toBe(19900);
  });
});

describe('countExtraCheese', () => {
  it('counts only the extra cheese item', () => {
    expect(countExtraCheese([])).toBe(0);
    expect(countExtraCheese([EXTRA_CHEESE_ITEM_ID, 10, EXTRA_CHEESE_ITEM_ID])).toBe(2);
    expect(countExtraCheese([10, 11])).toBe(0);
  });
});

describe('brokenCartLimit (SPEC 9)', () => {
  const limits = { maximumcartitems: APP_CONFIG_DEFAULTS.maximumcartitems, maximumcartprice: APP_CONFIG_DEFAULTS.maximumcartprice };

  it('accepts a cart at both limits', () => {
    expect(brokenCartLimit({ ...limits, itemCount: 25, itemsTotalPaise: 500_000 })).toBeNull();
  });

  it('refuses the 26th item', () => {
    expect(brokenCartLimit({ ...limits, itemCount: 26, itemsTotalPaise: 100 })).toBe('items');
  });

  it('refuses an item total one paisa above Rs 5000', () => {
    expect(brokenCartLimit({ ...limits, itemCount: 1, itemsTotalPaise: 500_001 })).toBe('price');
  });

  it('follows the configured limits', () => {
    expect(brokenCartLimit({ itemCount: 3, itemsTotalPaise: 100, maximumcartitems: 2, maximumcartprice: 5000 })).toBe('items');
    expect(brokenCartLimit({ itemCount: 1, itemsTotalPaise: 20_100, maximumcartitems: 25, maximumcartprice: 200 })).toBe('price');
  });
});

describe('amountToOfferPaise', () => {
  it('is what the floored price plus tax lacks to reach the minimum, and 0 once reached', () => {
    expect(amountToOfferPaise(37_900, 1_899, 49_900)).toBe(10_200);
    expect(amountToOfferPaise(47_600, 2_380, 49_900)).toBe(0);
  });
});

describe('offersConfettiDue (SPEC 5)', () => {
  const base = { pricePaise: 47_000, taxPaise: 2_999, minOrderValuePaise: 49_900, promoApplied: false, enabled: true };

  it('floors price plus tax to rupees before comparing', () => {
    expect(offersConfettiDue(base)).toBe(true);
    expect(offersConfettiDue({ ...base, taxPaise: 2_899 })).toBe(false);
    expect(offersConfettiDue({ ...base, minOrderValuePaise: 49_950 })).toBe(false);
  });

  it('needs a positive minimum, no coupon and the config switch', () => {
    expect(offersConfettiDue({ ...base, minOrderValuePaise: null })).toBe(false);
    expect(offersConfettiDue({ ...base, minOrderValuePaise: 0 })).toBe(false);
    expect(offersConfettiDue({ ...base, promoApplied: true })).toBe(false);
    expect(offersConfettiDue({ ...base, enabled: false })).toBe(false);
  });
});

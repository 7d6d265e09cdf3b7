import { describe, expect, it } from 'vitest';
import {
  canPick,
  dealsWithLinked,
  dealToSelect,
  edvCartLines,
  isEdvOffered,
  pizzasForDeal,
  pizzasOf,
  selectedDealOf,
  type DealPicking,
} from '@/domain/edv';
import {
  CHICKEN,
  EDV_ELSEWHERE,
  EDV_MEDIUM,
  EDV_REGULAR,
  FARMHOUSE,
  MARGHERITA,
  MIX_MATCH,
  pizza,
  SAVED_STORE,
  SEAT_WITH_EDV,
  SEAT_WITHOUT_EDV,
  SOLD_OUT,
} from '../../model/dealFixtures';

describe('EDV rules', () => {
  it("takes the deal's pizzas from the mix-and-match list of its size, in menu order", () => {
    expect(pizzasForDeal(EDV_MEDIUM, MIX_MATCH.edvMixMatchMenu).map((entry) => entry.id)).toEqual([101, 102, 203, 106]);
    expect(pizzasForDeal(EDV_REGULAR, MIX_MATCH.edvMixMatchMenu).map((entry) => entry.id)).toEqual([101, 102, 103]);
  });

  it('leaves out pizzas whose first crust lacks the deal size, and deals of an unknown size', () => {
    const regularOnly = pizza(101, 'Margherita', {
      crust: [
        { crustId: 1, code: 'HT', name: 'New Hand Tossed', sizes: [{ sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: 10_900 }] },
      ],
    });
    expect(pizzasForDeal(EDV_MEDIUM, { medium: [regularOnly, FARMHOUSE], regular: [] }).map((entry) => entry.id)).toEqual([102]);
    expect(pizzasForDeal({ ...EDV_MEDIUM, sizeCode: 'L' }, MIX_MATCH.edvMixMatchMenu)).toEqual([]);
  });

  it('makes one cart line per picked pizza: first crust, the deal size, quantity 1, no toppings, the deal id', () => {
    expect(edvCartLines(EDV_MEDIUM, [MARGHERITA, CHICKEN], [203, 101])).toEqual([
      { productId: 203, crustId: 1, sizeId: 2, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [], edvDealId: 'EDV2M199' },
      { productId: 101, crustId: 1, sizeId: 2, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [], edvDealId: 'EDV2M199' },
    ]);
    expect(edvCartLines(EDV_REGULAR, [MARGHERITA], [101, 999])).toEqual([
      { productId: 101, crustId: 1, sizeId: 1, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [], edvDealId: 'EDV2R99' },
    ]);
  });

  it('puts a linked deal the store list lacks first', () => {
    expect(dealsWithLinked([EDV_MEDIUM], EDV_ELSEWHERE)).toEqual([EDV_ELSEWHERE, EDV_MEDIUM]);
    expect(dealsWithLinked([EDV_MEDIUM, EDV_REGULAR], EDV_REGULAR)).toEqual([EDV_MEDIUM, EDV_REGULAR]);
    expect(dealsWithLinked([EDV_MEDIUM], null)).toEqual([EDV_MEDIUM]);
  });
  it('selects the linked deal when listed, else the first; none without deals', () => {
    expect(dealToSelect([EDV_MEDIUM, EDV_REGULAR], EDV_REGULAR.dealId)).toBe(EDV_REGULAR.dealId);
    expect(dealToSelect([EDV_MEDIUM, EDV_REGULAR], 'EDV-UNKNOWN')).toBe(EDV_MEDIUM.dealId);
    expect(dealToSelect([], null)).toBeNull();
  });

  it('lets a pizza be picked while the selected deal takes it, it is in stock, not yet picked, and the deal needs more', () => {
    const picking: DealPicking = {
      data: { deals: [EDV_MEDIUM], menu: MIX_MATCH.edvMixMatchMenu },
      selectedDealId: EDV_MEDIUM.dealId,
      picks: [],
    };
    expect(selectedDealOf(picking)).toBe(EDV_MEDIUM);
    expect(pizzasOf(picking).map((entry) => entry.id)).toEqual([101, 102, 203, 106]);
    expect(canPick(picking, 101)).toBe(true);
    expect(canPick(picking, SOLD_OUT.id)).toBe(false);
    expect(canPick({ ...picking, picks: [101] }, 101)).toBe(false);
    expect(canPick({ ...picking, picks: [101, 102] }, 203)).toBe(false);
    expect(canPick({ ...picking, data: null }, 101)).toBe(false);
  });
});

describe('EDV for the selection', () => {
  it('offers everyday-value deals to every delivery type, and to a train seat only where the station takes them (edvEnable)', () => {
    expect(isEdvOffered(SAVED_STORE)).toBe(true);
    expect(isEdvOffered({ ...SAVED_STORE, deliveryType: 'CURB' })).toBe(true);
    expect(isEdvOffered(SEAT_WITH_EDV)).toBe(true);
    expect(isEdvOffered(SEAT_WITHOUT_EDV)).toBe(false);
  });

  it('does not let a stale rail selection hide deals from another delivery type', () => {
    expect(isEdvOffered({ ...SEAT_WITHOUT_EDV, deliveryType: 'D' })).toBe(true);
  });
});

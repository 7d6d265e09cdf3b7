import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@/contract/codes';
import type { CartCalculationRow, CartItem } from '@/contract/cart';
import { billLines } from '@/domain/bill';
import { allocateDiscount, cartTotals, DELIVERY_CHARGE_PAISE, FREE_DELIVERY_FROM_PAISE, type TotalsInput } from '@server/services/pricing';

/** A priced line of `paise` (one of it), as the pricing engine makes them. */
function line(itemId: string, paise: number): CartItem {
  return {
    itemId,
    product: { id: 1, name: itemId, code: itemId, categroryIds: [], image: '', description: '' },
    quantity: 1,
    crustId: null,
    sizeId: null,
    crust: null,
    size: null,
    sizeCode: null,
    pricePerQty: paise,
    totalPriceAfterDiscount: paise,
    totalDiscount: 0,
    productType: PRODUCT_TYPES.simple,
    foodType: 'VEG',
    nonVeg: false,
    isEDVOApplied: false,
    edvDealId: null,
    addTopngs: [],
    repTopngs: [],
    remTopngs: [],
  };
}

const SMALL = [line('a', 19_900), line('b', 5_550)];
const LARGE = [line('a', 39_900), line('b', 12_345)];

const CARTS: [string, TotalsInput][] = [
  ['delivery below the free-delivery amount', { items: SMALL, deliveryType: 'D', optedChargeCodes: [], tip: 0 }],
  ['delivery above it (no delivery charge)', { items: LARGE, deliveryType: 'D', optedChargeCodes: [], tip: 0 }],
  ['takeaway with the packaging charge K', { items: SMALL, deliveryType: 'T', optedChargeCodes: ['K'], tip: 0 }],
  ['delivery with packaging and a tip', { items: SMALL, deliveryType: 'D', optedChargeCodes: ['K'], tip: 3_000 }],
  [
    'delivery with a coupon discount, packaging and a tip',
    { items: allocateDiscount(LARGE, (item) => item.pricePerQty, 10_333), deliveryType: 'D', optedChargeCodes: ['K'], tip: 2_000 },
  ],
];

const byKey = (rows: readonly CartCalculationRow[], key: string) => rows.find((row) => row.key === key)!;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the bill rows of the pricing engine', () => {
  it.each(CARTS)('add up for %s: children to their parent, the top rows to the grand total', (_, input) => {
    const { rows, grandTotal } = cartTotals(input);
    const taxes = byKey(rows, 'taxes_and_charges');
    expect(sum(taxes.children!.map((child) => child.value))).toBe(taxes.value);
    const charges = byKey(taxes.children!, 'additional_charges');
    expect(sum(charges.children!.map((child) => child.value))).toBe(charges.value);
    const top = ['sub_total', 'taxes_and_charges', 'tip'].map((key) => byKey(rows, key).value);
    expect(sum(top) - byKey(rows, 'discount').value).toBe(grandTotal);
    expect(byKey(rows, 'grand_total').value).toBe(grandTotal);
  });

  it.each(CARTS)('show lines that add up for %s, each charge once', (_, input) => {
    const { rows, grandTotal } = cartTotals(input);
    const lines = billLines(rows);
    expect(lines.filter((shown) => shown.isTotal).map((shown) => shown.amount)).toEqual([grandTotal]);
    expect(sum(lines.filter((shown) => shown.level === 0 && !shown.isTotal).map((shown) => shown.amount))).toBe(grandTotal);
    const parts = lines.filter((shown) => shown.level === 1);
    expect(sum(parts.map((shown) => shown.amount))).toBe(byKey(rows, 'taxes_and_charges').value);
    expect(new Set(lines.map((shown) => shown.code)).size).toBe(lines.length);
  });

  it('itemise the delivery charge, the packaging charge and GST under Taxes & Charges, and the discount as a minus', () => {
    const input = CARTS[4]![1];
    const lines = billLines(cartTotals({ ...input, items: allocateDiscount(SMALL, (item) => item.pricePerQty, 4_000) }).rows);
    expect(lines.map((shown) => [shown.label, shown.level, shown.amount])).toEqual([
      ['Item total', 0, 25_450],
      ['Discount', 0, -4_000],
      ['Taxes & Charges', 0, 5_073],
      ['Delivery charge', 1, DELIVERY_CHARGE_PAISE],
      ['Eco-friendly packaging', 1, 1_000],
      ['GST (5%)', 1, 1_073],
      ['Delivery partner tip', 0, 2_000],
      ['Grand total', 0, 28_523],
    ]);
  });

  it('leave out a zero discount, tip and charges, and label unknown codes as sent', () => {
    const lines = billLines([
      { key: 'sub_total', label: 'x', value: 50_000 },
      { key: 'discount', label: 'x', value: 0 },
      {
        key: 'taxes_and_charges',
        label: 'x',
        value: 2_500,
        children: [
          { key: 'additional_charges', label: 'x', value: 0, children: [] },
          { key: 'tax', label: 'x', value: 2_500 },
        ],
      },
      { key: 'service_fee', label: 'Service fee', value: 0 },
      { key: 'tip', label: 'x', value: 0 },
      { key: 'grand_total', label: 'x', value: 52_500 },
    ]);
    expect(lines.map((shown) => [shown.code, shown.label])).toEqual([
      ['sub_total', 'x'],
      ['taxes_and_charges', 'x'],
      ['tax', 'x'],
      ['service_fee', 'Service fee'],
      ['grand_total', 'x'],
    ]);
    expect(FREE_DELIVERY_FROM_PAISE).toBeGreaterThan(sum(SMALL.map((item) => item.pricePerQty)));
  });
});

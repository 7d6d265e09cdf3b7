import { describe, expect, it } from 'vitest';
import { floorToRupees, toPaise, toRupees } from '@/domain/money';

describe('paise and rupees', () => {
  it('turns rupees into whole paise, rounding away float noise', () => {
    expect(toPaise(199)).toBe(19_900);
    expect(toPaise(10.5)).toBe(1_050);
    expect(toPaise(0.29)).toBe(29);
  });

  it('turns paise into rupees', () => {
    expect(toRupees(19_950)).toBe(199.5);
  });

  it('floors an amount to whole rupees', () => {
    expect(floorToRupees(19_999)).toBe(19_900);
    expect(floorToRupees(19_900)).toBe(19_900);
  });
});

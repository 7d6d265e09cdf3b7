import { describe, expect, it } from 'vitest';
import { lowestOfferMinimum } from '@/domain/offers';

describe('lowestOfferMinimum', () => {
  it('is the lowest positive minimum order value among the offers', () => {
    expect(lowestOfferMinimum([{ minOrderValue: 49_900 }, { minOrderValue: 0 }, { minOrderValue: 29_900 }])).toBe(29_900);
  });

  it('is null when no offer has a minimum', () => {
    expect(lowestOfferMinimum([{ minOrderValue: 0 }])).toBeNull();
    expect(lowestOfferMinimum([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, RECENT_ADDRESSES_KEPT, RECENT_SEARCHES_SHOWN } from '@/domain/constants';
import {
  findMatchingAddress,
  formatDistanceKm,
  haversineKm,
  keepRecent,
  roundDistanceKm,
  sameLocation3dp,
  shownRecentSearches,
} from '@/domain/geo';

const CONNAUGHT_PLACE = { latitude: 28.6315, longitude: 77.2167 };
const INDIA_GATE = { latitude: 28.6129, longitude: 77.2295 };
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const PUNE = { latitude: 18.5204, longitude: 73.8567 };

describe('haversineKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(MUMBAI, MUMBAI)).toBe(0);
    expect(haversineKm(MUMBAI, PUNE)).toBeCloseTo(haversineKm(PUNE, MUMBAI), 10);
  });

  it('measures known city distances', () => {
    expect(haversineKm(CONNAUGHT_PLACE, INDIA_GATE)).toBeCloseTo(2.416, 2);
    expect(haversineKm(MUMBAI, PUNE)).toBeCloseTo(120.15, 1);
  });

  it('uses the SPEC 9 Earth radius of 6371 km', () => {
    const antipode = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(antipode).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(EARTH_RADIUS_KM).toBe(6371);
  });
});

describe('distance rounding', () => {
  it('rounds to 1 decimal, half up', () => {
    expect(roundDistanceKm(2.4162)).toBe(2.4);
    expect(roundDistanceKm(2.45)).toBe(2.5);
    expect(roundDistanceKm(2.449)).toBe(2.4);
    expect(roundDistanceKm(0.04)).toBe(0);
  });

  it('formats with one decimal and the unit', () => {
    expect(formatDistanceKm(haversineKm(CONNAUGHT_PLACE, INDIA_GATE))).toBe('2.4 km');
    expect(formatDistanceKm(120.152)).toBe('120.2 km');
    expect(formatDistanceKm(3)).toBe('3.0 km');
  });
});

describe('sameLocation3dp (equal when both coordinates are equal rounded to 3 decimals)', () => {
  const base = { latitude: 28.63, longitude: 77.21 };

  it('matches points 0.0004 apart that round to the same 3 decimals', () => {
    expect(sameLocation3dp(base, { latitude: 28.6304, longitude: 77.2104 })).toBe(true);
  });

  it('does not match points 0.0006 apart that round differently', () => {
    expect(sameLocation3dp(base, { latitude: 28.6306, longitude: 77.21 })).toBe(false);
    expect(sameLocation3dp(base, { latitude: 28.63, longitude: 77.2106 })).toBe(false);
  });

  it('is rounding, not a tolerance: 0.0002 apart across a rounding boundary does not match', () => {
    expect(sameLocation3dp({ latitude: 28.6304, longitude: 77.21 }, { latitude: 28.6306, longitude: 77.21 })).toBe(false);
  });

  it('rounds negative coordinates symmetrically', () => {
    expect(sameLocation3dp({ latitude: -28.6304, longitude: -77.21 }, { latitude: -28.63, longitude: -77.21 })).toBe(true);
    expect(sameLocation3dp({ latitude: -28.6306, longitude: -77.21 }, { latitude: -28.63, longitude: -77.21 })).toBe(false);
  });
});

describe('findMatchingAddress', () => {
  const home = { address_id: 'home', latitude: 28.6315, longitude: 77.2167 };
  const work = { address_id: 'work', latitude: 28.6129, longitude: 77.2292 };

  it('returns the first saved address at the location', () => {
    expect(findMatchingAddress({ latitude: 28.61292, longitude: 77.22918 }, [home, work])).toBe(work);
  });

  it('returns undefined when none matches', () => {
    expect(findMatchingAddress(MUMBAI, [home, work])).toBeUndefined();
    expect(findMatchingAddress(MUMBAI, [])).toBeUndefined();
  });
});

describe('recent lists', () => {
  it('puts the newest first and keeps at most 4 by default', () => {
    expect(RECENT_ADDRESSES_KEPT).toBe(4);
    expect(keepRecent(['d', 'c', 'b', 'a'], 'e')).toEqual(['e', 'd', 'c', 'b']);
  });

  it('moves an existing entry to the front instead of duplicating it', () => {
    expect(keepRecent(['c', 'b', 'a'], 'b')).toEqual(['b', 'c', 'a']);
  });

  it('honours a custom limit and sameness', () => {
    const list = [{ id: 1 }, { id: 2 }];
    const same = (x: { id: number }, y: { id: number }) => x.id === y.id;
    expect(keepRecent(list, { id: 2 }, 2, same)).toEqual([{ id: 2 }, { id: 1 }]);
    expect(keepRecent(list, { id: 3 }, 1, same)).toEqual([{ id: 3 }]);
  });

  it('does not mutate the input', () => {
    const list = ['a'];
    keepRecent(list, 'b');
    expect(list).toEqual(['a']);
  });

  it('shows 3 recent searches', () => {
    expect(RECENT_SEARCHES_SHOWN).toBe(3);
    expect(shownRecentSearches(['d', 'c', 'b', 'a'])).toEqual(['d', 'c', 'b']);
  });
});

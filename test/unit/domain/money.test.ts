import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorToRupees, formatRupees, PAISE_PER_RUPEE, toPaise, toRupees } from '@/domain/money';

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

describe('formatRupees', () => {
  it('shows whole rupees without decimals and Indian grouping, the sign joined to the number by a no-break space', () => {
    expect(formatRupees(19_900)).toBe('₹\u00a0199');
    expect(formatRupees(129_900)).toBe('₹\u00a01,299');
    expect(formatRupees(12_345_678_900)).toBe('₹\u00a012,34,56,789');
    expect(formatRupees(0)).toBe('₹\u00a00');
  });

  it('shows paise when there are any', () => {
    expect(formatRupees(1_050)).toBe('₹\u00a010.50');
    expect(formatRupees(5)).toBe('₹\u00a00.05');
  });

  it.each(['en-IN', 'hi-IN'])('writes any amount as Intl does for %s', (locale) => {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.boolean(), (amount, wholeRupees) => {
        const paise = wholeRupees ? amount * PAISE_PER_RUPEE : amount;
        const format = paise % PAISE_PER_RUPEE === 0 ? whole : withPaise;
        expect(formatRupees(paise)).toBe(`₹\u00a0${format.format(paise / PAISE_PER_RUPEE)}`);
      }),
    );
  });

  it('writes an amount that is not whole paise through Intl', () => {
    expect(formatRupees(Number.NaN)).toBe('₹\u00a0NaN');
    expect(formatRupees(12.5)).toBe('₹\u00a00.125');
  });
});

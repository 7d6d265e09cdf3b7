import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/i18n/format';
import { languageFromAcceptLanguage } from '@/i18n/languages';
import { fill } from '@/i18n/texts';

describe('fill', () => {
  it('fills named holes and leaves an unknown one visible', () => {
    expect(fill('Hello {name}, {missing}', { name: 'Asha' })).toBe('Hello Asha, {missing}');
  });

  it('picks the plural form by count in English and Hindi', () => {
    const items = { one: '{count} item', other: '{count} items' };
    expect(fill(items, { count: 1 })).toBe('1 item');
    expect(fill(items, { count: 3 })).toBe('3 items');
    expect(fill({ one: '{count} आइटम', other: '{count} आइटम्स' }, { count: 0 }, 'hi')).toBe('0 आइटम');
  });
});

describe('formatterFor', () => {
  it('writes rupees with Indian grouping and a no-break space after the sign', () => {
    expect(formatterFor('en').rupees(129_900)).toBe('₹\u00a01,299');
    expect(formatterFor('en').rupees(1_050)).toBe('₹\u00a010.50');
    expect(formatterFor('hi').rupees(12_345_600)).toBe('₹\u00a01,23,456');
  });

  it('writes dates in India time and in the language', () => {
    const at = Date.UTC(2025, 2, 12, 14, 15);
    expect(formatterFor('en').date(at)).toBe('12 Mar 2025');
    expect(formatterFor('hi').date(at)).toBe('12 मार्च 2025');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the best supported language by weight', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('fr-FR,en;q=0.5,hi;q=0.7')).toBe('hi');
    expect(languageFromAcceptLanguage('ta-IN')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

import type { Deal } from '@/contract/cart';
import offersTexts from '@/i18n/en/offers';
import { useTexts } from '@/i18n/useTexts';

/** A deal's conditions in words: its minimum order, the payment types it is limited to, first order only. */
export function useDealConditions(deal: Deal): string[] {
  const { t, fill, rupees, locale } = useTexts(offersTexts);
  const alternatives = new Intl.ListFormat(locale, { type: 'disjunction' });
  return [
    deal.minOrderValue > 0 ? fill(t.minOrder, { amount: rupees(deal.minOrderValue) }) : null,
    deal.paymentOptions.length > 0 ? fill(t.onlyWith, { options: alternatives.format(deal.paymentOptions) }) : null,
    deal.firstOrderOnly ? t.firstOrderOnly : null,
  ].filter((condition): condition is string => condition !== null);
}

import { DISTANCE_DECIMALS, roundDistanceKm } from '@/domain/geo';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';

/** A store's distance as the customer's language writes it: '2.4 km', '2.4 किमी'. */
export function useDistanceText(): (km: number) => string {
  const { t, fill, locale } = useTexts(storeListTexts);
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: DISTANCE_DECIMALS, maximumFractionDigits: DISTANCE_DECIMALS });
  return (km) => fill(t.distance, { km: format.format(roundDistanceKm(km)) });
}

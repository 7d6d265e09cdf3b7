import { useSelector } from '@xstate/react';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { selectCities } from '@machines/storeList.machine';
import type { StoreListActorRef } from './useStoreList';
import styles from './StoreList.module.css';

/** The pickup cities; picking one lists its stores. */
export function CityPicker({ actor }: { actor: StoreListActorRef }) {
  const { t } = useTexts(storeListTexts);
  const cities = useSelector(actor, selectCities);
  if (cities.length === 0) return <p className={styles.notice}>{t.noCities}</p>;
  return (
    <section className={styles.cities} aria-label={t.cityListLabel}>
      <ul className={styles.cityList}>
        {cities.map((city) => (
          <li key={city}>
            <button type="button" className={styles.city} onClick={() => actor.send({ type: 'city.select', city })}>
              {city}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

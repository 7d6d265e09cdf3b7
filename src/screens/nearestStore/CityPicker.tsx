import { useSelector } from '@xstate/react';
import { selectCities } from '@machines/storeList.machine';
import { CITY_LIST_LABEL, NO_CITIES } from './messages';
import type { StoreListActorRef } from './useStoreList';
import styles from './StoreList.module.css';

/** The pickup cities; picking one lists its stores. */
export function CityPicker({ actor }: { actor: StoreListActorRef }) {
  const cities = useSelector(actor, selectCities);
  if (cities.length === 0) return <p className={styles.notice}>{NO_CITIES}</p>;
  return (
    <section className={styles.cities} aria-label={CITY_LIST_LABEL}>
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

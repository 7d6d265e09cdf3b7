import type { GeoPlace } from '@/contract/locations';
import styles from './LocationSearchScreen.module.css';

/** The first part of the address as the title, the rest (city, state, PIN) below it. */
export function placeLines(place: GeoPlace): { title: string; detail: string } {
  const [first, ...rest] = place.formattedAddress.split(', ');
  return { title: first || place.locality, detail: rest.join(', ') };
}

export function PlaceText({ place }: { place: GeoPlace }) {
  const { title, detail } = placeLines(place);
  return (
    <span className={styles.rowText}>
      <span className={styles.rowTitle}>{title}</span>
      {detail ? <span className={styles.rowDetail}>{detail}</span> : null}
    </span>
  );
}

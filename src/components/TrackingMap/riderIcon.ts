/** The rider's marker: a scooter badge as inline SVG in L.divIcon, like MapView's store and pin icons. */
import { divIcon, type DivIcon } from 'leaflet';
import styles from './TrackingMap.module.css';

/** A 36 px circle anchored at its centre. */
const RIDER_SIZE = 36;

/** A scooter: two wheels, the deck and the handlebar. */
const RIDER_SVG = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
<circle class="${styles.riderGlyph}" cx="6" cy="17" r="2.5"/>
<circle class="${styles.riderGlyph}" cx="18" cy="17" r="2.5"/>
<path class="${styles.riderGlyph}" d="M8.5 17h7l-2-8h3M13.5 9l-1.5-3H10M4 13h6l2 4"/>
</svg>`;

export const RIDER_ICON: DivIcon = divIcon({
  className: styles.rider,
  html: RIDER_SVG,
  iconSize: [RIDER_SIZE, RIDER_SIZE],
  iconAnchor: [RIDER_SIZE / 2, RIDER_SIZE / 2],
});

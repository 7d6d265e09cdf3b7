/**
 * Marker icons as inline SVG in L.divIcon: Leaflet's default image icons resolve their URLs from the
 * stylesheet's path at run time, which bundlers break, and our own pins take the brand colours.
 */
import { divIcon, type DivIcon } from 'leaflet';
import styles from './MapView.module.css';

/** The delivery pin: 36 x 48 px, its tip at the bottom centre. */
const PIN_SIZE: [number, number] = [36, 48];
const PIN_TIP: [number, number] = [18, 46];
/** Store badges: a 32 px circle anchored at its centre; the selected one is 40 px. */
const STORE_SIZE = 32;
const SELECTED_STORE_SIZE = 40;

const PIN_SVG = `<svg viewBox="0 0 36 48" width="${PIN_SIZE[0]}" height="${PIN_SIZE[1]}" aria-hidden="true" focusable="false">
<path class="${styles.pinBody}" d="M18 2C9.2 2 2 9 2 17.7 2 29.4 18 46 18 46s16-16.6 16-28.3C34 9 26.8 2 18 2z"/>
<circle class="${styles.pinDot}" cx="18" cy="17.5" r="6"/>
</svg>`;

/** A store front: awning and door. */
const STORE_SVG = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
<path class="${styles.storeGlyph}" d="M4 9.5 5.5 4h13L20 9.5a2.5 2.5 0 0 1-4 2 2.5 2.5 0 0 1-4 0 2.5 2.5 0 0 1-4 0 2.5 2.5 0 0 1-4-2zM5.5 13v7h5v-4h3v4h5v-7"/>
</svg>`;

export const PIN_ICON: DivIcon = divIcon({
  // Our own class replaces leaflet-div-icon, whose white box and border would frame the pin.
  className: styles.pin,
  html: PIN_SVG,
  iconSize: PIN_SIZE,
  iconAnchor: PIN_TIP,
});

function storeIcon(size: number, className: string | undefined): DivIcon {
  return divIcon({ className, html: STORE_SVG, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

export const STORE_ICON: DivIcon = storeIcon(STORE_SIZE, styles.store);
export const SELECTED_STORE_ICON: DivIcon = storeIcon(SELECTED_STORE_SIZE, [styles.store, styles.storeSelected].join(' '));

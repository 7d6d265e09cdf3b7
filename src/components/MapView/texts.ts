/** MapView texts (not in SPEC except where noted). */

/** Shown over the map when there is no tile server or its tiles fail to load. */
export const MAP_TILES_UNAVAILABLE = 'Map tiles unavailable — drag the pin or search';
/** The draggable pin's accessible name: how to move it with a mouse, a finger or the keyboard. */
export const PIN_TITLE = 'Delivery pin: drag it, or focus it and use the arrow keys';
/** The pin's accessible name when it cannot be moved. */
export const PIN_STATIC_TITLE = 'Delivery location';
/** Added to the accessible name of the selected store's marker. */
export const STORE_SELECTED = 'selected';

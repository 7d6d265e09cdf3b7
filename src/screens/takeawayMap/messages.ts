/** The takeaway map screen's own texts; the store list texts are shared from the list screen. */
export const MAP_LABEL = 'Map of the stores';
export const LOADING_MAP = 'Loading the map';
export const CHOOSE_THIS_STORE = 'Choose this store';
export const PICK_A_STORE = 'Tap a store on the map, or pick one below.';
export const STORE_PICKER_LABEL = 'Stores on the map';

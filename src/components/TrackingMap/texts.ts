/** TrackingMap texts (not in SPEC). */

/** Shown over the map when there is no tile server or its tiles fail to load. */
export const MAP_TILES_UNAVAILABLE = 'Map tiles unavailable';

/**
 * The tracking map: the store, the delivery address and, while the order is on its way, the rider, framed
 * so all of them show. It owns its Leaflet import (MapView's markers are draggable and selectable; these are
 * not), so screens load it with React.lazy and Leaflet reaches the browser only on the tracking routes.
 *
 * The map is decorative: the screen gives its content as text, so the map is hidden from screen readers and
 * has nothing to focus (no keyboard handler, no zoom or attribution links); touch and mouse can still pan
 * and zoom.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { DivIcon, LatLngTuple, LeafletEventHandlerFnMap } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import mapViewStyles from '@/components/MapView/MapView.module.css';
import { PIN_ICON, STORE_ICON } from '@/components/MapView/markerIcons';
import type { Coordinates } from '@/domain/geo';
import { RIDER_ICON } from './riderIcon';
import components from '@/i18n/en/components';
import { useTexts } from '@/i18n/useTexts';
import styles from './TrackingMap.module.css';

export interface TrackingMapPlace extends Coordinates {
  /** The marker's tooltip. */
  name: string;
}

export interface TrackingMapProps {
  store: TrackingMapPlace;
  /** The delivery address; null for pickup orders. */
  destination: TrackingMapPlace | null;
  /** The rider's position while the order is on its way; null otherwise. */
  rider: TrackingMapPlace | null;
  /** A Leaflet tile URL template; null draws no tiles (the markers still show). */
  tileUrl: string | null;
}

/** Street level, for a map that shows the store alone. */
export const TRACKING_MAP_ZOOM = 15;
/** Room around the markers when the map frames them, so none sits on the edge. */
const FIT_PADDING_PX: [number, number] = [40, 40];
/** Leaflet stacks markers by latitude; the rider stays on top. */
const RIDER_Z_OFFSET = 1000;

const toTuple = (point: Coordinates): LatLngTuple => [point.latitude, point.longitude];

/** Frames every marker; again whenever one of them moves (the rider, on each poll). */
function FitMarkers({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const key = points.map((point) => point.join(',')).join('|');
  const fit = useEffectEvent(() => {
    map.fitBounds(points, { padding: FIT_PADDING_PX, maxZoom: TRACKING_MAP_ZOOM });
  });
  // The points are compared by their places, not by the array's identity.
  useEffect(() => fit(), [map, key]);
  return null;
}

function PlaceMarker({ place, icon, zIndexOffset = 0 }: { place: TrackingMapPlace; icon: DivIcon; zIndexOffset?: number }) {
  const position = useMemo<LatLngTuple>(() => [place.latitude, place.longitude], [place.latitude, place.longitude]);
  return <Marker position={position} icon={icon} title={place.name} keyboard={false} interactive={false} zIndexOffset={zIndexOffset} />;
}

/** MapView's classes with the tracking map's own on top. */
const FRAME = `${mapViewStyles.frame} ${styles.frame}`;
const MAP = `${mapViewStyles.map} ${styles.map}`;
const NOTE = `${mapViewStyles.note} ${styles.note}`;

export function TrackingMap({ store, destination, rider, tileUrl }: TrackingMapProps) {
  const { t } = useTexts(components);
  // The tile URL that failed; a new URL gets a fresh chance.
  const [failedTileUrl, setFailedTileUrl] = useState<string | null>(null);
  const tilesUnavailable = tileUrl === null || failedTileUrl === tileUrl;
  const tileHandlers = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setFailedTileUrl(tileUrl) }), [tileUrl]);
  // MapContainer reads its centre once; FitMarkers frames the markers from then on.
  const [initialCenter] = useState(() => toTuple(store));
  const points = [store, destination, rider].filter((place): place is TrackingMapPlace => place !== null).map(toTuple);

  return (
    <div className={tilesUnavailable ? `${FRAME} ${mapViewStyles.noTiles}` : FRAME} aria-hidden="true">
      <MapContainer
        center={initialCenter}
        zoom={TRACKING_MAP_ZOOM}
        className={MAP}
        keyboard={false}
        zoomControl={false}
        attributionControl={false}
      >
        {tileUrl !== null ? <TileLayer url={tileUrl} eventHandlers={tileHandlers} /> : null}
        <FitMarkers points={points} />
        <PlaceMarker place={store} icon={STORE_ICON} />
        {destination ? <PlaceMarker place={destination} icon={PIN_ICON} /> : null}
        {rider ? <PlaceMarker place={rider} icon={RIDER_ICON} zIndexOffset={RIDER_Z_OFFSET} /> : null}
      </MapContainer>
      {tilesUnavailable ? <p className={NOTE}>{t.map.trackingTilesUnavailable}</p> : null}
    </div>
  );
}

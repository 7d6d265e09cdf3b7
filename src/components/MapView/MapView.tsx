/**
 * The map of the map screens, and the only module that loads Leaflet: screens import it with
 * React.lazy so the map code and styles reach the browser only on map routes.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { LatLngTuple, LeafletEventHandlerFnMap, LeafletKeyboardEvent, Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Coordinates } from '@/domain/geo';
import { PIN_ICON, SELECTED_STORE_ICON, STORE_ICON } from './markerIcons';
import components from '@/i18n/en/components';
import { useTexts } from '@/i18n/useTexts';
import styles from './MapView.module.css';

export interface MapStore {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface MapViewProps {
  /** Where the map looks; the map recentres when it changes. */
  center: Coordinates;
  /** The delivery pin; null shows none. */
  pin: Coordinates | null;
  /** With it the pin can be dragged, nudged with the arrow keys, or moved by a click on the map. */
  onPinMove?: (point: Coordinates) => void;
  stores?: MapStore[];
  onStoreSelect?: (id: string) => void;
  selectedStoreId?: string | null;
  /** A Leaflet tile URL template; null draws no tiles (the pin and stores still work). */
  tileUrl: string | null;
  /** The map's accessible name. */
  label: string;
}

/** Street level: close enough to place a pin on a building. */
export const MAP_ZOOM = 16;
/** How far one arrow key press moves the focused pin, in screen pixels. */
export const PIN_NUDGE_PX = 20;
/** Leaflet stacks markers by latitude; these keep the pin, then the selected store, on top. */
const PIN_Z_OFFSET = 1000;
const SELECTED_STORE_Z_OFFSET = 500;
/** Room around the stores when the map fits them, so no marker sits on the edge. */
const FIT_PADDING_PX: [number, number] = [40, 40];

const ARROW_OFFSETS: Record<string, [number, number]> = {
  ArrowUp: [0, -PIN_NUDGE_PX],
  ArrowDown: [0, PIN_NUDGE_PX],
  ArrowLeft: [-PIN_NUDGE_PX, 0],
  ArrowRight: [PIN_NUDGE_PX, 0],
};

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

const toTuple = (point: Coordinates): LatLngTuple => [point.latitude, point.longitude];

/** Leaflet renders the container itself: it gets its role and name here. */
function MapLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    // The map handles the arrow and zoom keys itself while focused.
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

function Recentre({ latitude, longitude }: Coordinates) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}

/** A map with stores opens wide enough to show every store and the pin. */
function FitStores({ stores, pin }: { stores: MapStore[]; pin: Coordinates | null }) {
  const map = useMap();
  const storeKey = stores.map((store) => `${store.id}@${store.latitude},${store.longitude}`).join('|');
  const pinLatitude = pin?.latitude;
  const pinLongitude = pin?.longitude;
  const fit = useEffectEvent(() => {
    if (stores.length === 0) return;
    const points: LatLngTuple[] = stores.map((store) => [store.latitude, store.longitude]);
    if (pinLatitude !== undefined && pinLongitude !== undefined) points.push([pinLatitude, pinLongitude]);
    map.fitBounds(points, { padding: FIT_PADDING_PX, maxZoom: MAP_ZOOM });
  });
  // The list is compared by its ids and places, not by the array's identity.
  useEffect(() => fit(), [map, storeKey, pinLatitude, pinLongitude]);
  return null;
}

function ClickToMove({ onPinMove }: { onPinMove: (point: Coordinates) => void }) {
  useMapEvents({
    click: (event) => onPinMove({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/** The point `offset` screen pixels away from `point` at the map's current zoom. */
function nudged(map: LeafletMap, point: Coordinates, offset: [number, number]): Coordinates {
  const moved = map.containerPointToLatLng(map.latLngToContainerPoint(toTuple(point)).add(offset));
  return { latitude: moved.lat, longitude: moved.lng };
}

function DeliveryPin({ pin, onPinMove }: { pin: Coordinates; onPinMove?: (point: Coordinates) => void }) {
  const map = useMap();
  const { t } = useTexts(components);
  const { latitude, longitude } = pin;
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => {
    if (!onPinMove) return {};
    return {
      dragend: (event) => {
        const moved = (event.target as LeafletMarker).getLatLng();
        onPinMove({ latitude: moved.lat, longitude: moved.lng });
      },
      keydown: (event) => {
        const { originalEvent } = event as LeafletKeyboardEvent;
        const offset = ARROW_OFFSETS[originalEvent.key];
        if (!offset) return;
        originalEvent.preventDefault();
        onPinMove(nudged(map, { latitude, longitude }, offset));
      },
    };
  }, [map, onPinMove, latitude, longitude]);

  return (
    <Marker
      position={position}
      icon={PIN_ICON}
      title={onPinMove ? t.map.pinTitle : t.map.pinStaticTitle}
      draggable={onPinMove !== undefined}
      autoPan
      keyboard={onPinMove !== undefined}
      zIndexOffset={PIN_Z_OFFSET}
      eventHandlers={handlers}
    />
  );
}

function StoreMarker({ store, selected, onSelect }: { store: MapStore; selected: boolean; onSelect?: (id: string) => void }) {
  const { id, latitude, longitude } = store;
  const { t, fill } = useTexts(components);
  const title = selected ? fill(t.map.storeSelected, { store: store.name }) : store.name;
  const markerRef = useRef<LeafletMarker>(null);
  // Leaflet reads `title` once; react-leaflet passes later changes on only for position and icon.
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    marker.options.title = title;
    marker.getElement()?.setAttribute('title', title);
  }, [title]);
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => {
    if (!onSelect) return {};
    return {
      click: () => onSelect(id),
      // Leaflet makes the marker a focusable role=button; Enter and Space activate it like a button.
      keydown: (event) => {
        const { originalEvent } = event as LeafletKeyboardEvent;
        if (!ACTIVATION_KEYS.has(originalEvent.key)) return;
        originalEvent.preventDefault();
        onSelect(id);
      },
    };
  }, [id, onSelect]);

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={selected ? SELECTED_STORE_ICON : STORE_ICON}
      title={title}
      keyboard={onSelect !== undefined}
      zIndexOffset={selected ? SELECTED_STORE_Z_OFFSET : 0}
      eventHandlers={handlers}
    />
  );
}

export function MapView({ center, pin, onPinMove, stores, onStoreSelect, selectedStoreId = null, tileUrl, label }: MapViewProps) {
  const { t } = useTexts(components);
  // The tile URL that failed; a new URL gets a fresh chance.
  const [failedTileUrl, setFailedTileUrl] = useState<string | null>(null);
  const tilesUnavailable = tileUrl === null || failedTileUrl === tileUrl;
  const tileHandlers = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setFailedTileUrl(tileUrl) }), [tileUrl]);
  // MapContainer reads its centre once; later centres go through Recentre.
  const [initialCenter] = useState(() => toTuple(center));

  return (
    <div className={tilesUnavailable ? `${styles.frame} ${styles.noTiles}` : styles.frame}>
      {/* MapContainer reads className once, at mount: what changes is set on the frame. */}
      <MapContainer center={initialCenter} zoom={MAP_ZOOM} className={styles.map}>
        <MapLabel label={label} />
        <Recentre latitude={center.latitude} longitude={center.longitude} />
        {tileUrl !== null ? <TileLayer url={tileUrl} eventHandlers={tileHandlers} /> : null}
        {stores && stores.length > 0 ? <FitStores stores={stores} pin={pin} /> : null}
        {onPinMove ? <ClickToMove onPinMove={onPinMove} /> : null}
        {stores?.map((store) => (
          <StoreMarker key={store.id} store={store} selected={store.id === selectedStoreId} onSelect={onStoreSelect} />
        ))}
        {pin ? <DeliveryPin pin={pin} onPinMove={onPinMove} /> : null}
      </MapContainer>
      {tilesUnavailable ? (
        <p role="status" className={styles.note}>
          {t.map.tilesUnavailable}
        </p>
      ) : null}
    </div>
  );
}

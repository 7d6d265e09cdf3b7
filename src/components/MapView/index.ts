export { MapView, type MapStore, type MapViewProps } from './MapView';

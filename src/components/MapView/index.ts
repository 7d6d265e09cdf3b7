export { MapView, type MapViewProps } from './MapView';

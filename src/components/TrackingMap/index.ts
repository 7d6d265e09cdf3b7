export { TrackingMap, type TrackingMapProps } from './TrackingMap';

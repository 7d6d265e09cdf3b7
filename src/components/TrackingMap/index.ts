export { TrackingMap, type TrackingMapPlace, type TrackingMapProps } from './TrackingMap';

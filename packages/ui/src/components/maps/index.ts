export {
  MapConfigProvider,
  mapDefaults,
  useMapConfig,
  type LatLng,
  type MapConfig,
  type MapConfigProviderProps,
  type MapPoint,
} from './map-config';
export { MapView, type MapViewProps } from './map-view';
export { LocationPicker, type LocationPickerProps } from './location-picker';
export {
  LocationSearch,
  type GeocodeOptions,
  type GeocodeResult,
  type Geocoder,
  type LocationSearchProps,
} from './location-search';
export { DirectionsMap, type DirectionsMapProps, type RouteProvider } from './directions-map';
export { buildDirectionsUrl } from './directions-url';
export { urlRouteProvider } from './url-route-provider';
export type { MapStatus } from './use-leaflet-map';
export { offlineMapConfig, offlineTileUrl } from './offline-tiles';
export { gazetteerGeocoder } from './gazetteer';

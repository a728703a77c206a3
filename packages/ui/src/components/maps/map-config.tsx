import { createContext, useContext, type ReactNode } from 'react';

/** A point on the map. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A position as [latitude, longitude], the order the API and the UI use. */
export type LatLng = [lat: number, lng: number];

/**
 * Where the map gets its tiles and links from. These are configuration of the
 * deploying app (never hard-coded), so stories and tests can run offline.
 */
export interface MapConfig {
  /**
   * Leaflet tile URL template, e.g. `https://tile.example.com/{z}/{x}/{y}.png`.
   * Without it the map draws the packaged outline of the UAE (coast, emirates'
   * borders, main cities), which needs no network.
   */
  tileUrl?: string;
  /** Attribution HTML the tile provider requires. */
  attribution?: string;
  /** Subdomain letters for `{s}` in the tile URL, e.g. `abc`. */
  subdomains?: string;
  maxZoom?: number;
  /**
   * Template of the "Open directions" link, with `{originLat}`, `{originLng}`,
   * `{destinationLat}` and `{destinationLng}` placeholders.
   */
  directionsUrl?: string;
  /**
   * URL template of an OSRM-compatible driving-route service (GeoJSON
   * geometry), with the same placeholders as `directionsUrl`. Without it the
   * directions map joins the two places with a straight line.
   */
  routeUrl?: string;
  /**
   * URL template of a Nominatim-compatible place search (a JSON array of
   * `{ display_name, lat, lon }`), with `{query}`, `{lat}`, `{lng}`, `{radiusKm}`
   * and `{lang}` placeholders. Without it the place search answers from the
   * packaged gazetteer of UAE cities, districts and landmarks.
   */
  geocoderUrl?: string;
}

/** The specification's map defaults (registration, profile, directions). */
export const mapDefaults = {
  center: [23.42, 53.85] as LatLng,
  zoom: 8,
  profileZoom: 15,
  directionsZoom: 13,
  panZoom: 14,
  searchRadiusKm: 500,
} as const;

const MapConfigContext = createContext<MapConfig>({});

export interface MapConfigProviderProps {
  config: MapConfig;
  children: ReactNode;
}

/** Gives every map below it its tile and directions configuration. */
export function MapConfigProvider({ config, children }: MapConfigProviderProps) {
  return <MapConfigContext.Provider value={config}>{children}</MapConfigContext.Provider>;
}

/** The map configuration: the `config` prop when given, otherwise the nearest provider's. */
export function useMapConfig(config?: MapConfig): MapConfig {
  const fromContext = useContext(MapConfigContext);
  return config ?? fromContext;
}

export function toPoint([lat, lng]: LatLng): MapPoint {
  return { lat, lng };
}

import { type MapConfig, offlineMapConfig } from '@aafiya/ui';

/** The build-time settings a site reads (Vite's `import.meta.env`). */
export type SiteEnv = Partial<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The sites' map configuration, from the build's environment:
 * VITE_MAP_TILE_URL (a Leaflet template such as
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png), VITE_MAP_ATTRIBUTION,
 * VITE_MAP_SUBDOMAINS, VITE_MAP_DIRECTIONS_URL, VITE_MAP_GEOCODER_URL (a
 * Nominatim-compatible search, see MapConfig) and VITE_MAP_ROUTE_URL (an
 * OSRM-compatible route service for the hospital page's driving route). Without a tile URL the map draws
 * the packaged UAE outline, and without a geocoder URL the place search uses the
 * packaged UAE gazetteer, so choosing a location works with no network (this
 * machine, CI).
 */
export function siteMapConfig(env: SiteEnv): MapConfig {
  const tileUrl = text(env.VITE_MAP_TILE_URL);
  const directionsUrl = text(env.VITE_MAP_DIRECTIONS_URL);
  const subdomains = text(env.VITE_MAP_SUBDOMAINS);
  const attribution = text(env.VITE_MAP_ATTRIBUTION);
  const geocoderUrl = text(env.VITE_MAP_GEOCODER_URL);
  const routeUrl = text(env.VITE_MAP_ROUTE_URL);
  const base: MapConfig = tileUrl ? { tileUrl, ...(attribution ? { attribution } : {}) } : offlineMapConfig;
  return {
    ...base,
    ...(subdomains ? { subdomains } : {}),
    ...(directionsUrl ? { directionsUrl } : {}),
    ...(geocoderUrl ? { geocoderUrl } : {}),
    ...(routeUrl ? { routeUrl } : {}),
  };
}

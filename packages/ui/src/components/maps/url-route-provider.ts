import { buildDirectionsUrl } from './directions-url';
import type { LatLng } from './map-config';
import type { RouteProvider } from './directions-map';

/** The part of an OSRM-compatible `route` answer (`geometries=geojson`) the map draws. */
interface RouteAnswer {
  routes?: { geometry?: { coordinates?: unknown } }[];
}

const isLngLat = (point: unknown): point is [number, number] =>
  Array.isArray(point) &&
  point.length >= 2 &&
  point.slice(0, 2).every((n) => typeof n === 'number' && Number.isFinite(n));

/**
 * A driving-route provider calling an OSRM-compatible route service. The
 * template's `{originLat}`, `{originLng}`, `{destinationLat}` and
 * `{destinationLng}` are replaced, e.g.
 * `https://router.example/route/v1/driving/{originLng},{originLat};{destinationLng},{destinationLat}?overview=full&geometries=geojson`.
 * The answer's first route (GeoJSON `[lng, lat]` points) comes back as `[lat, lng]`.
 */
export function urlRouteProvider(template: string): RouteProvider {
  return async (origin, destination) => {
    const response = await fetch(buildDirectionsUrl(template, origin, destination), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Route service answered ${response.status}`);
    const body = (await response.json()) as RouteAnswer;
    const points = body.routes?.[0]?.geometry?.coordinates;
    if (!Array.isArray(points)) throw new Error('Route service answered no route');
    return points.filter(isLngLat).map(([lng, lat]): LatLng => [lat, lng]);
  };
}

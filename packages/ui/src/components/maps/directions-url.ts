import type { MapPoint } from './map-config';

/**
 * Fills a directions URL template (`{originLat}`, `{originLng}`,
 * `{destinationLat}`, `{destinationLng}`) with the two points.
 */
export function buildDirectionsUrl(template: string, origin: MapPoint, destination: MapPoint): string {
  const values: Record<string, number> = {
    originLat: origin.lat,
    originLng: origin.lng,
    destinationLat: destination.lat,
    destinationLng: destination.lng,
  };
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : placeholder,
  );
}

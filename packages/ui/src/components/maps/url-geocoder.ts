import type { Locale } from '../../i18n/locale';
import type { GeocodeResult, Geocoder } from './location-search';

/** One result of a Nominatim-compatible search (`format=json`). */
interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function toResult({ display_name: label, lat, lon }: NominatimPlace): GeocodeResult[] {
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (typeof label !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
  return [{ label, lat: latitude, lng: longitude }];
}

/**
 * A geocoder calling a Nominatim-compatible search service (JSON array of
 * `{ display_name, lat, lon }`). The template's `{query}`, `{lat}`, `{lng}`,
 * `{radiusKm}` and `{lang}` are replaced (URL-encoded), e.g.
 * `https://geocoder.example/search?format=json&q={query}&accept-language={lang}`.
 */
export function urlGeocoder(template: string, locale: Locale = 'en'): Geocoder {
  return async (query, { center, radiusKm }) => {
    const values: Record<string, string> = {
      query,
      lat: String(center.lat),
      lng: String(center.lng),
      radiusKm: String(radiusKm),
      lang: locale,
    };
    const url = template.replace(/\{(query|lat|lng|radiusKm|lang)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('Geocoder answer is not a list');
    return body.flatMap((item: NominatimPlace) => toResult(item));
  };
}

import type { Locale } from '../../i18n/locale';
import type { Geocoder } from './location-search';

/**
 * The offline place search: UAE cities, districts and landmarks from the packaged
 * gazetteer (GeoNames and a curated list), labelled in English or Arabic, each
 * with its emirate. The gazetteer and its search load on the first search.
 */
export function gazetteerGeocoder(locale: Locale = 'en'): Geocoder {
  return async (query, options) => (await import('./uae-places')).searchUaePlaces(query, { ...options, locale });
}

import { useMemo } from 'react';
import { useLocale } from '../../i18n';
import { gazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './location-search';
import type { MapConfig } from './map-config';
import { urlGeocoder } from './url-geocoder';

/**
 * The place search of a map: the one given, else the configured geocoder service
 * (`geocoderUrl`), else the packaged UAE gazetteer, which works offline. Results
 * are labelled in the current language.
 */
export function usePlaceSearch(geocode: Geocoder | undefined, { geocoderUrl }: MapConfig): Geocoder {
  const { locale } = useLocale();
  return useMemo(
    () => geocode ?? (geocoderUrl ? urlGeocoder(geocoderUrl, locale) : gazetteerGeocoder(locale)),
    [geocode, geocoderUrl, locale],
  );
}

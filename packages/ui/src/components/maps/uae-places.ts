import type { Locale } from '../../i18n/locale';
import uaePlacesFile from './data/uae-places.json';
import type { GeocodeOptions, GeocodeResult } from './location-search';
import { searchPlaces, type Place } from './place-search';

// Loaded on the first offline place search (gazetteer.ts): this module, the search
// and the data are one lazy chunk, about 5 kB gzip.

// data/uae-places.json is written by packages/ui/scripts/make-uae-geodata.mjs:
// GeoNames' UAE places and city sections, and curated landmarks. Emirates are
// [code, English, Arabic]; places [English, Arabic, emirate index, lat, lng,
// importance, alternate names joined by "|"].
export interface GazetteerFile {
  emirates: readonly (readonly string[])[];
  places: readonly (readonly (string | number)[])[];
}

const text = (value: string | number | undefined) => (typeof value === 'string' ? value : '');
const number = (value: string | number | undefined) => (typeof value === 'number' ? value : Number.NaN);

/** The gazetteer file's rows as places; a malformed row is skipped. */
export function decodeGazetteer(file: GazetteerFile): Place[] {
  const emirates = file.emirates.map(([, en = '', ar = '']) => ({ en, ar }));
  return file.places.flatMap((row) => {
    const emirate = emirates[number(row[2])];
    const [lat, lng, importance] = [number(row[3]), number(row[4]), number(row[5])];
    if (!emirate || !text(row[0]) || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    const alternates = text(row[6]);
    return [
      {
        en: text(row[0]),
        ar: text(row[1]),
        emirate,
        lat,
        lng,
        importance: Number.isFinite(importance) ? importance : 0,
        alternates: alternates ? alternates.split('|') : [],
      },
    ];
  });
}

let places: Place[] | null = null;

/** Searches the packaged UAE gazetteer (see searchPlaces for the ranking). */
export function searchUaePlaces(query: string, options: GeocodeOptions & { locale: Locale }): GeocodeResult[] {
  places ??= decodeGazetteer(uaePlacesFile);
  return searchPlaces(places, query, options);
}

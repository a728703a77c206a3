import type { GeocodeOptions, GeocodeResult } from './location-search';
import type { Locale } from '../../i18n/locale';
import type { MapPoint } from './map-config';

/** A place of the gazetteer: its names, its emirate, where it is and how important. */
export interface Place {
  en: string;
  /** Arabic name; empty when the dataset has none. */
  ar: string;
  /** Other spellings, searched but not shown. */
  alternates: readonly string[];
  emirate: { en: string; ar: string };
  lat: number;
  lng: number;
  /** Population, or a curated stand-in for landmarks; 0 when unknown. */
  importance: number;
}

/**
 * Text reduced to what a search compares: Latin letters without accents or case
 * ("Jumayrā" → "jumayra"), Arabic without diacritics, tatweel or the variants of
 * alef, yeh and teh marbuta ("أبوظبي" and "ابو ظبى" both → "ابوظبي" / "ابو ظبي"),
 * apostrophes dropped, hyphens and runs of spaces as one space.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/['‘’`ʿʾ]/g, '')
    .replace(/[-_,.]+/g, ' ')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a name matches: 3 exact, 2 starts with the query, 1 a word starts with
 * it, 0.5 contains it; spaces are ignored too ("abudhabi", "أبو ظبي" for "أبوظبي").
 */
function matchScore(name: string, query: string): number {
  if (!name) return 0;
  const squeezedName = name.replace(/ /g, '');
  const squeezed = query.replace(/ /g, '');
  if (name === query || squeezedName === squeezed) return 3;
  if (name.startsWith(query) || squeezedName.startsWith(squeezed)) return 2;
  // Arabic words often carry the article: "برشاء" finds "البرشاء".
  if (name.split(' ').some((word) => word.startsWith(query) || word.startsWith(`ال${query}`))) return 1;
  if (name.includes(query) || (squeezed.length > 2 && squeezedName.includes(squeezed))) return 0.5;
  return 0;
}

/** A match on the shown name (English or Arabic) ranks above the same match on another spelling. */
function placeScore(place: Place, query: string): number {
  const shown = Math.max(
    matchScore(normalizePlaceName(place.en), query),
    matchScore(normalizePlaceName(place.ar), query),
  );
  const other = Math.max(0, ...place.alternates.map((name) => matchScore(normalizePlaceName(name), query)));
  return Math.max(shown, other > 0 ? other - 0.25 : 0);
}

/** Distance in km between two points (haversine). */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export interface PlaceSearchOptions extends Partial<GeocodeOptions> {
  /** The language of the labels: Arabic names where the place has one. */
  locale?: Locale;
  /** At most this many results (8). */
  limit?: number;
}

interface Scored {
  place: Place;
  score: number;
  km: number;
}

/**
 * Finds places by English, Arabic or alternate name, ignoring case, accents and
 * Arabic diacritics. Ranked: exact name, then names starting with the query, then
 * a word starting with it, then containing it (another spelling a little below
 * the shown name); within each, places within the bias radius, more important
 * places (population) first, then those nearer the bias point.
 */
export function searchPlaces(
  places: readonly Place[],
  query: string,
  { locale = 'en', limit = 8, center, radiusKm }: PlaceSearchOptions = {},
): GeocodeResult[] {
  const wanted = normalizePlaceName(query);
  if (!wanted) return [];
  const found: Scored[] = [];
  for (const place of places) {
    const score = placeScore(place, wanted);
    if (score > 0) found.push({ place, score, km: center ? distanceKm(center, place) : 0 });
  }
  const outside = (km: number) => Number(radiusKm !== undefined && km > radiusKm);
  found.sort(
    (a, b) =>
      b.score - a.score ||
      outside(a.km) - outside(b.km) ||
      b.place.importance - a.place.importance ||
      a.km - b.km ||
      a.place.en.localeCompare(b.place.en),
  );
  return found.slice(0, limit).map(({ place }) => ({
    label: (locale === 'ar' && place.ar) || place.en,
    detail: locale === 'ar' ? place.emirate.ar : place.emirate.en,
    lat: place.lat,
    lng: place.lng,
  }));
}

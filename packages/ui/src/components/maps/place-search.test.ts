import { describe, expect, it } from 'vitest';
import gazetteerFile from './data/uae-places.json';
import { distanceKm, normalizePlaceName, searchPlaces, type Place } from './place-search';
import { decodeGazetteer } from './uae-places';

const dubai = { en: 'Dubai', ar: 'دبي' };
const place = (en: string, importance: number, extra: Partial<Place> = {}): Place => ({
  en,
  ar: '',
  alternates: [],
  emirate: dubai,
  lat: 25,
  lng: 55,
  importance,
  ...extra,
});
const labels = (results: { label: string }[]) => results.map((result) => result.label);

describe('normalizePlaceName', () => {
  it('ignores case, accents, apostrophes and hyphens', () => {
    expect(normalizePlaceName('  Al Jazīrah al Ḩamrā’ ')).toBe('al jazirah al hamra');
    expect(normalizePlaceName('Dibba Al-Fujairah')).toBe('dibba al fujairah');
  });

  it('ignores Arabic diacritics, tatweel and the variants of alef, yeh and teh marbuta', () => {
    expect(normalizePlaceName('أبوظبي')).toBe(normalizePlaceName('ابوظبى'));
    expect(normalizePlaceName('الشارقـة')).toBe(normalizePlaceName('الشارقه'));
    expect(normalizePlaceName('دُبَيّ')).toBe('دبي');
  });
});

describe('searchPlaces ranking', () => {
  const places = [
    place('Old Dubai Market', 900_000),
    place('Dubai Marina', 0),
    place('Dubai', 3_000_000),
    place('Dubailand', 10),
    place('Marina Walk', 5, { alternates: ['Dubai Marina Walk'] }),
  ];

  it('puts the exact name first, then names starting with the query, then those containing it', () => {
    expect(labels(searchPlaces(places, 'dubai'))).toEqual([
      'Dubai',
      'Dubailand',
      'Dubai Marina',
      // Its other spelling "Dubai Marina Walk" starts with the query: just under the shown names.
      'Marina Walk',
      'Old Dubai Market',
    ]);
  });

  it('ranks by importance within a tier, then by distance to the bias point', () => {
    const near = place('Al Safa', 0, { lat: 25.17, lng: 55.23 });
    const far = place('Al Safa', 0, { lat: 24.2, lng: 55.7, emirate: { en: 'Abu Dhabi', ar: 'أبوظبي' } });
    const results = searchPlaces([far, near], 'al safa', { center: { lat: 25.2, lng: 55.27 }, radiusKm: 500 });
    expect(results.map((result) => result.detail)).toEqual(['Dubai', 'Abu Dhabi']);
    expect(labels(searchPlaces([place('Al Ain', 10), place('Al Ain Zoo', 20)], 'al ain'))).toEqual([
      'Al Ain',
      'Al Ain Zoo',
    ]);
  });

  it('matches alternate names but shows the main name', () => {
    expect(labels(searchPlaces(places, 'marina walk'))).toEqual(['Marina Walk']);
    expect(labels(searchPlaces(places, 'dubai marina w'))).toEqual(['Marina Walk']);
  });

  it('finds nothing for an empty query and keeps to the limit', () => {
    expect(searchPlaces(places, '   ')).toEqual([]);
    expect(searchPlaces(places, 'a', { limit: 2 })).toHaveLength(2);
  });
});

describe('the packaged UAE gazetteer', () => {
  const gazetteer = decodeGazetteer(gazetteerFile);

  it('finds "Dubai Marina" near 25.08 N, 55.14 E, in Dubai', () => {
    const [first] = searchPlaces(gazetteer, 'Dubai Marina');
    expect(first).toMatchObject({ label: 'Dubai Marina', detail: 'Dubai' });
    expect(distanceKm(first ?? { lat: 0, lng: 0 }, { lat: 25.08, lng: 55.14 })).toBeLessThan(2);
  });

  it('finds the landmark "Dubai Mall", and districts by their usual spelling', () => {
    expect(searchPlaces(gazetteer, 'dubai mall')[0]).toMatchObject({ label: 'Dubai Mall', detail: 'Dubai' });
    expect(searchPlaces(gazetteer, 'Deira')[0]?.label).toBe('Deira');
    expect(searchPlaces(gazetteer, 'Dayrah')[0]?.label).toBe('Deira');
    expect(searchPlaces(gazetteer, 'Khalifa City')[0]).toMatchObject({ label: 'Khalifa City', detail: 'Abu Dhabi' });
    expect(searchPlaces(gazetteer, 'al barsha')[0]?.label).toBe('Al Barsha');
  });

  it('answers in Arabic, by Arabic name, with the emirate in Arabic', () => {
    expect(searchPlaces(gazetteer, 'دبي مارينا', { locale: 'ar' })[0]).toMatchObject({
      label: 'دبي مارينا',
      detail: 'دبي',
    });
    expect(searchPlaces(gazetteer, 'ابو ظبي', { locale: 'ar' })[0]).toMatchObject({ label: 'أبوظبي' });
    // A place without an Arabic name keeps its English one.
    expect(searchPlaces(gazetteer, 'Al Furjan', { locale: 'ar' })[0]).toMatchObject({
      label: 'Al Furjan',
      detail: 'دبي',
    });
  });

  it('ranks the city of Dubai before the places named after it', () => {
    const results = labels(searchPlaces(gazetteer, 'Dubai'));
    expect(results[0]).toBe('Dubai');
    expect(results.slice(1, 4)).toEqual(['Dubai International Airport', 'Dubai Mall', 'Dubai Healthcare City']);
  });

  it('has every emirate, and places in each', () => {
    const emirates = new Set(gazetteer.map((item) => item.emirate.en));
    expect([...emirates].sort()).toEqual([
      'Abu Dhabi',
      'Ajman',
      'Dubai',
      'Fujairah',
      'Ras Al Khaimah',
      'Sharjah',
      'Umm Al Quwain',
    ]);
  });
});

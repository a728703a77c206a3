import type { LatLng, MapConfig, MapPoint } from './map-config';
import type { GeocodeResult, Geocoder } from './location-search';
import type { RouteProvider } from './directions-map';
import { offlineTileUrl } from './offline-tiles';

// Offline stand-ins for stories and tests: no tile server, geocoder or router
// is ever called over the network. Not exported from the package.

/** A blank, gridded tile drawn from a data: URI. */
export const offlineMapConfig: MapConfig = {
  tileUrl: offlineTileUrl,
  attribution: 'Offline tiles',
  directionsUrl:
    'https://maps.example.com/dir/?origin={originLat},{originLng}&destination={destinationLat},{destinationLng}',
};

/** Tiles that never decode, so the map ends in "Error loading map". */
export const brokenTilesConfig: MapConfig = { tileUrl: 'data:image/png;base64,AAAA' };

export const places = {
  dubaiHospital: [25.2048, 55.2708] as LatLng,
  abuDhabiHospital: [24.4539, 54.3773] as LatLng,
  patientHome: [25.1972, 55.2744] as LatLng,
};

const knownPlaces: GeocodeResult[] = [
  { label: 'Dubai Mall, Dubai', lat: 25.1972, lng: 55.2796 },
  { label: 'Dubai Healthcare City, Dubai', lat: 25.2325, lng: 55.3222 },
  { label: 'Sheikh Khalifa Medical City, Abu Dhabi', lat: 24.4881, lng: 54.3703 },
  { label: 'Al Qasimi Hospital, Sharjah', lat: 25.3337, lng: 55.4213 },
];

/** Finds the places whose label contains the query, after a short pause. */
export const fakeGeocoder: Geocoder = async (query) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const wanted = query.trim().toLowerCase();
  return knownPlaces.filter((place) => place.label.toLowerCase().includes(wanted));
};

/** A geocoder whose service is down. */
export const failingGeocoder: Geocoder = () => Promise.reject(new Error('Geocoder unavailable'));

/** A route with one bend halfway, as a routing service would return it. */
export const fakeRouteProvider: RouteProvider = (origin: MapPoint, destination: MapPoint) =>
  Promise.resolve([
    [origin.lat, origin.lng],
    [origin.lat, destination.lng],
    [destination.lat, destination.lng],
  ]);

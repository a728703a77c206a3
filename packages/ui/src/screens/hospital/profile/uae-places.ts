import type { GeocodeOptions, GeocodeResult, Geocoder } from '../../../components/maps';

/** A known place: its English and Arabic names and where it is. */
interface Place {
  en: string;
  ar: string;
  lat: number;
  lng: number;
}

// Emirates, cities and well-known districts, for a place search that needs no
// geocoding service (the sites run offline; an app with a maps service passes its own geocoder).
const places: readonly Place[] = [
  { en: 'Dubai', ar: 'دبي', lat: 25.2048, lng: 55.2708 },
  { en: 'Dubai Marina, Dubai', ar: 'دبي مارينا، دبي', lat: 25.0805, lng: 55.1403 },
  { en: 'Downtown Dubai, Dubai', ar: 'وسط مدينة دبي، دبي', lat: 25.1972, lng: 55.2744 },
  { en: 'Deira, Dubai', ar: 'ديرة، دبي', lat: 25.2711, lng: 55.3075 },
  { en: 'Jumeirah, Dubai', ar: 'جميرا، دبي', lat: 25.2048, lng: 55.2397 },
  { en: 'Al Barsha, Dubai', ar: 'البرشاء، دبي', lat: 25.1132, lng: 55.1961 },
  { en: 'Dubai Healthcare City, Dubai', ar: 'مدينة دبي الطبية، دبي', lat: 25.2299, lng: 55.3227 },
  { en: 'Abu Dhabi', ar: 'أبوظبي', lat: 24.4539, lng: 54.3773 },
  { en: 'Al Reem Island, Abu Dhabi', ar: 'جزيرة الريم، أبوظبي', lat: 24.4991, lng: 54.4066 },
  { en: 'Khalifa City, Abu Dhabi', ar: 'مدينة خليفة، أبوظبي', lat: 24.4191, lng: 54.5786 },
  { en: 'Al Ain, Abu Dhabi', ar: 'العين، أبوظبي', lat: 24.2075, lng: 55.7447 },
  { en: 'Sharjah', ar: 'الشارقة', lat: 25.3463, lng: 55.4209 },
  { en: 'Al Khan, Sharjah', ar: 'الخان، الشارقة', lat: 25.3286, lng: 55.3705 },
  { en: 'Al Majaz, Sharjah', ar: 'المجاز، الشارقة', lat: 25.3262, lng: 55.3852 },
  { en: 'Ajman', ar: 'عجمان', lat: 25.4052, lng: 55.5136 },
  { en: 'Umm al-Quwain', ar: 'أم القيوين', lat: 25.5647, lng: 55.5552 },
  { en: 'Ras Al Khaimah', ar: 'رأس الخيمة', lat: 25.8007, lng: 55.9762 },
  { en: 'Fujairah', ar: 'الفجيرة', lat: 25.1288, lng: 56.3265 },
  { en: 'Khor Fakkan, Sharjah', ar: 'خورفكان، الشارقة', lat: 25.3393, lng: 56.3418 },
  { en: 'Dibba Al-Fujairah, Fujairah', ar: 'دبا الفجيرة، الفجيرة', lat: 25.5925, lng: 56.2618 },
];

/** Distance in km between two points (haversine). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Finds UAE places whose English or Arabic name contains the query
 * (ignoring case), nearest first, those within the bias radius before the rest.
 */
export function findUaePlaces(query: string, { center, radiusKm }: GeocodeOptions, arabic = false): GeocodeResult[] {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return [];
  return places
    .filter((place) => place.en.toLocaleLowerCase().includes(text) || place.ar.includes(query.trim()))
    .map((place) => ({ place, km: distanceKm(center, place) }))
    .sort((a, b) => Number(a.km > radiusKm) - Number(b.km > radiusKm) || a.km - b.km)
    .slice(0, 8)
    .map(({ place }) => ({ label: arabic ? place.ar : place.en, lat: place.lat, lng: place.lng }));
}

/** The offline place search as a Geocoder, labelled in English or Arabic. */
export function uaePlacesGeocoder(arabic = false): Geocoder {
  return (query, options) => Promise.resolve(findUaePlaces(query, options, arabic));
}

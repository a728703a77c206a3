import type { MapPoint } from '../../../components/maps';

/** Finds where the visitor is (the browser's geolocation by default; stories pass their own). */
export type Locate = () => Promise<MapPoint>;

/** Why the visitor's position is not known. */
export type LocateFailure = 'refused' | 'unavailable';

/** The browser's geolocation: one position, within 15 seconds. */
export const browserLocate: Locate = () =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        resolve({ lat: coords.latitude, lng: coords.longitude });
      },
      reject,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });

/** A refusal (GeolocationPositionError.PERMISSION_DENIED, code 1) or any other failure. */
export function locateFailure(error: unknown): LocateFailure {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 1 ? 'refused' : 'unavailable';
}

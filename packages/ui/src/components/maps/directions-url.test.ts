import { describe, expect, it } from 'vitest';
import { buildDirectionsUrl } from './directions-url';

describe('buildDirectionsUrl', () => {
  it('fills the origin and destination placeholders', () => {
    const url = buildDirectionsUrl(
      'https://maps.example.com/dir/?origin={originLat},{originLng}&destination={destinationLat},{destinationLng}',
      { lat: 25.2, lng: 55.27 },
      { lat: 24.45, lng: 54.38 },
    );
    expect(url).toBe('https://maps.example.com/dir/?origin=25.2,55.27&destination=24.45,54.38');
  });

  it('leaves unknown placeholders alone', () => {
    expect(buildDirectionsUrl('/dir/{mode}/{originLat}', { lat: 1, lng: 2 }, { lat: 3, lng: 4 })).toBe('/dir/{mode}/1');
  });
});

import { offlineMapConfig } from '@aafiya/ui';
import { describe, expect, it } from 'vitest';
import { siteMapConfig } from './site-map-config';

describe('siteMapConfig', () => {
  it('draws the packaged UAE map when no tile server is configured', () => {
    expect(siteMapConfig({})).toEqual(offlineMapConfig);
    expect(siteMapConfig({ VITE_MAP_TILE_URL: '  ' })).toEqual(offlineMapConfig);
  });

  it('takes the configured tile server, attribution, subdomains, directions link, geocoder and route service', () => {
    expect(
      siteMapConfig({
        VITE_MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        VITE_MAP_ATTRIBUTION: '© Example',
        VITE_MAP_SUBDOMAINS: 'abc',
        VITE_MAP_DIRECTIONS_URL: 'https://maps.example/dir/{originLat},{originLng}/{destinationLat},{destinationLng}',
        VITE_MAP_GEOCODER_URL: 'https://geocoder.example/search?format=json&q={query}',
        VITE_MAP_ROUTE_URL: 'https://router.example/route/v1/driving',
      }),
    ).toEqual({
      tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
      subdomains: 'abc',
      directionsUrl: 'https://maps.example/dir/{originLat},{originLng}/{destinationLat},{destinationLng}',
      geocoderUrl: 'https://geocoder.example/search?format=json&q={query}',
      routeUrl: 'https://router.example/route/v1/driving',
    });
  });
});

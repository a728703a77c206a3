import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlGeocoder } from './url-geocoder';

const options = { center: { lat: 25.2, lng: 55.27 }, radiusKm: 500 };

describe('urlGeocoder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fills the template and reads a Nominatim-style answer, skipping malformed places', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        Response.json([
          { display_name: 'Dubai Marina, Dubai, United Arab Emirates', lat: '25.0805', lon: '55.1403' },
          { display_name: 'No position' },
        ]),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const geocode = urlGeocoder('https://geo.example/search?q={query}&lat={lat}&lon={lng}&r={radiusKm}&l={lang}', 'ar');
    await expect(geocode('Dubai Marina & JBR', options)).resolves.toEqual([
      { label: 'Dubai Marina, Dubai, United Arab Emirates', lat: 25.0805, lng: 55.1403 },
    ]);
    expect(fetch).toHaveBeenCalledWith(
      'https://geo.example/search?q=Dubai%20Marina%20%26%20JBR&lat=25.2&lon=55.27&r=500&l=ar',
      expect.anything(),
    );
  });

  it('fails when the service answers with an error', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    await expect(urlGeocoder('https://geo.example/?q={query}')('Dubai', options)).rejects.toThrow('503');
  });
});

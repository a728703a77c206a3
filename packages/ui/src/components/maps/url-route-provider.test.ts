import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlRouteProvider } from './url-route-provider';

const template = 'https://router.example/route/v1/driving/{originLng},{originLat};{destinationLng},{destinationLat}';

describe('urlRouteProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the route service for the two points and returns the route as [lat, lng]', async () => {
    const answer = { routes: [{ geometry: { coordinates: [[55.27, 25.19], [55.28, 25.2], 'bad'] } }] };
    const fetchRoute = vi.fn(() => Promise.resolve(Response.json(answer)));
    vi.stubGlobal('fetch', fetchRoute);
    const route = await urlRouteProvider(template)({ lat: 25.19, lng: 55.27 }, { lat: 25.2, lng: 55.28 });
    expect(fetchRoute).toHaveBeenCalledWith('https://router.example/route/v1/driving/55.27,25.19;55.28,25.2', {
      headers: { Accept: 'application/json' },
    });
    expect(route).toEqual([
      [25.19, 55.27],
      [25.2, 55.28],
    ]);
  });

  it('fails when the service fails or answers no route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Response('', { status: 503 })),
    );
    await expect(urlRouteProvider(template)({ lat: 1, lng: 2 }, { lat: 3, lng: 4 })).rejects.toThrow('503');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Response.json({ code: 'NoRoute' })),
    );
    await expect(urlRouteProvider(template)({ lat: 1, lng: 2 }, { lat: 3, lng: 4 })).rejects.toThrow('no route');
  });
});

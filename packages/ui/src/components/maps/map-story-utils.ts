import * as L from 'leaflet';
import { expect, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import type { LatLng, MapPoint } from './map-config';

// Helpers for the maps stories' play functions. Not exported from the package.

/** The map frame (with data-status and data-zoom) of the story, or of the nth map. */
export function mapFrame(root: HTMLElement, index = 0): HTMLElement {
  const frame = root.querySelectorAll<HTMLElement>('[data-slot="map"]')[index];
  if (!frame) throw new Error('No map in the story');
  return frame;
}

/** Waits until the offline tiles have drawn and "Loading Maps" is gone. */
export async function waitForMap(root: HTMLElement, index = 0): Promise<HTMLElement> {
  const frame = mapFrame(root, index);
  await waitFor(() => expect(frame).toHaveAttribute('data-status', 'ready'), { timeout: 5000 });
  return frame;
}

/** Clicks the map at an offset (px) from its centre and returns the position Leaflet maps that pixel to. */
export async function clickMap(map: HTMLElement, [lat, lng]: LatLng, zoom: number, [dx, dy]: [number, number]) {
  const box = map.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2 + dx, clientY: box.top + box.height / 2 + dy };
  await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords });
  const crs = L.CRS.EPSG3857;
  return crs.pointToLatLng(crs.latLngToPoint(L.latLng(lat, lng), zoom).add([dx, dy]), zoom);
}

/** The points a spied callback (an `fn()` arg such as onChange) was called with, in order. */
export function pointsPassedTo(callback: unknown): MapPoint[] {
  return callsOf(callback).map(([point]) => point as MapPoint);
}

/** The argument lists a spied callback was called with. */
export function callsOf(callback: unknown): unknown[][] {
  return (callback as { mock?: { calls: unknown[][] } }).mock?.calls ?? [];
}

/** The shapes of the packaged UAE map (uae-basemap.ts) drawn in a map frame: land, borders, neighbours. */
export function basemapShapes(frame: HTMLElement) {
  return {
    land: frame.querySelectorAll('path.aafiya-basemap-land'),
    borders: frame.querySelectorAll('path.aafiya-basemap-border'),
    neighbours: frame.querySelectorAll('path.aafiya-basemap-neighbour'),
    labels: Array.from(frame.querySelectorAll('.aafiya-basemap-label'), (label) => label.textContent),
  };
}

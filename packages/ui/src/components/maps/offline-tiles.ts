import type { MapConfig } from './map-config';

const tileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect width="256" height="256" fill="#eef2f0"/>' +
  '<path d="M0 0H256V256" fill="none" stroke="#d5ddd9" stroke-width="2"/></svg>';

/** A blank, gridded tile drawn from a data: URI: no tile server is called. */
export const offlineTileUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tileSvg)}`;

/**
 * The map configuration when a site names no tile server or geocoder: no tile
 * URL, so the map draws the packaged UAE outline (coast, emirates' borders,
 * city labels), and the place search answers from the packaged gazetteer.
 * Choosing a location works with no network at all. Deployments set a tile URL
 * (and a geocoder URL) to get street maps.
 */
export const offlineMapConfig: MapConfig = {};

import type { MapConfig } from './map-config';

const tileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect width="256" height="256" fill="#eef2f0"/>' +
  '<path d="M0 0H256V256" fill="none" stroke="#d5ddd9" stroke-width="2"/></svg>';

/** A blank, gridded tile drawn from a data: URI: no tile server is called. */
export const offlineTileUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tileSvg)}`;

/**
 * The map configuration when a site names no tile server: a plain grid, so a
 * pin can still be placed and moved (registration, profile location) where
 * street tiles are out of reach. Deployments set a real tile URL.
 */
export const offlineMapConfig: MapConfig = { tileUrl: offlineTileUrl, attribution: 'Offline map' };

import type * as Leaflet from 'leaflet';
import './maps.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n';
import { loadLeaflet, type LeafletModule } from './leaflet-loader';
import type { LatLng, MapConfig } from './map-config';

/**
 * What the map shows: "Loading Maps" until the first tile (or, without a tile
 * server, the packaged UAE map) arrives, "Error loading map" when it cannot load.
 */
export type MapStatus = 'loading' | 'ready' | 'error';

export interface UseLeafletMapOptions {
  /** Starting centre; later changes move the map. */
  center: LatLng;
  /** Starting zoom; later changes zoom the map. */
  zoom: number;
  config: MapConfig;
}

export interface LeafletMap {
  /** Attach to the element Leaflet draws into (it must have a size). */
  attachMap: (node: HTMLDivElement | null) => () => void;
  /** The Leaflet module, once loaded (it is loaded on first use). */
  L: LeafletModule | null;
  map: Leaflet.Map | null;
  status: MapStatus;
  /** The map's current zoom level. */
  zoom: number;
}

/**
 * A Leaflet map bound to a React element: created when the element mounts,
 * removed when it unmounts, with the configured tile layer (or, with no tile
 * URL, the packaged vector map of the UAE), localised zoom buttons, and the
 * controls on the reading-direction side.
 */
export function useLeafletMap({ center, zoom, config }: UseLeafletMapOptions): LeafletMap {
  const { t } = useTranslation('maps');
  const { locale, direction } = useLocale();
  const [initialView] = useState(() => ({ center, zoom }));
  const [loaded, setLoaded] = useState<{ L: LeafletModule; map: Leaflet.Map } | null>(null);
  const [failed, setFailed] = useState(false);
  const [tiles, setTiles] = useState<{ url: string; status: MapStatus } | null>(null);
  const [currentZoom, setCurrentZoom] = useState(zoom);
  const [vector, setVector] = useState<{ map: Leaflet.Map; status: MapStatus } | null>(null);
  const { tileUrl, attribution, subdomains, maxZoom } = config;
  const L = loaded?.L ?? null;
  const map = loaded?.map ?? null;

  const attachMap = useCallback(
    (node: HTMLDivElement | null) => {
      let disposed = false;
      let instance: Leaflet.Map | null = null;
      if (node) {
        loadLeaflet()
          .then((module) => {
            if (disposed) return;
            instance = module.map(node, { center: initialView.center, zoom: initialView.zoom, zoomControl: false });
            setLoaded({ L: module, map: instance });
            setFailed(false);
          })
          .catch(() => {
            if (!disposed) setFailed(true);
          });
      }
      return () => {
        disposed = true;
        instance?.remove();
        setLoaded(null);
      };
    },
    [initialView],
  );

  const [lat, lng] = center;
  useEffect(() => {
    map?.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);

  useEffect(() => {
    if (!map) return;
    const onZoom = () => {
      setCurrentZoom(map.getZoom());
    };
    map.on('zoomend', onZoom);
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(map.getContainer());
    return () => {
      map.off('zoomend', onZoom);
      resize.disconnect();
    };
  }, [map]);

  useEffect(() => {
    if (!L || !map || !tileUrl) return;
    let loadedTiles = 0;
    // Undefined options would override Leaflet's defaults (maxZoom 18), so only set the given ones.
    const layer = L.tileLayer(tileUrl, {
      ...(attribution ? { attribution } : {}),
      ...(maxZoom === undefined ? {} : { maxZoom }),
      ...(subdomains ? { subdomains } : {}),
    });
    layer.on('tileload', () => {
      loadedTiles += 1;
      setTiles({ url: tileUrl, status: 'ready' });
    });
    // "load" fires once every tile in view has finished, loaded or failed.
    layer.on('load', () => {
      if (loadedTiles === 0) setTiles({ url: tileUrl, status: 'error' });
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [L, map, tileUrl, attribution, subdomains, maxZoom]);

  // No tile server: draw the packaged UAE map (coast, emirates' borders, city names).
  useEffect(() => {
    if (!L || !map || tileUrl) return;
    let current = true;
    let remove: (() => void) | undefined;
    import('./uae-basemap').then(
      ({ addUaeBasemap }) => {
        if (!current) return;
        remove = addUaeBasemap(L, map, { locale });
        setVector({ map, status: 'ready' });
      },
      () => {
        if (current) setVector({ map, status: 'error' });
      },
    );
    return () => {
      current = false;
      remove?.();
    };
  }, [L, map, tileUrl, locale]);

  useEffect(() => {
    if (!L || !map) return;
    const start = direction === 'rtl' ? 'topright' : 'topleft';
    const zoomControl = L.control
      .zoom({ position: start, zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') })
      .addTo(map);
    map.attributionControl.setPosition(direction === 'rtl' ? 'bottomleft' : 'bottomright');
    return () => {
      zoomControl.remove();
    };
  }, [L, map, t, direction]);

  const tileStatus = tiles && tiles.url === tileUrl ? tiles.status : 'loading';
  const vectorStatus = vector && vector.map === map ? vector.status : 'loading';
  const status: MapStatus = failed ? 'error' : tileUrl ? tileStatus : vectorStatus;
  return { attachMap, L, map, status, zoom: currentZoom };
}

import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { mapDefaults, useMapConfig, type LatLng, type MapConfig } from './map-config';
import { MapFrame } from './map-frame';
import { addStaticMarker } from './map-marker';
import { useLeafletMap } from './use-leaflet-map';

export interface MapViewProps {
  /** Centre as [lat, lng]; defaults to the marker, else the UAE overview (23.42, 53.85). */
  center?: LatLng;
  /** Zoom level; the specification uses 8 for the overview and 15 on profiles. */
  zoom?: number;
  /** Where the pin goes, as [lat, lng]. */
  marker?: LatLng;
  /** Name of the marked place, shown next to the pin and read by screen readers. */
  markerLabel?: string;
  /** Accessible name of the map. */
  label?: string;
  /** Tiles and links; falls back to the nearest MapConfigProvider. */
  config?: MapConfig;
  /** Forces the loading or error state. */
  status?: 'loading' | 'error';
  className?: string;
}

/** A read-only map centred on a place, with an optional pin. */
export function MapView({
  center,
  zoom = mapDefaults.zoom,
  marker,
  markerLabel,
  label,
  config,
  status,
  className,
}: MapViewProps) {
  const { t } = useTranslation('maps');
  const leaflet = useLeafletMap({ center: center ?? marker ?? mapDefaults.center, zoom, config: useMapConfig(config) });
  const { L, map } = leaflet;
  const markerLat = marker?.[0];
  const markerLng = marker?.[1];
  const pinLabel = markerLabel ?? t('markerLabel');

  useEffect(() => {
    if (!L || !map || markerLat === undefined || markerLng === undefined) return;
    const pin = addStaticMarker(L, map, [markerLat, markerLng], {
      label: pinLabel,
      showLabel: markerLabel !== undefined,
    });
    return () => {
      pin.remove();
    };
  }, [L, map, markerLat, markerLng, pinLabel, markerLabel]);

  return (
    <MapFrame
      leaflet={leaflet}
      attachMap={leaflet.attachMap}
      status={status}
      label={label ?? t('mapLabel')}
      className={className}
    />
  );
}

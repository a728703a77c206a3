import type * as Leaflet from 'leaflet';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { mapDefaults, useMapConfig, type LatLng, type MapConfig, type MapPoint } from './map-config';
import { MapFrame } from './map-frame';
import { LocationSearch, type Geocoder } from './location-search';
import { usePickerMarker } from './use-picker-marker';
import { usePlaceSearch } from './use-place-search';
import { useLeafletMap } from './use-leaflet-map';

export interface LocationPickerProps {
  /** The chosen point (controlled). */
  value?: MapPoint | null;
  /** The first chosen point (uncontrolled). */
  defaultValue?: MapPoint | null;
  /** A point was chosen: map click, marker drag, arrow keys or a search result. */
  onChange?: (point: MapPoint) => void;
  /** The Update Location button was pressed with the chosen point. */
  onUpdateLocation?: (point: MapPoint) => void;
  /**
   * Finds places for the search box. Default: the configured geocoder service
   * (`geocoderUrl`), else the packaged gazetteer of UAE places (offline).
   */
  geocode?: Geocoder;
  /** Starting centre as [lat, lng] (the specification's 23.42, 53.85). */
  center?: LatLng;
  /** Starting zoom (8 on registration, 15 on profiles). */
  zoom?: number;
  /** Zoom the map moves to, at least, when a point is pinned (14). */
  panZoom?: number;
  /** Place search bias radius in km (500). */
  searchRadiusKm?: number;
  /** Disables Update Location, e.g. while saving. */
  updating?: boolean;
  /** Hides the Update Location button (e.g. inside a registration form with its own submit). */
  hideUpdateButton?: boolean;
  updateLabel?: string;
  /** Accessible name of the map. */
  label?: string;
  config?: MapConfig;
  /** Forces the loading or error state. */
  status?: 'loading' | 'error';
  className?: string;
  mapClassName?: string;
}

/** Choose a place: click the map, drag or arrow-key the marker, or search; then Update Location. */
export function LocationPicker({
  value,
  defaultValue = null,
  onChange,
  onUpdateLocation,
  geocode,
  center = mapDefaults.center,
  zoom = mapDefaults.zoom,
  panZoom = mapDefaults.panZoom,
  searchRadiusKm = mapDefaults.searchRadiusKm,
  updating = false,
  hideUpdateButton = false,
  updateLabel,
  label,
  config,
  status,
  className,
  mapClassName,
}: LocationPickerProps) {
  const { t } = useTranslation('maps');
  const id = useId();
  const [chosen, setChosen] = useState<MapPoint | null>(defaultValue);
  const point = value === undefined ? chosen : value;
  const mapConfig = useMapConfig(config);
  const leaflet = useLeafletMap({ center, zoom, config: mapConfig });
  const placeSearch = usePlaceSearch(geocode, mapConfig);
  const { L, map } = leaflet;

  function choose(next: MapPoint) {
    setChosen(next);
    onChange?.(next);
  }

  /** Pins a point and brings it into view at the pan zoom at least. */
  function pin({ lat, lng }: MapPoint) {
    choose({ lat, lng });
    map?.setView([lat, lng], Math.max(map.getZoom(), panZoom));
  }
  const pinFromMap = useEffectEvent(pin);

  usePickerMarker(L, map, point, { label: t('markerLabel'), describedBy: `${id}-marker-hint`, onMove: choose });

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    const onClick = (event: Leaflet.LeafletMouseEvent) => {
      pinFromMap(event.latlng);
    };
    // Keyboard alternative to clicking: Enter or Space on the focused map pins its centre.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== container || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      event.stopPropagation();
      pinFromMap(map.getCenter());
    };
    map.on('click', onClick);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      map.off('click', onClick);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [map]);

  const [lat0, lng0] = center;
  return (
    <div data-slot="location-picker" className={cn('flex flex-col gap-3', className)}>
      <LocationSearch
        geocode={placeSearch}
        radiusKm={searchRadiusKm}
        getCenter={() => {
          const { lat, lng } = map ? map.getCenter() : { lat: lat0, lng: lng0 };
          return { lat, lng };
        }}
        onSelect={(result) => {
          pin(result);
        }}
      />
      <MapFrame
        leaflet={leaflet}
        attachMap={leaflet.attachMap}
        status={status}
        label={label ?? t('pickerLabel')}
        describedBy={`${id}-map-hint`}
        className={mapClassName}
      />
      <p id={`${id}-map-hint`} className="text-sm text-foreground-muted">
        {t('pickerHint')} <span id={`${id}-marker-hint`}>{t('markerHint')}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" data-slot="location-picker-value" className="text-sm text-foreground">
          {point
            ? t('coordinates', { latitude: point.lat.toFixed(5), longitude: point.lng.toFixed(5) })
            : t('noLocation')}
        </p>
        {!hideUpdateButton && (
          <Button
            disabled={!point || updating}
            aria-busy={updating || undefined}
            onClick={() => {
              if (point) onUpdateLocation?.(point);
            }}
          >
            {updateLabel ?? t('updateLocation')}
          </Button>
        )}
      </div>
    </div>
  );
}

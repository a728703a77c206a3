import type * as Leaflet from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { MapPoint } from './map-config';
import type { LeafletModule } from './leaflet-loader';
import { pinIcon } from './map-marker';

const arrowSteps: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export interface PickerMarkerOptions {
  /** Accessible name of the marker. */
  label: string;
  /** Id of the text that explains the arrow keys. */
  describedBy: string;
  /** The marker was dragged or moved with the keyboard. */
  onMove: (point: MapPoint) => void;
}

/**
 * The chosen point as a marker that can be dragged, or focused and moved with
 * the arrow keys (10 px a press, 50 px with Shift; the map follows it).
 */
export function usePickerMarker(
  L: LeafletModule | null,
  map: Leaflet.Map | null,
  point: MapPoint | null,
  options: PickerMarkerOptions,
) {
  const markerRef = useRef<Leaflet.Marker | null>(null);
  const moved = useEffectEvent((latLng: Leaflet.LatLng) => {
    options.onMove({ lat: latLng.lat, lng: latLng.lng });
  });

  useEffect(() => {
    if (!L || !map) return;
    const marker = L.marker([0, 0], { icon: pinIcon(L), draggable: true, keyboard: true, autoPan: true });
    marker.on('dragend', () => {
      moved(marker.getLatLng());
    });
    marker.on('add', () => {
      const element = marker.getElement();
      if (!element) return;
      L.DomEvent.on(element, 'keydown', (event) => {
        const step = arrowSteps[(event as KeyboardEvent).key];
        if (!step) return;
        L.DomEvent.stop(event);
        const distance = (event as KeyboardEvent).shiftKey ? 50 : 10;
        const from = map.latLngToContainerPoint(marker.getLatLng());
        const to = map.containerPointToLatLng(from.add([step[0] * distance, step[1] * distance]));
        marker.setLatLng(to);
        map.panInside(to, { padding: [40, 40] });
        moved(to);
      });
    });
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
  }, [L, map]);

  const lat = point?.lat;
  const lng = point?.lng;
  const { label, describedBy } = options;
  useEffect(() => {
    const marker = markerRef.current;
    if (!map || !marker) return;
    if (lat === undefined || lng === undefined) {
      marker.remove();
      return;
    }
    marker.setLatLng([lat, lng]);
    if (!map.hasLayer(marker)) marker.addTo(map);
    const element = marker.getElement();
    element?.setAttribute('aria-label', label);
    element?.setAttribute('aria-describedby', describedBy);
  }, [map, lat, lng, label, describedBy]);
}

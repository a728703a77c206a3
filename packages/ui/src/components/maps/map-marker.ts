import type * as Leaflet from 'leaflet';
import type { LeafletModule } from './leaflet-loader';
import type { LatLng } from './map-config';

export type MarkerTone = 'primary' | 'success' | 'danger';

const toneClass: Record<MarkerTone, string> = {
  primary: 'text-primary-700',
  danger: 'text-danger-700',
  success: 'text-success-700',
};

// A drawn pin instead of Leaflet's default PNG icon (whose image path breaks in bundlers).
const pin =
  '<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<path d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z" fill="currentColor" stroke="white" stroke-width="1.5"/>' +
  '<circle cx="12" cy="9" r="2.75" fill="white"/></svg>';

/** The map pin, coloured by tone, with a visible focus ring when it is keyboard operable. */
export function pinIcon(L: LeafletModule, tone: MarkerTone = 'primary'): Leaflet.DivIcon {
  return L.divIcon({
    html: pin,
    className: `${toneClass[tone]} rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`,
    iconSize: [32, 32],
    iconAnchor: [16, 31],
    tooltipAnchor: [0, -30],
  });
}

export interface StaticMarkerOptions {
  label: string;
  tone?: MarkerTone;
  /** Show the label next to the pin. */
  showLabel?: boolean;
}

/** A marker that only shows a place: an image named by its label, not a control. */
export function addStaticMarker(
  L: LeafletModule,
  map: Leaflet.Map,
  [lat, lng]: LatLng,
  { label, tone, showLabel }: StaticMarkerOptions,
) {
  const marker = L.marker([lat, lng], { icon: pinIcon(L, tone), keyboard: false, interactive: false }).addTo(map);
  const element = marker.getElement();
  element?.setAttribute('role', 'img');
  element?.setAttribute('aria-label', label);
  if (showLabel) marker.bindTooltip(label, { permanent: true, direction: 'top' });
  return marker;
}

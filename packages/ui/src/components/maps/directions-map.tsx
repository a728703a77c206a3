import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { buildDirectionsUrl } from './directions-url';
import { mapDefaults, toPoint, useMapConfig, type LatLng, type MapConfig, type MapPoint } from './map-config';
import { MapFrame } from './map-frame';
import { addStaticMarker } from './map-marker';
import { useLeafletMap } from './use-leaflet-map';

/** Returns the route's geometry as [lat, lng] points; supplied by the app (its routing service). */
export type RouteProvider = (origin: MapPoint, destination: MapPoint) => Promise<LatLng[]>;

export interface DirectionsMapProps {
  /** Start of the route as [lat, lng], e.g. the user's geolocation. */
  origin: LatLng;
  /** End of the route as [lat, lng], e.g. the hospital. */
  destination: LatLng;
  /** Driving route geometry; without it (or when it fails) a straight line joins the two points. */
  routeProvider?: RouteProvider;
  originLabel?: string;
  destinationLabel?: string;
  /** Highest zoom used to fit the route (13 in the directions modal). */
  zoom?: number;
  /** Accessible name of the map. */
  label?: string;
  config?: MapConfig;
  /** Forces the loading or error state. */
  status?: 'loading' | 'error';
  className?: string;
  mapClassName?: string;
}

/** A route between two places, with an "Open directions" link when the config has a directions URL. */
export function DirectionsMap({
  origin,
  destination,
  routeProvider,
  originLabel,
  destinationLabel,
  zoom = mapDefaults.directionsZoom,
  label,
  config: configProp,
  status,
  className,
  mapClassName,
}: DirectionsMapProps) {
  const { t } = useTranslation('maps');
  const config = useMapConfig(configProp);
  const [fromLat, fromLng] = origin;
  const [toLat, toLng] = destination;
  const leaflet = useLeafletMap({ center: [(fromLat + toLat) / 2, (fromLng + toLng) / 2], zoom, config });
  const { L, map } = leaflet;
  const startLabel = originLabel ?? t('origin');
  const endLabel = destinationLabel ?? t('destination');

  useEffect(() => {
    if (!L || !map) return;
    const from: LatLng = [fromLat, fromLng];
    const to: LatLng = [toLat, toLng];
    const markers = [
      addStaticMarker(L, map, from, { label: startLabel, tone: 'success', showLabel: true }),
      addStaticMarker(L, map, to, { label: endLabel, tone: 'primary', showLabel: true }),
    ];
    const line = L.polyline([], { className: 'stroke-primary-700', weight: 5, opacity: 0.85, interactive: false });
    line.addTo(map);
    const draw = (path: LatLng[]) => {
      line.setLatLngs(path);
      map.fitBounds(line.getBounds(), { padding: [48, 48], maxZoom: zoom });
    };
    let current = true;
    if (routeProvider) {
      routeProvider(toPoint(from), toPoint(to)).then(
        (path) => {
          if (current) draw(path.length > 1 ? path : [from, to]);
        },
        () => {
          if (current) draw([from, to]);
        },
      );
    } else {
      draw([from, to]);
    }
    return () => {
      current = false;
      line.remove();
      for (const marker of markers) marker.remove();
    };
  }, [L, map, fromLat, fromLng, toLat, toLng, routeProvider, startLabel, endLabel, zoom]);

  const href = config.directionsUrl
    ? buildDirectionsUrl(config.directionsUrl, { lat: fromLat, lng: fromLng }, { lat: toLat, lng: toLng })
    : undefined;

  return (
    <div data-slot="directions-map" className={cn('flex flex-col gap-2', className)}>
      <MapFrame
        leaflet={leaflet}
        attachMap={leaflet.attachMap}
        status={status}
        label={label ?? t('directionsLabel')}
        className={cn('h-[250px]', mapClassName)}
      />
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('openDirections')}
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      )}
    </div>
  );
}

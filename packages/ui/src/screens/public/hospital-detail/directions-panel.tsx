import { Info, LoaderCircle, MapPinOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  DirectionsMap,
  mapDefaults,
  type LatLng,
  type MapConfig,
  type RouteProvider,
  urlRouteProvider,
  useMapConfig,
} from '../../../components/maps';
import { useTranslation } from '../../../i18n/use-translation';
import { browserLocate, type Locate, type LocateFailure, locateFailure } from './locate';

/**
 * Spec choice: the directions link needs a maps site. When the deployment
 * configures none (`directionsUrl`), OpenStreetMap's directions page is used:
 * a plain link the visitor opens, not a request the page makes.
 */
export const DEFAULT_DIRECTIONS_URL =
  'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route={originLat}%2C{originLng}%3B{destinationLat}%2C{destinationLng}';

export interface DirectionsPanelProps {
  /** The hospital, as [lat, lng]. */
  destination: LatLng;
  destinationName: string;
  /** Where the visitor is; the browser's geolocation by default. */
  locate?: Locate;
  /** The driving route; by default the configured route service (`routeUrl`), if any. */
  routeProvider?: RouteProvider;
  config?: MapConfig;
}

type Position = { status: 'locating' } | { status: 'located'; origin: LatLng } | { status: LocateFailure };

/**
 * The get-directions modal's body (002 "Hospital detail"): the driving route
 * from the visitor's geolocation to the hospital on a 250 px map at zoom 13
 * (002 §9). A refused or failed location says so; without a route service the
 * map joins the two places with a straight line and says so, with a link that
 * opens the directions in a maps site.
 */
export function DirectionsPanel({
  destination,
  destinationName,
  locate = browserLocate,
  routeProvider,
  config: configProp,
}: DirectionsPanelProps) {
  const { t } = useTranslation('publicDetail');
  const config = useMapConfig(configProp);
  const [position, setPosition] = useState<Position>({ status: 'locating' });
  const route = useMemo(
    () => routeProvider ?? (config.routeUrl ? urlRouteProvider(config.routeUrl) : undefined),
    [routeProvider, config.routeUrl],
  );
  const mapConfig = useMemo(
    () => ({ ...config, directionsUrl: config.directionsUrl ?? DEFAULT_DIRECTIONS_URL }),
    [config],
  );

  useEffect(() => {
    let current = true;
    locate().then(
      ({ lat, lng }) => {
        if (current) setPosition({ status: 'located', origin: [lat, lng] });
      },
      (error: unknown) => {
        if (current) setPosition({ status: locateFailure(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [locate]);

  if (position.status === 'locating') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-700" />
        {t('locating')}
      </p>
    );
  }
  if (position.status !== 'located') {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger-700">
        <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {position.status === 'refused' ? t('locationRefused') : t('locationUnavailable')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {!route && (
        <p data-slot="no-route-service" className="flex items-start gap-2 text-sm text-foreground-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          {t('noRouteService')}
        </p>
      )}
      <DirectionsMap
        origin={position.origin}
        destination={destination}
        originLabel={t('yourLocation')}
        destinationLabel={destinationName}
        zoom={mapDefaults.directionsZoom}
        config={mapConfig}
        {...(route ? { routeProvider: route } : {})}
      />
    </div>
  );
}

import { LoaderCircle, MapPinOff } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import type { LeafletMap, MapStatus } from './use-leaflet-map';

export interface MapFrameProps {
  /** From useLeafletMap: the ref callback, the map's own status and its zoom. */
  leaflet: Pick<LeafletMap, 'status' | 'zoom'>;
  attachMap: LeafletMap['attachMap'];
  /** Forces a state, e.g. "loading" while the screen still fetches the location. */
  status?: Exclude<MapStatus, 'ready'>;
  /** Accessible name of the map. */
  label: string;
  /** Id of a hint that describes how to use the map. */
  describedBy?: string;
  className?: string;
  loadingText?: string;
  errorText?: string;
}

/** The box a map draws into, with the "Loading Maps" and "Error loading map" states over it. */
export function MapFrame({
  leaflet,
  attachMap,
  status,
  label,
  describedBy,
  className,
  loadingText,
  errorText,
}: MapFrameProps) {
  const { t } = useTranslation('maps');
  const shown = status ?? leaflet.status;
  return (
    <div
      data-slot="map"
      data-status={shown}
      data-zoom={leaflet.zoom}
      className={cn(
        'relative isolate h-80 w-full overflow-hidden rounded-lg border border-border bg-surface-muted',
        className,
      )}
    >
      {/* Leaflet owns the inner element's classes, so React never changes them. */}
      <div className={cn('size-full', shown === 'error' && 'invisible')}>
        <div
          ref={attachMap}
          role="application"
          aria-label={label}
          aria-describedby={describedBy}
          className="size-full font-sans focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        />
      </div>
      {shown === 'loading' && (
        <div
          role="status"
          className="absolute inset-0 z-1000 flex items-center justify-center gap-2 bg-surface-muted/80 text-sm font-medium text-foreground"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-700" />
          {loadingText ?? t('loading')}
        </div>
      )}
      {shown === 'error' && (
        <div
          role="alert"
          className="absolute inset-0 z-1000 flex flex-col items-center justify-center gap-2 bg-surface-muted text-sm font-medium text-danger-700"
        >
          <MapPinOff aria-hidden="true" className="size-6" />
          {errorText ?? t('error')}
        </div>
      )}
    </div>
  );
}

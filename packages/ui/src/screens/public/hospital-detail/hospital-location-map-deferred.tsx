import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import type { HospitalLocationMapProps } from './hospital-location-map';

const HospitalLocationMap = lazyComponent(() => import('./hospital-location-map').then((m) => m.HospitalLocationMap));

/** Loads the map's code now (a story's loader; the page loads it right after its heading paints). */
export function preloadHospitalLocationMap(): Promise<unknown> {
  return HospitalLocationMap.preload();
}

/**
 * The hospital's map in a chunk of its own: the page paints its heading at
 * once and the map (its React glue; Leaflet itself loads on first use) arrives
 * right after into a box of its height.
 */
export function DeferredHospitalLocationMap(props: HospitalLocationMapProps) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-64 w-full rounded-lg border border-border bg-surface-muted" />}
    >
      <HospitalLocationMap {...props} />
    </Suspense>
  );
}

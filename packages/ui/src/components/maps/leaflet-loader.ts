import type * as Leaflet from 'leaflet';

export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | null = null;

/**
 * Leaflet and its stylesheet, loaded on first use. Leaflet touches `window` as
 * soon as it is imported, so a static import would break server rendering and
 * any plain-Node import of @aafiya/ui; it also keeps Leaflet out of screens
 * without a map. A failed load is retried on the next map.
 */
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
    ([module]) => (module as LeafletModule & { default?: LeafletModule }).default ?? module,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

import type * as Leaflet from 'leaflet';
import type { Locale } from '../../i18n/locale';
import uaeBasemap from './data/uae-basemap.json';
import type { LeafletModule } from './leaflet-loader';

// Loaded when the first map without a tile server needs it (use-leaflet-map.ts): this
// module and data/uae-basemap.json are one lazy chunk, about 13 kB gzip. The data is
// written by packages/ui/scripts/make-uae-geodata.mjs from Natural Earth:
// neighbouring countries, the UAE's land, the emirates' borders, city labels.
interface BasemapProperties {
  kind: 'neighbour' | 'land' | 'border' | 'label';
  name?: string;
  en?: string;
  ar?: string;
}

interface BasemapFeature {
  type: 'Feature';
  properties: BasemapProperties;
  geometry:
    | { type: 'Point'; coordinates: number[] }
    | { type: 'Polygon' | 'MultiPolygon' | 'MultiLineString'; coordinates: unknown };
}

/** The packaged map: a GeoJSON FeatureCollection. */
interface Basemap {
  type: 'FeatureCollection';
  features: BasemapFeature[];
}

/** Colours of the drawn map; the sea is the map's background. */
const basemapColors = {
  sea: '#cfe3ec',
  neighbour: '#e9e7e1',
  neighbourEdge: '#c4c0b5',
  land: '#fbfaf5',
  coast: '#6f97ab',
  border: '#8c8a84',
} as const;

const styles: Record<Exclude<BasemapProperties['kind'], 'label'>, Leaflet.PathOptions> = {
  neighbour: { fillColor: basemapColors.neighbour, fillOpacity: 1, color: basemapColors.neighbourEdge, weight: 1 },
  land: { fillColor: basemapColors.land, fillOpacity: 1, color: basemapColors.coast, weight: 1.25 },
  border: { color: basemapColors.border, weight: 1, dashArray: '4 3', fill: false },
};

const labelPane = 'aafiya-labels';

const labelStyle: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  whiteSpace: 'nowrap',
  fontSize: '0.75rem',
  fontWeight: '600',
  color: '#1f2b30',
  textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 4px #fff',
};

/** The credit of the data drawn (and searched: see gazetteer.ts), in the attribution control. */
export const basemapAttribution = 'Natural Earth, GeoNames';

export interface VectorBasemapOptions {
  /** Language of the city labels. */
  locale: Locale;
}

/**
 * Draws the UAE under the map's markers: the sea as background, the neighbouring
 * countries, the UAE's land with its coast, the emirates' borders dashed, and the
 * main cities' names. Nothing is interactive, so clicks still reach the map (to
 * pin a location). Returns the function that removes it all.
 */
export function addUaeBasemap(L: LeafletModule, map: Leaflet.Map, { locale }: VectorBasemapOptions): () => void {
  const basemap = uaeBasemap as Basemap;
  const container = map.getContainer();
  const background = container.style.background;
  container.style.background = basemapColors.sea;
  container.dataset.basemap = 'uae';
  if (!map.getPane(labelPane)) {
    const pane = map.createPane(labelPane);
    pane.style.zIndex = '450'; // over the shapes (400), under markers (600)
    pane.style.pointerEvents = 'none';
  }

  const shapes = L.geoJSON<BasemapProperties>(basemap, {
    filter: (item) => item.properties.kind !== 'label',
    style: (item) => {
      const kind = item?.properties.kind;
      return { ...(kind && kind !== 'label' ? styles[kind] : {}), className: `aafiya-basemap-${kind ?? 'shape'}` };
    },
    interactive: false,
    attribution: basemapAttribution,
  }).addTo(map);

  const labels = basemap.features.flatMap((item) => {
    const { kind, en, ar } = item.properties;
    if (kind !== 'label' || item.geometry.type !== 'Point') return [];
    const [lng, lat] = item.geometry.coordinates;
    if (lat === undefined || lng === undefined) return [];
    const text = document.createElement('span');
    text.textContent = (locale === 'ar' ? ar : en) ?? en ?? '';
    // Dark text with a light halo, centred on the city (inline: no stylesheet for a lazy layer).
    Object.assign(text.style, labelStyle);
    const icon = L.divIcon({ html: text, className: 'aafiya-basemap-label', iconSize: [0, 0] });
    const label = L.marker([lat, lng], { icon, pane: labelPane, interactive: false, keyboard: false }).addTo(map);
    // Place names are decoration here: the map's own label and the search name places.
    label.getElement()?.setAttribute('aria-hidden', 'true');
    return [label];
  });

  const maxZoom = map.options.maxZoom;
  if (maxZoom === undefined) map.setMaxZoom(18);

  return () => {
    shapes.remove();
    for (const label of labels) label.remove();
    container.style.background = background;
    delete container.dataset.basemap;
    if (maxZoom === undefined) map.options.maxZoom = undefined;
  };
}

import type { Catalog } from './messages';

/**
 * Texts of the maps components (English: the specification's wording).
 *
 * English (loaded alone: messages/maps.ar.ts has the Arabic).
 */
export default {
  loading: 'Loading Maps',
  error: 'Error loading map',
  mapLabel: 'Map',
  pickerLabel: 'Map: choose a location',
  pickerHint: 'Click the map, or press Enter to place the marker at the centre of the map.',
  markerLabel: 'Selected location',
  markerHint: 'Use the arrow keys to move the marker.',
  coordinates: 'Latitude {{latitude}}, longitude {{longitude}}',
  noLocation: 'No location selected',
  searchLabel: 'Search for a place',
  searchPlaceholder: 'Search places',
  search: 'Search',
  searching: 'Searching…',
  searchResults: 'Search results',
  resultCount: 'Places found: {{count}}',
  noResults: 'No places found',
  searchError: 'Search failed, try again',
  updateLocation: 'Update Location',
  directionsLabel: 'Directions map',
  origin: 'Start',
  destination: 'Destination',
  openDirections: 'Open directions',
  opensInNewTab: '(opens in a new tab)',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
} satisfies Catalog;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { LocationPicker } from './location-picker';
import { brokenTilesConfig, failingGeocoder, fakeGeocoder, offlineMapConfig } from './map-fixtures';
import type { GeocodeOptions } from './location-search';
import { basemapShapes, callsOf, clickMap, pointsPassedTo, waitForMap } from './map-story-utils';
import { distanceKm } from './place-search';

const meta = {
  title: 'Maps/LocationPicker',
  component: LocationPicker,
  args: {
    config: offlineMapConfig,
    geocode: fn(fakeGeocoder),
    onChange: fn(),
    onUpdateLocation: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const hospital = { lat: 25.2048, lng: 55.2708 };

/** Registration: the UAE overview, nothing chosen yet; a click pins the point and pans to zoom 14. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '8');
    await expect(canvas.getByText('No location selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Location' })).toBeDisabled();

    const map = canvas.getByRole('application', { name: 'Map: choose a location' });
    const expected = await clickMap(map, [23.42, 53.85], 8, [80, -60]);
    await expect(args.onChange).toHaveBeenCalledOnce();
    const [point] = pointsPassedTo(args.onChange);
    await expect(point?.lat).toBeCloseTo(expected.lat, 2);
    await expect(point?.lng).toBeCloseTo(expected.lng, 2);
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
    await expect(canvas.getByRole('button', { name: 'Selected location' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Location' })).toBeEnabled();
  },
};

/** Hospital profile: the saved location at zoom 15; Update Location sends it back. */
export const WithMarker: Story = {
  args: { defaultValue: hospital, center: [hospital.lat, hospital.lng], zoom: 15 },
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '15');
    await expect(canvas.getByText('Latitude 25.20480, longitude 55.27080')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await expect(args.onUpdateLocation).toHaveBeenCalledWith(hospital);
  },
};

/** Keyboard picking: Enter on the map pins its centre; the arrow keys move the marker. */
export const Picking: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    const map = canvas.getByRole('application', { name: 'Map: choose a location' });
    map.focus();
    await userEvent.keyboard('{Enter}');
    const [centre] = pointsPassedTo(args.onChange);
    await expect(centre?.lat).toBeCloseTo(23.42, 1);
    await expect(centre?.lng).toBeCloseTo(53.85, 1);

    const marker = canvas.getByRole('button', { name: 'Selected location' });
    await expect(marker).toHaveAccessibleDescription('Use the arrow keys to move the marker.');
    marker.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    const points = pointsPassedTo(args.onChange);
    const [pinned, moved] = [points[0], points.at(-1)];
    // Right twice and up once: east and north of where Enter pinned it.
    await expect(moved?.lng).toBeGreaterThan(pinned?.lng ?? Infinity);
    await expect(moved?.lat).toBeGreaterThan(pinned?.lat ?? Infinity);
    await expect(marker).toHaveFocus();

    // Dragging the marker 60 px to the right also moves the point.
    const box = marker.getBoundingClientRect();
    const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: marker, coords: start },
      { target: marker, coords: { ...start, clientX: start.clientX + 30 } },
      { target: marker, coords: { ...start, clientX: start.clientX + 60 } },
      { keys: '[/MouseLeft]', target: marker, coords: { ...start, clientX: start.clientX + 60 } },
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(5));
    const dragged = pointsPassedTo(args.onChange).at(-1);
    await expect(dragged?.lng).toBeGreaterThan(moved?.lng ?? Infinity);

    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await expect(args.onUpdateLocation).toHaveBeenCalledWith(dragged);
  },
};

/** Place search with the fake geocoder: biased within 500 km; choosing a result pins it at zoom 14. */
export const SearchResults: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a place' }), 'Dubai');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const results = await canvas.findByRole('list', { name: 'Search results' });
    // Biased towards the map's centre (about 23.42, 53.85), within 500 km.
    const [query, options] = callsOf(args.geocode)[0] as [string, GeocodeOptions];
    await expect(query).toBe('Dubai');
    await expect(options.radiusKm).toBe(500);
    await expect(options.center.lat).toBeCloseTo(23.42, 1);
    await expect(options.center.lng).toBeCloseTo(53.85, 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Places found: 2');
    await userEvent.click(within(results).getByRole('button', { name: 'Dubai Mall, Dubai' }));
    await expect(args.onChange).toHaveBeenCalledWith({ lat: 25.1972, lng: 55.2796 });
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
    await expect(canvas.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await expect(args.onUpdateLocation).toHaveBeenCalledWith({ lat: 25.1972, lng: 55.2796 });
  },
};

/** The search box with the keyboard alone: Enter searches, arrow keys pick, Enter chooses. */
export const SearchWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search for a place' }));
    await userEvent.keyboard('dubai{Enter}');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(results).getByRole('button', { name: 'Dubai Mall, Dubai' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ lat: 25.2325, lng: 55.3222 });
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
    await expect(canvas.getByRole('searchbox', { name: 'Search for a place' })).toHaveFocus();
  },
};

/**
 * The default with nothing configured (no tile server, no geocoder, no network):
 * the map draws the UAE, and the search answers from the packaged gazetteer.
 */
export const Offline: Story = {
  args: { config: {}, geocode: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(basemapShapes(frame).land.length).toBeGreaterThan(0);
    const search = canvas.getByRole('searchbox', { name: 'Search for a place' });
    await userEvent.type(search, 'Dubai Marina{Enter}');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: 'Dubai Marina, Dubai' }));
    const [marina] = pointsPassedTo(args.onChange);
    await expect(distanceKm(marina ?? { lat: 0, lng: 0 }, { lat: 25.08, lng: 55.14 })).toBeLessThan(2);
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
    await expect(canvas.getByRole('button', { name: 'Selected location' })).toBeVisible();

    // A landmark: the first result of "Dubai Mall" is the mall, in Downtown Dubai.
    await userEvent.clear(search);
    await userEvent.type(search, 'dubai mall{Enter}');
    const landmarks = await canvas.findByRole('list', { name: 'Search results' });
    const [first] = within(landmarks).getAllByRole('button');
    await expect(first).toHaveAccessibleName('Dubai Mall, Dubai');
    await userEvent.click(first as HTMLElement);
    const mall = pointsPassedTo(args.onChange).at(-1);
    await expect(distanceKm(mall ?? { lat: 0, lng: 0 }, { lat: 25.1975, lng: 55.2792 })).toBeLessThan(0.5);
  },
};

/** Offline in Arabic: Arabic names are found and shown, with the emirate. */
export const OfflineArabic: Story = {
  globals: arabic,
  args: { config: {}, geocode: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await waitFor(() => expect(basemapShapes(frame).labels).toContain('أبوظبي'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث عن مكان' }), 'دبي مارينا{Enter}');
    const results = await canvas.findByRole('list', { name: 'نتائج البحث' });
    await userEvent.click(within(results).getByRole('button', { name: 'دبي مارينا، دبي' }));
    const [marina] = pointsPassedTo(args.onChange);
    await expect(distanceKm(marina ?? { lat: 0, lng: 0 }, { lat: 25.08, lng: 55.14 })).toBeLessThan(2);
  },
};

export const NoSearchResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a place' }), 'Atlantis{Enter}');
    await expect(await canvas.findByText('No places found')).toBeVisible();
  },
};

export const SearchFails: Story = {
  args: { geocode: fn(failingGeocoder) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a place' }), 'Dubai{Enter}');
    await expect(await canvas.findByText('Search failed, try again')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Maps')).toBeVisible();
  },
};

export const MapError: Story = {
  args: { config: brokenTilesConfig },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error loading map');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { defaultValue: hospital, center: [hospital.lat, hospital.lng], zoom: 15 },
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('application', { name: 'الخريطة: اختر موقعًا' })).toBeVisible();
    await expect(canvas.getByText('خط العرض 25.20480، خط الطول 55.27080')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث عن مكان' }), 'Abu Dhabi{Enter}');
    const results = await canvas.findByRole('list', { name: 'نتائج البحث' });
    await userEvent.click(within(results).getByRole('button', { name: 'Sheikh Khalifa Medical City, Abu Dhabi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث الموقع' }));
    await expect(args.onUpdateLocation).toHaveBeenCalledWith({ lat: 24.4881, lng: 54.3703 });
  },
};

export const ArabicError: Story = {
  globals: arabic,
  args: { config: brokenTilesConfig },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'حدث خطأ أثناء تحميل الخريطة',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { DirectionsMap } from './directions-map';
import { brokenTilesConfig, fakeRouteProvider, offlineMapConfig, places } from './map-fixtures';
import { basemapShapes, waitForMap } from './map-story-utils';

const meta = {
  title: 'Maps/DirectionsMap',
  component: DirectionsMap,
  args: {
    config: offlineMapConfig,
    origin: places.patientHome,
    destination: places.dubaiHospital,
    destinationLabel: 'Aafiya Hospital Dubai',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DirectionsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn route line (an SVG path Leaflet renders). */
function routeLine(root: HTMLElement) {
  return root.querySelector('path.stroke-primary-700');
}

/** Without a route provider: a straight line, both places marked, and an "Open directions" link. */
export const Directions: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await expect(canvas.getByRole('application', { name: 'Directions map' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Start' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Aafiya Hospital Dubai' })).toBeVisible();
    // A straight line: one move and one line segment.
    await waitFor(() => expect(routeLine(canvasElement)?.getAttribute('d')).toMatch(/^M[\d. -]+L[\d. -]+$/));
    const link = canvas.getByRole('link', { name: 'Open directions (opens in a new tab)' });
    await expect(link).toHaveAttribute(
      'href',
      'https://maps.example.com/dir/?origin=25.1972,55.2744&destination=25.2048,55.2708',
    );
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** With a route provider: its geometry is drawn (here one bend), over the packaged UAE map (no tile server). */
export const WithRoute: Story = {
  args: { routeProvider: fn(fakeRouteProvider), config: {} },
  play: async ({ args, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(basemapShapes(frame).land).toHaveLength(1);
    await expect(args.routeProvider).toHaveBeenCalledWith(
      { lat: 25.1972, lng: 55.2744 },
      { lat: 25.2048, lng: 55.2708 },
    );
    await waitFor(() => expect(routeLine(canvasElement)?.getAttribute('d')?.match(/L/g)).toHaveLength(2));
  },
};

/** The routing service fails: fall back to the straight line. */
export const RouteFails: Story = {
  args: { routeProvider: fn(() => Promise.reject(new Error('No route'))) },
  play: async ({ canvasElement }) => {
    await waitForMap(canvasElement);
    await waitFor(() => expect(routeLine(canvasElement)?.getAttribute('d')?.match(/L/g)).toHaveLength(1));
  },
};

export const WithoutDirectionsLink: Story = {
  args: { config: { tileUrl: offlineMapConfig.tileUrl } },
  play: async ({ canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Open directions/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Maps');
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
  args: { destinationLabel: 'مستشفى عافية دبي', routeProvider: fn(fakeRouteProvider) },
  play: async ({ canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('application', { name: 'خريطة الاتجاهات' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'نقطة البداية' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'مستشفى عافية دبي' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'فتح الاتجاهات (يفتح في علامة تبويب جديدة)' })).toBeVisible();
  },
};

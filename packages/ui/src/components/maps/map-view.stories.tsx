import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { MapConfigProvider } from './map-config';
import { brokenTilesConfig, offlineMapConfig, places } from './map-fixtures';
import { basemapShapes, waitForMap } from './map-story-utils';
import { MapView } from './map-view';

const meta = {
  title: 'Maps/MapView',
  component: MapView,
  args: { config: offlineMapConfig },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(canvas.getByRole('application', { name: 'Map' })).toBeVisible();
    // The specification's overview: centred on the UAE at zoom 8.
    await expect(frame).toHaveAttribute('data-zoom', '8');
    await expect(canvas.queryByText('Loading Maps')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  },
};

export const WithMarker: Story = {
  args: { marker: places.dubaiHospital, markerLabel: 'Aafiya Hospital Dubai', zoom: 15 },
  play: async ({ canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '15');
    await expect(canvas.getByRole('img', { name: 'Aafiya Hospital Dubai' })).toBeVisible();
    await expect(canvas.getByText('Aafiya Hospital Dubai')).toBeVisible();
  },
};

/** Configuration from the app-wide provider instead of a prop. */
export const FromProvider: Story = {
  args: { config: undefined, marker: places.abuDhabiHospital, zoom: 15 },
  decorators: [
    (Story) => (
      <MapConfigProvider config={offlineMapConfig}>
        <Story />
      </MapConfigProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Selected location' })).toBeVisible();
    await expect(canvas.getByText('Offline tiles')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', marker: places.dubaiHospital },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Maps');
  },
};

export const TilesFail: Story = {
  args: { config: brokenTilesConfig, marker: places.dubaiHospital },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error loading map');
    await expect(canvas.queryByRole('application')).not.toBeInTheDocument();
  },
};

/** No tile server configured (or reachable): the packaged map of the UAE instead of tiles. */
export const NoTileUrl: Story = {
  args: { config: {}, marker: places.dubaiHospital, markerLabel: 'Aafiya Hospital Dubai' },
  play: async ({ canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const shapes = basemapShapes(frame);
    // The coast and the land border as one filled outline, the emirates' borders, the neighbours.
    await expect(shapes.land).toHaveLength(1);
    await expect(shapes.land[0]?.getAttribute('d')?.length).toBeGreaterThan(1000);
    await expect(shapes.borders).toHaveLength(1);
    await expect(shapes.neighbours.length).toBeGreaterThanOrEqual(3);
    await expect(shapes.labels).toEqual(expect.arrayContaining(['Abu Dhabi', 'Dubai', 'Sharjah', 'Fujairah']));
    await expect(canvas.getByText('Natural Earth, GeoNames')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Aafiya Hospital Dubai' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { marker: places.dubaiHospital, markerLabel: 'مستشفى عافية دبي', zoom: 15 },
  play: async ({ canvasElement }) => {
    await waitForMap(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('application', { name: 'الخريطة' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'مستشفى عافية دبي' })).toBeVisible();
    // Zoom buttons sit on the reading side: top right in Arabic.
    await expect(canvas.getByRole('button', { name: 'تكبير' }).closest('.leaflet-right')).not.toBeNull();
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

import { publicPages } from '@aafiya/api-client/mocks';
import { toHospitalDetails } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { waitForMap } from '../../../components/maps/map-story-utils';
import { preloadDirections } from './directions-dialog';
import { HospitalDetailView } from './hospital-detail';
import { preloadHospitalLocationMap } from './hospital-location-map-deferred';

const meta = {
  title: 'Public/Hospital Detail',
  component: HospitalDetailView,
  args: {
    state: { status: 'ready', hospital: toHospitalDetails(publicPages.marinaCarePage) },
    now: new Date('2026-11-28T10:00:00+04:00'),
    onBookDoctor: fn(),
    onChooseProvider: fn(),
    onRetry: fn(),
    // By the Burj Khalifa.
    locate: fn(() => Promise.resolve({ lat: 25.1972, lng: 55.2744 })),
  },
  parameters: { layout: 'padded' },
  loaders: [() => Promise.all([preloadDirections(), preloadHospitalLocationMap()])],
} satisfies Meta<typeof HospitalDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the hospital' })).toBeVisible();
  },
};

/**
 * Get directions with no route service configured (as here): the route from
 * the visitor's location is a straight line, the modal says why and links to
 * the directions on a maps site.
 */
export const DirectionsWithoutRouteService: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get directions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Directions to Marina Care Hospital' });
    await expect(
      await screen.findByText(/No route service is set up on this site, so the map joins you and the hospital/),
    ).toBeVisible();
    const frame = await waitForMap(dialog);
    await expect(frame).toHaveClass('h-[250px]');
    await expect(args.locate).toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'Open directions (opens in a new tab)' });
    await expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=25.1972%2C55.2744%3B25.0805%2C55.1403',
    );
  },
};

/** The visitor refuses to share their location: the modal says so. */
export const LocationRefused: Story = {
  args: { locate: fn(() => Promise.reject(Object.assign(new Error('denied'), { code: 1 }))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get directions' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your location was not shared, so the route cannot be drawn.',
    );
    await expect(screen.queryByRole('application')).not.toBeInTheDocument();
  },
};

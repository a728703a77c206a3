import { publicPages } from '@aafiya/api-client/mocks';
import { toHospitalDetails } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { phone } from '../../../stories/viewports';
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

/** Loading on a phone, in Arabic: the placeholders fit 390 px. */
export const LoadingArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expectFitsViewport(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

const refused = Object.assign(new Error('User denied Geolocation'), { code: 1 });
let locateCalls = 0;

/**
 * Get directions. The visitor first refuses to share their location: the
 * modal says so. Asked again, they share it; with no route service
 * configured (as here) the route is a straight line, the modal says why and
 * links to the directions on a maps site.
 */
export const Directions: Story = {
  args: {
    // Refused the first time; then by the Burj Khalifa.
    locate: fn(() => (++locateCalls === 1 ? Promise.reject(refused) : Promise.resolve({ lat: 25.1972, lng: 55.2744 }))),
  },
  beforeEach: () => {
    locateCalls = 0;
  },
  play: async ({ args, canvas }) => {
    const open = canvas.getByRole('button', { name: 'Get directions' });
    await userEvent.click(open);
    const refusedDialog = await screen.findByRole('dialog', { name: 'Directions to Marina Care Hospital' });
    await expect(await within(refusedDialog).findByRole('alert')).toHaveTextContent(
      'Your location was not shared, so the route cannot be drawn.',
    );
    await expect(within(refusedDialog).queryByRole('application')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Directions to Marina Care Hospital' });
    await expect(
      await within(dialog).findByText(/No route service is set up on this site, so the map joins you and the hospital/),
    ).toBeVisible();
    await expect(await waitForMap(dialog)).toHaveClass('h-[250px]');
    await expect(args.locate).toHaveBeenCalledTimes(2);
    const link = within(dialog).getByRole('link', { name: 'Open directions (opens in a new tab)' });
    await expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=25.1972%2C55.2744%3B25.0805%2C55.1403',
    );
  },
};

/** Get directions on a phone (390 px): the same two tries, the modal and its map within the screen. */
export const DirectionsPhone: Story = {
  ...Directions,
  globals: { ...phone },
  play: async (context) => {
    await Directions.play?.(context);
    const dialog = screen.getByRole('dialog', { name: 'Directions to Marina Care Hospital' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectFitsViewport(context.canvasElement);
  },
};

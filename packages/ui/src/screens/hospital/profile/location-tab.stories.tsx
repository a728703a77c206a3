import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { callsOf, clickMap, waitForMap } from '../../../components/maps/map-story-utils';
import { arabic } from '../../../stories/locale-globals';
import { storyArabicHospital, storyHospital } from './hospital-profile.fixtures';
import { LocationTab } from './location-tab';

const meta = {
  title: 'Hospital/Profile/Location tab',
  component: LocationTab,
  args: {
    hospital: storyHospital,
    onSave: fn(() => Promise.resolve(true)),
    // What the sites have by default: no tile server (the packaged UAE map) and no geocoder (the packaged gazetteer).
    mapConfig: {},
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LocationTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const marina = storyHospital.location ?? { lat: 0, lng: 0 };

/** The hospital's point at zoom 15; a click on the map moves the pin, Update Location saves it. */
export const MovePin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '15');
    await expect(canvas.getByText('Latitude 25.08050, longitude 55.14030')).toBeVisible();
    const map = canvas.getByRole('application', { name: 'Map: choose a location' });
    const expected = await clickMap(map, [marina.lat, marina.lng], 15, [90, -50]);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const [point] = callsOf(args.onSave)[0] as [{ lat: number; lng: number }];
    await expect(point.lat).toBeCloseTo(expected.lat, 4);
    await expect(point.lng).toBeCloseTo(expected.lng, 4);
  },
};

/** No point yet: "Please select hospital location"; pinning one clears it and saves. */
export const NoLocation: Story = {
  args: { hospital: { ...storyHospital, location: null } },
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await expect(await canvas.findByText('Please select hospital location')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await clickMap(canvas.getByRole('application', { name: 'Map: choose a location' }), [23.42, 53.85], 8, [40, 20]);
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(canvas.queryByText('Please select hospital location')).toBeNull();
  },
};

/** The search box finds a UAE place offline (the packaged gazetteer) and pins it. */
export const Search: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a place' }), 'healthcare{Enter}');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await userEvent.click(within(results).getByRole('button', { name: 'Dubai Healthcare City, Dubai' }));
    await expect(canvas.getByText('Latitude 25.22990, longitude 55.32270')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update Location' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ lat: 25.2299, lng: 55.3227 }));
  },
};

export const MapError: Story = {
  args: { mapStatus: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading map');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { hospital: { ...storyArabicHospital, location: null } },
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMap(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث الموقع' }));
    await expect(await canvas.findByText('يرجى تحديد موقع المستشفى')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ابحث عن مكان' }), 'الشارقة{Enter}');
    const results = await canvas.findByRole('list', { name: 'نتائج البحث' });
    // The city of Sharjah, in the emirate of Sharjah.
    await userEvent.click(within(results).getByRole('button', { name: 'الشارقة، الشارقة' }));
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث الموقع' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ lat: 25.3342, lng: 55.4122 }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { fakeGeocoder, offlineMapConfig } from '../../../components/maps/map-fixtures';
import { waitForMap } from '../../../components/maps/map-story-utils';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { HospitalRegistrationView } from './hospital-registration';
import {
  ar,
  byLabel,
  en,
  filledDetails,
  insuranceOptions,
  licencePdf,
  pinOnMap,
} from './hospital-registration.story-helpers';

const meta = {
  title: 'Public/Register Hospital/Step 2',
  component: HospitalRegistrationView,
  args: {
    insuranceOptions: insuranceOptions(),
    onSubmit: fn(),
    onResend: fn(),
    mapConfig: offlineMapConfig,
    geocode: fakeGeocoder,
    defaultValues: { ...filledDetails, tradeLicenseFile: licencePdf() },
    initialStep: 2,
  },
  decorators: [withNavigation(fn())],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HospitalRegistrationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm al-Quwain'];

/** Step 2: address, the state (Dubai by default, seven in all) and the map on the UAE at zoom 8. */
export const StepTwo: Story = {
  play: async ({ canvas, canvasElement }) => {
    const steps = canvas.getByRole('list', { name: en.stepsLabel });
    await expect(within(steps).getByText(en.locationDetails).closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('textbox', { name: en.address })).toHaveValue('');
    const state = canvas.getByRole('button', { name: /State/ });
    await expect(state).toHaveTextContent('Dubai');
    await userEvent.click(state);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(states);
    await userEvent.keyboard('{Escape}');
    const frame = await waitForMap(canvasElement);
    await expect(frame).toHaveAttribute('data-zoom', '8');
    await expect(canvas.getByText('No location selected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Location' })).toBeNull();
  },
};

/** Submit without a pin: "Please select location of hospital"; pinning clears it and Submit goes through. */
export const WithoutPin: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.submit }));
    const location = canvas.getByRole('group', { name: en.location });
    await waitFor(() => expect(location).toHaveAccessibleDescription('Please select location of hospital'));
    await expect(canvas.getByRole('textbox', { name: en.address })).toHaveAccessibleDescription('Required');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: en.address }), 'Al Marsa Street');
    await pinOnMap(canvas, canvasElement);
    await waitFor(() => expect(canvas.queryByText('Please select location of hospital')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toMatchObject({ address: 'Al Marsa Street', state: 'Dubai' });
  },
};

/** Back returns to step 1 with every value kept; Next brings back step 2 as it was left. */
export const BackKeepsValues: Story = {
  args: { initialStep: 1 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.next }));
    await userEvent.type(await canvas.findByRole('textbox', { name: en.address }), 'Al Marsa Street');
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ajman' }));
    await pinOnMap(canvas, canvasElement);
    const pinned = canvas.getByText(/^Latitude/).textContent;

    await userEvent.click(canvas.getByRole('button', { name: en.back }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /Basic details/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: en.name })).toHaveValue('Marina Care Hospital');
    await expect(canvas.getByRole('textbox', { name: en.phoneNo })).toHaveValue('+971-50 123 4567');
    await expect(canvas.getByRole('textbox', { name: en.tradeLicenseNo })).toHaveValue('1234567');
    await expect(byLabel(canvas, en.password)).toHaveValue('Marina#2026');
    await expect(canvas.getByText('trade-licence.pdf')).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Daman' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: en.next }));
    await expect(await canvas.findByRole('textbox', { name: en.address })).toHaveValue('Al Marsa Street');
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveTextContent('Ajman');
    await expect(canvas.getByText(/^Latitude/)).toHaveTextContent(pinned);
    // Coming back, the map opens on the pin at the pin zoom.
    await expect(await waitForMap(canvasElement)).toHaveAttribute('data-zoom', '14');
  },
};

/** Starting on step 2 with step 1 incomplete: Submit goes back to step 1 and shows what is missing. */
export const StepOneIncomplete: Story = {
  args: { defaultValues: { address: 'Al Marsa Street', location: { lat: 25.08, lng: 55.14 } } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: en.name })).toHaveAccessibleDescription('Required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: Submit and Back wait. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: { ...meta.args.defaultValues, address: 'Al Marsa Street' } },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: en.submitting });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: en.back })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The map's own states (the primitive's texts). */
export const MapLoading: Story = {
  args: { mapStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading Maps')).toBeVisible();
  },
};

export const MapError: Story = {
  args: { mapStatus: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading map');
  },
};

/** Place search within 500 km of the map's centre pins the place at zoom 14. */
export const SearchPlace: Story = {
  args: { geocode: fn(fakeGeocoder) },
  play: async ({ args, canvas, canvasElement }) => {
    const frame = await waitForMap(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search for a place' }), 'Healthcare City{Enter}');
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await expect(args.geocode).toHaveBeenCalledWith('Healthcare City', expect.objectContaining({ radiusKm: 500 }));
    await userEvent.click(within(results).getByRole('button', { name: 'Dubai Healthcare City, Dubai' }));
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', '14'));
    await expect(canvas.getByText('Latitude 25.23250, longitude 55.32220')).toBeVisible();
    // Enter in the search box searched: it did not submit the registration.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: en.address })).not.toHaveAttribute('aria-invalid');
  },
};

export const ArabicWithoutPin: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: /الإمارة/ })).toHaveTextContent('دبي');
    await userEvent.click(canvas.getByRole('button', { name: ar.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: ar.location })).toHaveAccessibleDescription(ar.selectLocation),
    );
    await expect(canvas.getByRole('textbox', { name: ar.address })).toHaveAccessibleDescription(ar.required);
    await userEvent.click(canvas.getByRole('button', { name: ar.back }));
    await expect(await canvas.findByRole('textbox', { name: ar.name })).toHaveValue('Marina Care Hospital');
  },
};

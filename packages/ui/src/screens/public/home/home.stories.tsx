import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { desktop } from '../../../stories/viewports';
import { withNavigation } from '../../../stories/with-navigation';
import { specialityOptions } from '../search/search.story-fixtures';
import { preloadHomeSearch, PublicHome } from './home';

const navigate = fn();

const meta = {
  title: 'Public/Home',
  component: PublicHome,
  args: {
    specialities: specialityOptions(),
    onSearch: fn(),
    appStoreUrl: 'https://apps.apple.com/ae/app/aafiya/id000000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=ae.aafiya',
  },
  loaders: [() => preloadHomeSearch()],
  globals: { ...desktop },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PublicHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: 'Populated: empty text does nothing, a speciality opens the doctor search',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find the right care, near you' })).toBeVisible();
    // Empty (or blank) text does nothing.
    const hospital = canvas.getByRole('searchbox', { name: 'Search hospitals' });
    await expect(hospital).toHaveAttribute('placeholder', 'enter area');
    await userEvent.type(hospital, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    // The Doctor tab searches doctors.
    await userEvent.click(canvas.getByRole('tab', { name: 'Doctor' }));
    const doctor = canvas.getByRole('searchbox', { name: 'Search doctors' });
    await expect(doctor).toHaveAttribute('placeholder', 'enter specialist');
    await userEvent.type(doctor, ' Cardiology ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('doctor', 'Cardiology');
    // A speciality is a link to the doctor search with that filter.
    const finder = within(canvas.getByRole('region', { name: 'Find a doctor by speciality' }));
    await userEvent.click(finder.getByRole('link', { name: 'Paediatrics' }));
    await expect(navigate).toHaveBeenCalledWith('/doctor?speciality=spec-paediatrics');
    // The store links come from configuration and open in a new tab.
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', args.appStoreUrl);
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute('target', '_blank');
  },
};

/** No store configured and the specialities still loading: no store links, a spinner in the finder. */
export const NotConfigured: Story = {
  args: { appStoreUrl: undefined, playStoreUrl: undefined, specialities: [], specialitiesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /App Store|Google Play/ })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { ...desktop, ...arabic },
  args: { specialities: specialityOptions('ar') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="public-home"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'البحث عن المستشفيات' }), 'دبي مارينا{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('hospital', 'دبي مارينا');
    await expect(canvas.getByRole('link', { name: 'أمراض القلب' })).toHaveAttribute(
      'href',
      '/doctor?speciality=spec-cardiology',
    );
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });

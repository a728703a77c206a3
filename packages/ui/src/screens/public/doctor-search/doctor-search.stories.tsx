import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { preloadFiltersDialog } from '../search/filters-panel';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { desktop } from '../../../stories/viewports';
import { withNavigation } from '../../../stories/with-navigation';
import { doctorCards, doctorOptions } from '../search/search.story-fixtures';
import { DoctorSearch } from './doctor-search';
import { emptyDoctorSearch } from './doctor-search-state';

const navigate = fn();

const meta = {
  title: 'Public/Doctor search',
  component: DoctorSearch,
  args: {
    state: { ...emptyDoctorSearch, specialities: ['spec-cardiology'] },
    onStateChange: fn(),
    doctors: doctorCards(),
    total: 4,
    pageCount: 1,
    options: doctorOptions(),
    onBook: fn(),
  },
  globals: { ...desktop },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof DoctorSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: 'Populated: Dr. and the name, 2 chips and +N, book, language search shows 5',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search doctors' })).toHaveAttribute(
      'placeholder',
      'enter specialist',
    );
    await expect(canvas.getByText('4 doctors')).toBeVisible();
    const layla = within(canvas.getByRole('listitem', { name: 'Dr. Layla Haddad' }));
    const chips = within(layla.getByRole('list', { name: 'Specialities' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Dermatology',
      'Dentistry',
      '+2and Paediatrics, Orthopaedics',
    ]);
    await expect(layla.getByText('Shams Boutik, Al Reem Island, Abu Dhabi')).toBeVisible();
    await userEvent.click(layla.getByRole('link', { name: 'Dr. Layla Haddad' }));
    await expect(navigate).toHaveBeenCalledWith('/doctor/doc-layla-haddad');
    await userEvent.click(layla.getByRole('button', { name: 'book appointment with Dr. Layla Haddad' }));
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ id: 'doc-layla-haddad' }));

    // Language: 7 languages, the first 5 shown, narrowed by its search; a toggle re-runs the search.
    const language = within(canvas.getByRole('group', { name: 'Language' }));
    await expect(language.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Language' }), 'fa');
    await userEvent.click(language.getByRole('checkbox', { name: 'Farsi' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...args.state, languages: ['lang-fa'], page: 0 });
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Gender' })).getByRole('checkbox', { name: 'Female' }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...args.state, genders: ['gender-female'], page: 0 });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(emptyDoctorSearch);
  },
};

export const Loading: Story = {
  args: { doctors: [], total: 0, pageCount: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { doctors: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search Not Found')).toBeVisible();
    await expect(canvas.getByText('No doctors')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { ...desktop, ...arabic },
  args: { doctors: doctorCards('ar'), options: doctorOptions('ar') },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'البحث عن الأطباء' })).toHaveAttribute(
      'placeholder',
      'أدخل التخصص',
    );
    const layla = within(canvas.getByRole('listitem', { name: 'د. Layla Haddad' }));
    await expect(layla.getByText('الأمراض الجلدية')).toBeVisible();
    await userEvent.click(layla.getByRole('button', { name: 'احجز موعدًا مع د. Layla Haddad' }));
    await expect(args.onBook).toHaveBeenCalledOnce();
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'الجنسية' })).getByRole('checkbox', { name: 'الأردن' }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      ...args.state,
      nationalities: ['country-jo'],
      page: 0,
    });
  },
};

export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  loaders: [() => preloadFiltersDialog()],
  args: { doctors: doctorCards('ar'), options: doctorOptions('ar') },
  play: async (context) => {
    await phoneStory({ arabic: true }).play(context);
    await userEvent.click(context.canvas.getByRole('button', { name: 'عوامل التصفية (1)' }));
    await expect(await screen.findByRole('dialog', { name: 'عوامل التصفية' })).toBeVisible();
  },
};

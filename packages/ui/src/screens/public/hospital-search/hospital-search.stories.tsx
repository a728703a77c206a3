import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { preloadFiltersDialog } from '../search/filters-panel';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { desktop } from '../../../stories/viewports';
import { withNavigation } from '../../../stories/with-navigation';
import { hospitalCards, hospitalOptions, patientInsurances } from '../search/search.story-fixtures';
import { HospitalSearch } from './hospital-search';
import { emptyHospitalSearch } from './hospital-search-state';

const navigate = fn();

const meta = {
  title: 'Public/Hospital search',
  component: HospitalSearch,
  args: {
    state: { ...emptyHospitalSearch, text: 'Dubai', hospitalTypes: ['HOSPITAL'], insurances: ['ins-thiqa'] },
    onStateChange: fn(),
    hospitals: hospitalCards,
    total: 27,
    pageCount: 3,
    options: hospitalOptions(),
    patientInsuranceIds: patientInsurances,
  },
  globals: { ...desktop },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof HospitalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: 'Populated: filters re-run at once, insurance search shows 5, Reset clears',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search hospitals' })).toHaveAttribute(
      'placeholder',
      'enter area',
    );
    await expect(canvas.getByText('27 hospitals')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Hospitals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Al Reem takes Thiqa, the patient's insurance: green border and a badge; Marina Care does not.
    const reem = canvas.getByRole('listitem', { name: 'Al Reem Specialty Clinic' });
    await expect(reem).toHaveAttribute('data-shares-insurance', 'true');
    await expect(within(reem).getByText('Accepts your insurance')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Marina Care Hospital' })).not.toHaveAttribute(
      'data-shares-insurance',
    );
    await expect(within(reem).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    // The image and the name lead to the hospital's page.
    const image = reem.querySelector('[data-slot="search-card-image"]');
    await expect(image).toHaveAttribute('href', '/hospitals/hsp-reem-clinic');
    await userEvent.click(within(reem).getByRole('link', { name: 'Al Reem Specialty Clinic' }));
    await expect(navigate).toHaveBeenCalledWith('/hospitals/hsp-reem-clinic');

    // A checkbox re-runs the search at once, from the first page.
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Add-ons' })).getByRole('checkbox', { name: 'Pharmacy' }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...args.state, addons: ['addon-pharmacy'], page: 0 });

    // Insurance: 7 insurances, the first 5 shown; its search narrows them; a checked one hidden stays checked.
    const insurance = within(canvas.getByRole('group', { name: 'Insurance' }));
    await expect(insurance.getAllByRole('checkbox')).toHaveLength(5);
    await expect(insurance.getByRole('checkbox', { name: 'Thiqa' })).toBeChecked();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Insurance' }), 'me');
    await expect(insurance.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(insurance.getByRole('checkbox', { name: 'MetLife' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      ...args.state,
      insurances: ['ins-thiqa', 'ins-metlife'],
      page: 0,
    });
    // The heading folds the list.
    await userEvent.click(canvas.getByRole('button', { name: 'Insurance' }));
    await expect(canvas.queryByRole('group', { name: 'Insurance' })).toBeNull();

    // Reset returns to every hospital; a new page keeps the filters.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(emptyHospitalSearch);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...args.state, page: 1 });

    // A new text runs from the first page; emptying the box returns to every hospital without a submit.
    const box = canvas.getByRole('searchbox', { name: 'Search hospitals' });
    await userEvent.clear(box);
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...args.state, text: '', page: 0 });
    await userEvent.type(box, 'Al Reem{Enter}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...args.state, text: 'Al Reem', page: 0 });
  },
};

export const Loading: Story = {
  args: { hospitals: [], total: 0, pageCount: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByText('27 hospitals')).toBeNull();
  },
};

export const Empty: Story = {
  args: { hospitals: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search Not Found')).toBeVisible();
    await expect(canvas.getByText('No hospitals')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Failure: Story = {
  name: 'Error',
  args: { hospitals: [], total: 0, pageCount: 0, error: true, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Search Not Found')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The search could not be run. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { ...desktop, ...arabic },
  args: { options: hospitalOptions('ar') },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="search-page"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('searchbox', { name: 'البحث عن المستشفيات' })).toHaveAttribute(
      'placeholder',
      'أدخل المنطقة',
    );
    await expect(canvas.getByText('27 مستشفى')).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'نوع المنشأة' })).getByRole('checkbox', { name: 'عيادة' }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      ...args.state,
      hospitalTypes: ['HOSPITAL', 'CLINIC'],
      page: 0,
    });
  },
};

/** At 390 px in Arabic the filters are behind a button, in a dialog. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  loaders: [() => preloadFiltersDialog()],
  args: { options: hospitalOptions('ar') },
  play: async (context) => {
    await phoneStory({ arabic: true }).play(context);
    const { args, canvas } = context;
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'عوامل التصفية (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'عوامل التصفية' }));
    await userEvent.click(
      within(dialog.getByRole('group', { name: 'التخصص' })).getByRole('checkbox', { name: 'طب الأطفال' }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      ...args.state,
      specialities: ['spec-paediatrics'],
      page: 0,
    });
  },
};

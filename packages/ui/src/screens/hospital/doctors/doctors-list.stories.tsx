import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { staffListViewStories } from '../staff/staff-list.view-stories';
import { confirmDelete, storyArabicDoctors, storyDoctors } from '../staff/staff.story-helpers';
import { DoctorsListView } from './doctors-list';

const views = staffListViewStories({
  noItems: { doctors: [] },
  search: 'Zayed',
  en: {
    title: 'Doctors List',
    add: 'ADD DOCTOR',
    empty: 'No doctors Found',
    emptySearch: 'No doctors found against this search',
    error: 'Problem while getting doctors',
  },
  ar: {
    title: 'قائمة الأطباء',
    add: 'إضافة طبيب',
    empty: 'لا يوجد أطباء',
    emptySearch: 'لا يوجد أطباء يطابقون هذا البحث',
    error: 'حدثت مشكلة أثناء جلب الأطباء',
  },
});

const meta = {
  title: 'Hospital/Doctors',
  component: DoctorsListView,
  args: { ...views.args, doctors: storyDoctors },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DoctorsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Doctors List' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Doctors List' });
    await expect(list.children).toHaveLength(4);
    await expect(canvas.getByText('Dermatology, Dentistry')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fatima Al Hashimi' }));
    await expect(args.onOpen).toHaveBeenCalledWith('doc-fatima-hashimi');
    await userEvent.click(canvas.getByRole('button', { name: 'ADD DOCTOR' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    // One page: the pager shows it, Prev and Next are disabled.
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const DeleteThroughConfirmation: Story = {
  play: async ({ args }) => {
    await confirmDelete('Rajesh Nair');
    await expect(args.onDelete).toHaveBeenCalledWith('doc-rajesh-nair');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Paged: Story = {
  name: 'Pager moves pages',
  args: { page: 1, pageCount: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Prev' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Refreshing: Story = {
  name: 'Another page loading over this one',
  args: { refreshing: true, page: 1, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Doctors List' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Loading: Story = views.Loading;

export const LoadError: Story = views.LoadError;

export const Empty: Story = views.Empty;

export const EmptySearch: Story = views.EmptySearch;

/** The receptionist's view: no ADD DOCTOR, no Delete; cards still open the detail. */
export const ReadOnly: Story = {
  args: { onAdd: undefined, onDelete: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'ADD DOCTOR' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Layla Haddad' }));
    await expect(args.onOpen).toHaveBeenCalledWith('doc-layla-haddad');
  },
};

export const Arabic: Story = views.arabic({
  args: { doctors: storyArabicDoctors, page: 0, pageCount: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('الأمراض الجلدية، طب الأسنان')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
});

export const ArabicEmpty: Story = views.ArabicEmpty;

export const ArabicEmptySearch: Story = views.ArabicEmptySearch;

export const ArabicLoadError: Story = views.ArabicLoadError;

export const ArabicLoading: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'جارٍ التحميل' })).toBeVisible();
  },
};

export const ArabicPhone: Story = views.phone({ arabic: true, args: { doctors: storyArabicDoctors } });

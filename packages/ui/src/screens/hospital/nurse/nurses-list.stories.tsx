import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { staffListViewStories } from '../staff/staff-list.view-stories';
import { storyNurses } from '../staff/staff.story-helpers';
import { NursesListView } from './nurses-list';

const views = staffListViewStories({
  noItems: { nurses: [] },
  search: 'Zainab',
  en: {
    title: 'Nurse/Technician List',
    add: '+ ADD NURSE/TECHNICIAN',
    empty: 'No nurse found',
    emptySearch: 'No nurses found against this search',
    error: 'Problem while getting nurses',
  },
  ar: {
    title: 'قائمة الممرضين/الفنيين',
    add: '+ إضافة ممرض/فني',
    empty: 'لا يوجد ممرضون',
    emptySearch: 'لا يوجد ممرضون يطابقون هذا البحث',
    error: 'حدثت مشكلة أثناء جلب الممرضين',
  },
});

const meta = {
  title: 'Hospital/Nurse',
  component: NursesListView,
  args: { ...views.args, nurses: storyNurses },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NursesListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = views.populated(
  {
    open: { name: 'Maria Santos', id: 'nurse-maria-santos' },
    remove: { name: 'Aisha Al Kaabi', id: 'nurse-aisha-kaabi' },
  },
  async ({ canvas }) => {
    await expect(canvas.getByText('Technician · Radiology technician')).toBeVisible();
  },
);

export const Paged: Story = {
  args: { page: 0, pageCount: 4 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = views.Loading;

export const LoadError: Story = views.LoadError;

export const Empty: Story = views.Empty;

export const EmptySearch: Story = views.EmptySearch;

export const Arabic: Story = views.arabic({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فني · Radiology technician')).toBeVisible();
  },
});

export const ArabicEmpty: Story = views.ArabicEmpty;

export const ArabicEmptySearch: Story = views.ArabicEmptySearch;

export const ArabicLoadError: Story = views.ArabicLoadError;

export const Phone: Story = views.phone();

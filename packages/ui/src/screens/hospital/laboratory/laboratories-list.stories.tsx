import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffListViewStories } from '../staff/staff-list.view-stories';
import { storyLaboratories } from '../staff/staff.story-helpers';
import { LaboratoriesListView } from './laboratories-list';

const views = staffListViewStories({
  noItems: { laboratories: [] },
  search: 'Pathology',
  en: {
    title: 'Laboratory List',
    add: 'ADD Laboratory',
    empty: 'No laboratory found',
    emptySearch: 'No labs found against this search',
    error: 'Problem while getting Laboratories',
  },
  ar: {
    title: 'قائمة المختبرات',
    add: 'إضافة مختبر',
    empty: 'لا توجد مختبرات',
    emptySearch: 'لا توجد مختبرات تطابق هذا البحث',
    error: 'حدثت مشكلة أثناء جلب المختبرات',
  },
});

const meta = {
  title: 'Hospital/Laboratory',
  component: LaboratoriesListView,
  args: { ...views.args, laboratories: storyLaboratories },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LaboratoriesListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = views.populated({
  open: { name: 'Reem Diagnostics Lab', id: 'lab-reem-diagnostics' },
  remove: { name: 'Marina Central Laboratory', id: 'lab-marina-central' },
});

export const Loading: Story = views.Loading;

export const LoadError: Story = views.LoadError;

export const Empty: Story = views.Empty;

export const EmptySearch: Story = views.EmptySearch;

export const Arabic: Story = views.arabic();

export const ArabicEmpty: Story = views.ArabicEmpty;

export const ArabicEmptySearch: Story = views.ArabicEmptySearch;

export const ArabicLoadError: Story = views.ArabicLoadError;

export const ArabicPhone: Story = views.phone({ arabic: true });

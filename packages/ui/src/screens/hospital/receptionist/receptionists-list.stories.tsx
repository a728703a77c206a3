import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffListViewStories } from '../staff/staff-list.view-stories';
import { storyReceptionists } from '../staff/staff.story-helpers';
import { ReceptionistsListView } from './receptionists-list';

const views = staffListViewStories({
  noItems: { receptionists: [] },
  search: 'Mona',
  en: {
    title: 'Receptionists List',
    add: '+ ADD RECEPTIONIST',
    empty: 'No receptionist found',
    emptySearch: 'No receptionists found against this search',
    error: 'Problem while getting receptionists',
  },
  ar: {
    title: 'قائمة موظفي الاستقبال',
    add: '+ إضافة موظف استقبال',
    empty: 'لا يوجد موظفو استقبال',
    emptySearch: 'لا يوجد موظفو استقبال يطابقون هذا البحث',
    error: 'حدثت مشكلة أثناء جلب موظفي الاستقبال',
  },
});

const meta = {
  title: 'Hospital/Receptionist',
  component: ReceptionistsListView,
  args: { ...views.args, receptionists: storyReceptionists },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReceptionistsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = views.populated({
  open: { name: 'Sara Ali', id: 'rcp-sara-ali' },
  remove: { name: 'Hamdan Al Nuaimi', id: 'rcp-hamdan-nuaimi' },
});

export const Loading: Story = views.Loading;

export const LoadError: Story = views.LoadError;

export const Empty: Story = views.Empty;

export const EmptySearch: Story = views.EmptySearch;

export const Arabic: Story = views.arabic();

export const ArabicEmpty: Story = views.ArabicEmpty;

export const ArabicEmptySearch: Story = views.ArabicEmptySearch;

export const ArabicLoadError: Story = views.ArabicLoadError;

export const Phone: Story = views.phone();

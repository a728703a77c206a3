import { catalogues, handlers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import {
  adminSession,
  addStory,
  arabicStory,
  type CatalogueStoryTexts,
  updateDeleteStory,
} from './catalogues.story-helpers';
import { catalogueStore } from './catalogues.story-store';
import { AdminCategoriesScreen } from './categories.connected';

const store = catalogueStore({
  path: '/categories',
  initial: () => catalogues.categories.map((category) => ({ ...category })),
});

/** 002 §2: the cards are titled Categories, and the modal's button is labelled speciality. */
const texts: CatalogueStoryTexts = {
  title: 'Categories',
  add: '+ Add Category',
  addTitle: 'Add Category',
  updateTitle: 'Update Category',
  submitAdd: 'Add Speciality',
  submitUpdate: 'Update Speciality',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
};

const meta = {
  title: 'Admin/Catalogues/Categories (connected)',
  component: AdminCategoriesScreen,
  decorators: [withToaster, withApi({ storage: adminSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof AdminCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithValidation: Story = {
  name: 'Add: both messages, then a category (the button labelled speciality)',
  ...addStory({
    texts,
    emptyMessages: ['Required ( In English )', 'Required ( In Arabic )'],
    fill: async (inDialog) => {
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(English\)/ }), 'Eye Clinic');
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'عيادة عيون');
    },
    newName: 'Eye Clinic',
    afterSave: async () => {
      await expect(store.sent).toEqual([{ name_en: 'Eye Clinic', name_ar: 'عيادة عيون' }]);
    },
  }),
};

export const UpdateAndDelete: Story = {
  name: 'Update (the modal in update mode), then Delete',
  ...updateDeleteStory({ texts, name: 'General Hospital', newName: 'General Hospitals' }),
};

export const Arabic: Story = arabicStory({
  title: 'الفئات',
  itemName: 'مستشفى عام',
  add: '+ إضافة فئة',
  addTitle: 'إضافة فئة',
  submitAdd: 'إضافة تخصص',
  emptyMessages: ['مطلوب ( بالإنجليزية )', 'مطلوب ( بالعربية )'],
});

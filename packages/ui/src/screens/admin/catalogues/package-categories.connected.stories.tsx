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
  expectMessages,
  storyImage,
  updateDeleteStory,
} from './catalogues.story-helpers';
import { catalogueStore } from './catalogues.story-store';
import { AdminPackageCategoriesScreen } from './package-categories.connected';

const store = catalogueStore({
  path: '/packageCategories',
  initial: () => catalogues.packageCategories.map((category) => ({ ...category })),
  imageField: 'image',
});

const texts: CatalogueStoryTexts = {
  title: 'Package Categories',
  add: '+ Add Package Category',
  addTitle: 'Add Package Category',
  updateTitle: 'Update Package Category',
  submitAdd: 'Add Package Category',
  submitUpdate: 'Update Package Category',
  created: 'Package Category Added Successfully',
  updated: 'Package Category Updated Successfully',
  deleted: 'Vendor Type Deleted Successfully',
};

const meta = {
  title: 'Admin/Catalogues/Package categories (connected)',
  component: AdminPackageCategoriesScreen,
  decorators: [withToaster, withApi({ storage: adminSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof AdminPackageCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithValidation: Story = {
  name: 'Add: every message, then a category with its image',
  ...addStory({
    texts,
    emptyMessages: ['Required ( English )', 'Required ( Arabic )', 'Please select image'],
    fill: async (inDialog) => {
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(English\)/ }), 'Family Days Out');
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'نزهات عائلية');
      await userEvent.upload(inDialog.getByLabelText(/^Image/), storyImage('family.png'));
    },
    newName: 'Family Days Out',
  }),
};

export const UpdateAndDelete: Story = {
  name: 'Update asks for an image too ("Please select image"), then Delete',
  ...updateDeleteStory({
    texts,
    name: 'Health Check-ups',
    newName: 'Health Checks',
    beforeSave: async (inDialog) => {
      await userEvent.click(inDialog.getByRole('button', { name: texts.submitUpdate }));
      await expectMessages(inDialog, ['Please select image']);
      await userEvent.upload(inDialog.getByLabelText(/^Image/), storyImage('checks.png'));
    },
    afterSave: async () => {
      await expect(store.sent[0]?.image).toBeInstanceOf(File);
    },
  }),
};

export const Arabic: Story = arabicStory({
  title: 'فئات الباقات',
  itemName: 'الفحوصات الصحية',
  add: '+ إضافة فئة باقات',
  addTitle: 'إضافة فئة باقات',
  submitAdd: 'إضافة فئة باقات',
  emptyMessages: ['مطلوب ( الإنجليزية )', 'مطلوب ( العربية )', 'يرجى اختيار صورة'],
});

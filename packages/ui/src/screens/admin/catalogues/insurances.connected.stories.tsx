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
  storyImage,
  updateDeleteStory,
} from './catalogues.story-helpers';
import { catalogueStore } from './catalogues.story-store';
import { AdminInsurancesScreen } from './insurances.connected';

const store = catalogueStore({
  path: '/insurances',
  initial: () => catalogues.insurances.map((insurance) => ({ ...insurance })),
  imageField: 'logo',
});

const texts: CatalogueStoryTexts = {
  title: 'Insurances',
  add: '+ Add Insurance',
  addTitle: 'Add Insurance',
  updateTitle: 'Update Insurance',
  submitAdd: 'Add Insurance',
  submitUpdate: 'Update Insurance',
  created: 'Insurance created successfully',
  updated: 'Insurance updated successfully',
  deleted: 'Insurance deleted successfully',
};

const meta = {
  title: 'Admin/Catalogues/Insurances (connected)',
  component: AdminInsurancesScreen,
  decorators: [withToaster, withApi({ storage: adminSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof AdminInsurancesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithValidation: Story = {
  name: 'Add: every message, then an insurance with its logo',
  ...addStory({
    texts,
    emptyMessages: ['Required ( English )', 'Required ( Arabic )', 'Please select an image'],
    fill: async (inDialog) => {
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(English\)/ }), 'Orient Insurance');
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'أورينت للتأمين');
      await userEvent.upload(inDialog.getByLabelText(/^Logo/), storyImage('orient.png'));
    },
    newName: 'Orient Insurance',
    afterSave: async () => {
      await expect(store.sent[0]).toMatchObject({ name_en: 'Orient Insurance', name_ar: 'أورينت للتأمين' });
      await expect(store.sent[0]?.image).toBeInstanceOf(File);
    },
  }),
};

export const UpdateAndDelete: Story = {
  name: 'Update (the modal in update mode), then Delete',
  ...updateDeleteStory({ texts, name: 'Daman', newName: 'Daman Health' }),
};

export const Arabic: Story = arabicStory({
  title: 'شركات التأمين',
  itemName: 'ضمان',
  add: '+ إضافة تأمين',
  addTitle: 'إضافة تأمين',
  submitAdd: 'إضافة تأمين',
  emptyMessages: ['مطلوب ( الإنجليزية )', 'مطلوب ( العربية )', 'يرجى اختيار صورة'],
});

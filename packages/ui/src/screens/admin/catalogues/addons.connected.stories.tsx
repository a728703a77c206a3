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
import { AdminAddonsScreen } from './addons.connected';

const store = catalogueStore({
  path: '/addons',
  initial: () => catalogues.addons.map((addon) => ({ ...addon })),
});

/** 002 §8's toasts, "Addon update successfully" included. */
const texts: CatalogueStoryTexts = {
  title: 'Addons',
  add: '+ Add Addon',
  addTitle: 'Add Addon',
  updateTitle: 'Update Addon',
  submitAdd: 'Add Addon',
  submitUpdate: 'Update Addon',
  created: 'Addon created successfully',
  updated: 'Addon update successfully',
  deleted: 'Addon deleted successfully',
};

const meta = {
  title: 'Admin/Catalogues/Addons (connected)',
  component: AdminAddonsScreen,
  decorators: [withToaster, withApi({ storage: adminSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof AdminAddonsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithValidation: Story = {
  // The Arabic message is 'Required ( In Arabic ) ' in 002 §5: shown as is, its last space is not seen.
  name: 'Add: both messages, then an addon in the list',
  ...addStory({
    texts,
    emptyMessages: ['Required ( In English )', 'Required ( In Arabic )'],
    fill: async (inDialog) => {
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(English\)/ }), 'Wheelchair Access');
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'مداخل للكراسي المتحركة');
    },
    newName: 'Wheelchair Access',
    afterSave: async () => {
      await expect(store.sent).toEqual([{ name_en: 'Wheelchair Access', name_ar: 'مداخل للكراسي المتحركة' }]);
    },
  }),
};

export const UpdateAndDelete: Story = {
  name: 'Update (the modal in update mode), then Delete',
  ...updateDeleteStory({ texts, name: 'Pharmacy', newName: 'Pharmacy 24/7' }),
};

export const Arabic: Story = arabicStory({
  title: 'الإضافات',
  itemName: 'صيدلية',
  add: '+ إضافة خدمة إضافية',
  addTitle: 'إضافة خدمة إضافية',
  submitAdd: 'إضافة خدمة إضافية',
  emptyMessages: ['مطلوب ( بالإنجليزية )', 'مطلوب ( بالعربية )'],
});

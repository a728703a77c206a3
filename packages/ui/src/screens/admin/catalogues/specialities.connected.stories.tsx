import { catalogues, handlers, mockError } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import {
  adminSession,
  addStory,
  arabicStory,
  chooseItemAction,
  type CatalogueStoryTexts,
  findCatalogue,
  retype,
  slow,
  storyImage,
  updateDeleteStory,
} from './catalogues.story-helpers';
import { catalogueStore } from './catalogues.story-store';
import { AdminSpecialitiesScreen } from './specialities.connected';

/** Four a page, so the five fixtures make two pages. */
const store = catalogueStore({
  path: '/specialities',
  initial: () => catalogues.specialities.map((speciality) => ({ ...speciality })),
  paged: { field: 'specialities', pageSize: 4 },
  imageField: 'logo',
});

const texts: CatalogueStoryTexts = {
  title: 'Specialities',
  add: '+ Add Speciality',
  addTitle: 'Add Speciality',
  updateTitle: 'Update Speciality',
  submitAdd: 'Add Speciality',
  submitUpdate: 'Update Speciality',
  created: 'Speciality created successfully',
  updated: 'Speciality updated successfully',
  deleted: 'Speciality deleted successfully',
};

const meta = {
  title: 'Admin/Catalogues/Specialities (connected)',
  component: AdminSpecialitiesScreen,
  decorators: [withToaster, withApi({ storage: adminSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset({ uploadDelayMs: 300 });
    toast.clear();
  },
} satisfies Meta<typeof AdminSpecialitiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddWithValidation: Story = {
  name: 'Add: every message, a 6 MB logo refused, then the upload with its progress',
  ...addStory({
    texts,
    emptyMessages: ['Required ( English )', 'Required ( Arabic )', 'Required', 'Required', 'Please select an image'],
    fill: async (inDialog) => {
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(English\)/ }), 'ENT');
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'الأنف والأذن والحنجرة');
      await userEvent.type(inDialog.getByRole('textbox', { name: /^Tags/ }), 'ear, nose, throat');
      const order = inDialog.getByRole('textbox', { name: /^Order/ });
      await userEvent.type(order, 'six');
      await expect(await inDialog.findByText('Order must be a number')).toBeVisible();
      await retype(order, '6');
      await userEvent.upload(inDialog.getByLabelText(/^Logo/), storyImage('huge.png', 6 * 1024 * 1024));
      await expect(await inDialog.findByText('File too Big, please select a file less than 5mb')).toBeVisible();
      await userEvent.upload(inDialog.getByLabelText(/^Logo/), storyImage('ent.png'));
      await inDialog.findByText('ent.png');
    },
    whileSaving: async (inDialog) => {
      await expect(await inDialog.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    },
    newName: 'ENT',
    afterSave: async () => {
      const [sent] = store.sent;
      await expect(sent).toMatchObject({ name_en: 'ENT', tags: 'ear, nose, throat', order: '6' });
      await expect(sent?.image).toBeInstanceOf(File);
    },
  }),
};

export const UpdateAndDelete: Story = {
  name: 'Update (the modal in update mode, the logo kept), then Delete',
  ...updateDeleteStory({
    texts,
    name: 'Cardiology',
    newName: 'Cardiac Sciences',
    afterSave: async () => {
      const [sent] = store.sent;
      await expect(sent).toMatchObject({ name_en: 'Cardiac Sciences', name_ar: 'أمراض القلب', order: '1' });
      await expect(sent).not.toHaveProperty('image');
    },
  }),
};

export const DeleteInUse: Story = {
  name: "Delete refused: the server's message, the confirmation stays open",
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/specialities/{id}', 409, { message: 'This speciality is used by 2 doctors' }),
        ...store.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await findCatalogue(canvas, texts.title);
    await chooseItemAction('Paediatrics', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('This speciality is used by 2 doctors');
    await expect(confirm).toBeInTheDocument();
  },
};

export const Pager: Story = {
  name: 'The zero-based pager: Prev disabled on the first page, Next on the last',
  play: async ({ canvas }) => {
    const list = await findCatalogue(canvas, texts.title);
    await expect(within(list).getAllByRole('heading')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(1), slow);
    await expect(within(list).getByRole('heading', { name: 'Dentistry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(store.pagesAsked).toContain(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Prev' }));
    await expect(await within(list).findByRole('heading', { name: 'Cardiology' }, slow)).toBeVisible();
  },
};

export const Arabic: Story = arabicStory({
  title: 'التخصصات',
  itemName: 'أمراض القلب',
  add: '+ إضافة تخصص',
  addTitle: 'إضافة تخصص',
  submitAdd: 'إضافة تخصص',
  emptyMessages: ['مطلوب ( الإنجليزية )', 'مطلوب ( العربية )', 'مطلوب', 'مطلوب', 'يرجى اختيار صورة'],
});

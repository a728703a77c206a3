import { handlers, mockError, vendors } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { openDialog, typeInto } from '../../hospital/staff-forms/staff-forms.story-helpers';
import {
  adminSession,
  addStory,
  arabicStory,
  type CatalogueStoryTexts,
  findCatalogue,
  type InDialog,
  slow,
  updateDeleteStory,
} from './catalogues.story-helpers';
import { catalogueStore } from './catalogues.story-store';
import { AdminVendorsScreen } from './vendors.connected';

const store = catalogueStore({
  path: '/vendors',
  initial: () => vendors.vendors.map((vendor) => ({ ...vendor })),
});

const texts: CatalogueStoryTexts = {
  title: 'Vendors',
  add: '+ Add Vendor',
  addTitle: 'Add Vendor',
  updateTitle: 'Update Vendor',
  submitAdd: 'Add Vendor',
  submitUpdate: 'Update Vendor',
  created: 'Vendor created successfully',
  updated: 'Vendor update successfully',
  deleted: 'Vendor deleted successfully',
};

const meta = {
  title: 'Admin/Catalogues/Vendors (connected)',
  component: AdminVendorsScreen,
  decorators: [withToaster, withApi({ storage: adminSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof AdminVendorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillVendor(inDialog: InDialog) {
  await typeInto(inDialog, /^First Name/, 'Layla');
  await typeInto(inDialog, /^Last Name/, 'Haddad');
  await typeInto(inDialog, /^Branch Name/, 'Glow Spa – JBR');
  await typeInto(inDialog, /^Email/, 'layla@glowspa.ae');
  // Typed as a person would, kept in the +971 mask.
  await typeInto(inDialog, /^Phone/, '0501234567');
  await typeInto(inDialog, /^Address/, 'The Walk, JBR, Dubai');
}

export const AddWithValidation: Story = {
  name: 'Add: every "Required", then a vendor with the +971 phone',
  ...addStory({
    texts,
    emptyMessages: ['Required', 'Required', 'Required', 'Required', 'Required', 'Required'],
    fill: fillVendor,
    newName: 'Layla Haddad',
    afterSave: async () => {
      await expect(store.sent).toEqual([
        {
          firstName: 'Layla',
          lastName: 'Haddad',
          branch_name: 'Glow Spa – JBR',
          email: 'layla@glowspa.ae',
          address: 'The Walk, JBR, Dubai',
          phoneNo: '+971-50 123 4567',
        },
      ]);
    },
  }),
};

export const UpdateAndDelete: Story = {
  name: 'Update (the modal in update mode), then Delete',
  ...updateDeleteStory({
    texts,
    name: 'Omar Al Suwaidi',
    newName: 'Omer Al Suwaidi',
    field: /^First Name/,
    fieldValue: 'Omar',
    newFieldValue: 'Omer',
    afterSave: async () => {
      await expect(store.sent[0]).toMatchObject({ firstName: 'Omer', phoneNo: '+971-50 661 2290' });
    },
  }),
};

export const CreateRefused: Story = {
  name: "Create refused: the server's message, the modal stays open",
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/vendors', 409, { message: 'This email is already used by another account' }),
        ...store.handlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await findCatalogue(canvas, texts.title);
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    const { dialog, inDialog } = await openDialog(texts.addTitle);
    await fillVendor(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: texts.submitAdd }));
    await expect(await inDialog.findByRole('alert', {}, slow)).toHaveTextContent(
      'This email is already used by another account',
    );
    await expectToast('This email is already used by another account');
    await expect(dialog).toBeInTheDocument();
  },
};

export const Arabic: Story = arabicStory({
  title: 'المورّدون',
  itemName: 'Omar Al Suwaidi',
  add: '+ إضافة مورّد',
  addTitle: 'إضافة مورّد',
  submitAdd: 'إضافة مورّد',
  emptyMessages: ['مطلوب', 'مطلوب', 'مطلوب', 'مطلوب', 'مطلوب', 'مطلوب'],
});

import { catalogues, handlers, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { offerStore, picture } from '../../hospital/offers/hospital-offers.story-helpers';
import { findCardList, slow } from '../../hospital/services/hospital-services.story-helpers';
import { expectToast } from '../../hospital/staff/staff.story-helpers';
import { choose, expectFieldErrors, openDialog } from '../../hospital/staff-forms/staff-forms.story-helpers';
import { VendorPackagesScreen } from './vendor-packages.connected';
import { vendorSession, wellnessPackages } from './vendor-packages.story-helpers';

const store = offerStore(wellnessPackages, '/packages/vendor/:vendorId');
const categoriesAnswer = mockOperation('get', '/packageCategories', { data: catalogues.packageCategories });

const meta = {
  title: 'Vendor/Packages (connected)',
  component: VendorPackagesScreen,
  decorators: [withToaster, withApi({ storage: vendorSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, categoriesAnswer, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof VendorPackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(title: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/**
 * Add Package: the empty submit shows 002 §5's messages, the type switches in
 * the quantities ("Field is required"), and the saved package, its image
 * cropped, is the signed-in vendor's.
 */
export const AddBuySomeGetSome: Story = {
  play: async ({ canvas }) => {
    const list = await findCardList(canvas, 'Vendor Packages');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Package' }));
    const { dialog, inDialog } = await openDialog('Add Package');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    const title = inDialog.getByRole('textbox', { name: /^Title/ });
    const points = inDialog.getByRole('textbox', { name: /^Points/ });
    await expectFieldErrors(
      [
        title,
        inDialog.getByRole('radiogroup', { name: /^Type/ }),
        inDialog.getByRole('button', { name: /Category/ }),
        points,
      ],
      'Required',
    );
    await expectFieldErrors([inDialog.getByLabelText(/^Package Image/)], 'Please select package image');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Buy Some, Get Some' }));
    await expect(inDialog.queryByRole('textbox', { name: /^Off/ })).toBeNull();
    const buy = inDialog.getByRole('textbox', { name: /^Buy Quantity/ });
    const get = inDialog.getByRole('textbox', { name: /^Get Quantity/ });
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors([buy, get], 'Field is required');
    await userEvent.type(title, 'Spa Day – Buy 3 Get 1');
    await choose(inDialog, /Category/, 'Wellness & Fitness');
    await userEvent.type(points, '90');
    await userEvent.type(buy, '3');
    await userEvent.type(get, '1');
    await userEvent.upload(inDialog.getByLabelText(/^Package Image/), await picture('spa.png'));
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Package created successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [sent] = store.sent;
    await expect(sent?.get('vendorId')).toBe(vendorSession.referenceId);
    await expect(sent?.has('hospitalId')).toBe(false);
    await expect(sent?.get('type')).toBe('BUY_SOME_GET_SOME');
    await expect(sent?.get('buyQuantity')).toBe('3');
    await expect(sent?.has('off')).toBe(false);
    await expect(sent?.get('image')).toBeInstanceOf(File);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), slow);
    await expect(within(list).getByText('Buy: 3 - Get: 1')).toBeVisible();
  },
};

/** Update: the buy-some-get-some package becomes a percentage one (off shows, the quantities go). */
export const UpdateToPercentage: Story = {
  play: async ({ canvas }) => {
    await findCardList(canvas, 'Vendor Packages');
    await openMenu('Sports Massage – Buy 2 Get 1', 'Update');
    const { dialog, inDialog } = await openDialog('Update Package');
    await expect(inDialog.getByRole('radio', { name: 'Buy Some, Get Some' })).toBeChecked();
    await expect(inDialog.getByRole('textbox', { name: /^Buy Quantity/ })).toHaveValue('2');
    await userEvent.click(inDialog.getByRole('radio', { name: 'On Percentage' }));
    await expect(inDialog.queryByRole('textbox', { name: /^Buy Quantity/ })).toBeNull();
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Off \(%\)/ }), '15');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Package update successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [sent] = store.sent;
    await expect(sent?.get('type')).toBe('ON_PERCENTAGE');
    await expect(sent?.get('off')).toBe('15');
    await expect(sent?.has('buyQuantity')).toBe(false);
    await expect(sent?.get('vendorId')).toBe(vendorSession.referenceId);
    await expect(await canvas.findByText('15 % Off', {}, slow)).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvas }) => {
    const list = await findCardList(canvas, 'Vendor Packages');
    await openMenu('One Month of Yoga – 30% off', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Package deleted successfully');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), slow);
  },
};

/** In Arabic: the vendor's words in the modal and its messages. */
export const ArabicAdd: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await findCardList(canvas, 'باقات الشريك');
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة باقة' }));
    const { inDialog } = await openDialog('إضافة باقة');
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: /^العنوان/ })], 'مطلوب');
    await expectFieldErrors([inDialog.getByLabelText(/^صورة الباقة/)], 'يرجى اختيار صورة الباقة');
  },
};

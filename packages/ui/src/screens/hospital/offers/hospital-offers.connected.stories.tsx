import { catalogues, handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { cardListStateStories, findCardList, hospitalSession, slow } from '../services/hospital-services.story-helpers';
import { expectToast } from '../staff/staff.story-helpers';
import { choose, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { HospitalOffersScreen } from './hospital-offers.connected';
import { offerStore, picture } from './hospital-offers.story-helpers';

const store = offerStore();
const categoriesAnswer = mockOperation('get', '/packageCategories', { data: catalogues.packageCategories });

const meta = {
  title: 'Hospital/Offers (connected)',
  component: HospitalOffersScreen,
  decorators: [withToaster, withApi({ storage: hospitalSession })],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, categoriesAnswer, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof HospitalOffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const offerList = (canvas: Parameters<typeof findCardList>[0], name = 'Offers') => findCardList(canvas, name);

async function openMenu(title: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await offerList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Buy: 4 - Get: 1')).toBeVisible();
  },
};

export const AddPercentageOffer: Story = {
  name: '+ ADD OFFER: a percentage offer with a cropped image',
  play: async ({ canvas }) => {
    await offerList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '+ ADD OFFER' }));
    const { dialog, inDialog } = await openDialog('Add Offer');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Title/ }), 'Eye Test – 25% off');
    await userEvent.click(inDialog.getByRole('radio', { name: 'On Percentage' }));
    await choose(inDialog, /Category/, 'Health Check-ups');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Points/ }), '150');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Off \(%\)/ }), '25');
    await userEvent.upload(inDialog.getByLabelText(/^Offer Image/), await picture('eye-test.png'));
    // Add right after choosing: the form waits for the crop, one press is enough.
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Package created successfully');
    await expect(store.sent).toHaveLength(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [sent] = store.sent;
    await expect(sent?.get('type')).toBe('ON_PERCENTAGE');
    await expect(sent?.get('off')).toBe('25');
    await expect(sent?.has('buyQuantity')).toBe(false);
    await expect(sent?.get('hospitalId')).toBe(hospitalSession.referenceId);
    await expect(sent?.get('image')).toBeInstanceOf(File);
    const list = await offerList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), slow);
    await expect(within(list).getByText('25 % Off')).toBeVisible();
  },
};

export const SwitchToBuySomeGetSome: Story = {
  name: 'Update: a percentage offer becomes buy-some-get-some',
  play: async ({ canvas }) => {
    await offerList(canvas);
    await openMenu('Full Body Check-up – 20% off', 'Update');
    const { dialog, inDialog } = await openDialog('Update Offer');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Buy Some, Get Some' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Buy Quantity/ }), '2');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Get Quantity/ }), '1');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Package update successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [sent] = store.sent;
    await expect(sent?.get('type')).toBe('BUY_SOME_GET_SOME');
    await expect(sent?.has('off')).toBe(false);
    await expect(sent?.has('image')).toBe(false);
    await expect(await canvas.findByText('Buy: 2 - Get: 1', {}, slow)).toBeVisible();
  },
};

export const DeleteOffer: Story = {
  play: async ({ canvas }) => {
    const list = await offerList(canvas);
    await openMenu('Physiotherapy – Buy 4 Get 1', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Package deleted successfully');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), slow);
  },
};

export const UpdateRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', '/packages/{id}', 400, { message: 'category_id is not a package category' }),
        ...store.handlers,
        categoriesAnswer,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await offerList(canvas);
    await openMenu('Full Body Check-up – 20% off', 'Update');
    const { dialog, inDialog } = await openDialog('Update Offer');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expect(await inDialog.findByRole('alert', {}, slow)).toHaveTextContent(
      'category_id is not a package category',
    );
    await expect(dialog).toBeInTheDocument();
  },
};

const states = cardListStateStories('/packages/hospital/{hospitalId}', {
  add: '+ ADD OFFER',
  empty: 'No Offers Yet.',
  failed: 'Problem while getting packages',
  arabicFailed: 'حدثت مشكلة أثناء جلب الباقات',
});

export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const LoadError: Story = states.LoadError;

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const list = await offerList(canvas, 'العروض');
    await expect(within(list).getByText('الفحوصات الصحية')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'إجراءات Physiotherapy – Buy 4 Get 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'حذف' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await expectToast('تم حذف الباقة بنجاح');
  },
};

export const ArabicLoadError: Story = states.ArabicLoadError;

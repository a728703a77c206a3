import { handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { neverAnswer } from '../../../stories/mock-requests';
import { expectToast } from '../staff/staff.story-helpers';
import { PromoVideosScreen } from './promo-videos.connected';
import { chooseFromMenu, expectVideoNames } from './promo-videos.story-helpers';
import { promoStore } from './promo-videos.story-store';

const TOO_LONG = 'Video is too long! Please upload a video with a maximum length of 2 minutes.';
const store = promoStore();
const emptyPage = { data: { videos: [], pageNumber: 0, numberOfPages: 0, totalPages: 0, totalItems: 0 } };
const lasting = (seconds: number) => fn((): Promise<number | null> => Promise.resolve(seconds));
const firstPage = [
  'A tour of Marina Care Hospital',
  'Skin care in the UAE summer',
  'Health tip 1',
  'Health tip 2',
  'Health tip 3',
  'Health tip 4',
];

const meta = {
  title: 'Hospital/Promos (connected)',
  component: PromoVideosScreen,
  args: { readDuration: lasting(30) },
  decorators: [withToaster, withApi()],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset({ uploadDelayMs: 400 });
    toast.clear();
  },
} satisfies Meta<typeof PromoVideosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAddModal() {
  await userEvent.click(await screen.findByRole('button', { name: '+ ADD PROMO VIDEO' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Promo Video' });
  return { dialog, inDialog: within(dialog) };
}

const tour = () => new File(['video'], 'new-wing.mp4', { type: 'video/mp4' });

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expectVideoNames(firstPage);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expectVideoNames(['Health tip 5', 'Health tip 6']);
    await expect(store.pagesAsked).toContain(1);
  },
};

export const AddPromoVideo: Story = {
  name: '+ ADD PROMO VIDEO: progress, then the list reloads at page 0',
  play: async ({ args, canvas }) => {
    await expectVideoNames(firstPage);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expectVideoNames(['Health tip 5', 'Health tip 6']);
    const { dialog, inDialog } = await openAddModal();
    const file = tour();
    await userEvent.upload(inDialog.getByLabelText(/^Video/), file);
    await inDialog.findByText('new-wing.mp4');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Name' }), 'Our new paediatric wing');
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    // The answer takes a moment: the percentage and the spinner show meanwhile.
    await expect(await inDialog.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(inDialog.getByRole('status', { name: 'Uploading…' })).toBeVisible();
    await expectToast('Promo created successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectVideoNames(['Our new paediatric wing', ...firstPage.slice(0, 5)]);
    await expect(store.pagesAsked.at(-1)).toBe(0);
    const [sent] = store.sent;
    await expect(sent?.get('name')).toBe('Our new paediatric wing');
    await expect((sent?.get('video') as File | null)?.name).toBe('new-wing.mp4');
    await expect(args.readDuration).toHaveBeenCalledWith(file);
  },
};

export const TooLong: Story = {
  name: 'A video over 2 minutes is refused before upload',
  args: { readDuration: lasting(150) },
  play: async () => {
    const { inDialog } = await openAddModal();
    await userEvent.upload(inDialog.getByLabelText(/^Video/), tour());
    await expect(await inDialog.findByText(TOO_LONG)).toBeVisible();
    // No video was taken: Upload sends nothing, and the refusal stays shown.
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await expect(inDialog.getByLabelText(/^Video/)).toHaveAttribute('aria-invalid', 'true');
    await expect(inDialog.getByText(TOO_LONG)).toBeVisible();
    await expect(store.sent).toHaveLength(0);
  },
};

export const ServerRefusal: Story = {
  name: "The server's refusal keeps the modal open",
  parameters: { msw: { handlers: [mockError('post', '/promos', 400, { message: TOO_LONG }), ...store.handlers] } },
  play: async () => {
    const { dialog, inDialog } = await openAddModal();
    await userEvent.upload(inDialog.getByLabelText(/^Video/), tour());
    await inDialog.findByText('new-wing.mp4');
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(TOO_LONG);
    await expect(dialog).toBeInTheDocument();
    await expect(inDialog.getByText('new-wing.mp4')).toBeVisible();
  },
};

export const Delete: Story = {
  play: async () => {
    await expectVideoNames(firstPage);
    await chooseFromMenu('Skin care in the UAE summer', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Promo deleted successfully');
    await expectVideoNames([
      'A tour of Marina Care Hospital',
      'Health tip 1',
      'Health tip 2',
      'Health tip 3',
      'Health tip 4',
      'Health tip 5',
    ]);
  },
};

export const DeleteRefused: Story = {
  name: "Delete refused: the server's message",
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/promos/{id}/{fileId}', 403, { message: 'You are not allowed to do this' }),
        ...store.handlers,
      ],
    },
  },
  play: async () => {
    await expectVideoNames(firstPage);
    await chooseFromMenu('Health tip 1', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('You are not allowed to do this');
    await expect(confirm).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/promos'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/promos', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting promos');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockOperation('get', '/promos', emptyPage), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No promo videos found')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    await expectVideoNames(firstPage);
    await userEvent.click(await screen.findByRole('button', { name: '+ إضافة فيديو ترويجي' }));
    const inDialog = within(await screen.findByRole('dialog', { name: 'إضافة فيديو ترويجي' }));
    await userEvent.upload(inDialog.getByLabelText(/^الفيديو/), tour());
    await inDialog.findByText('new-wing.mp4');
    await userEvent.click(inDialog.getByRole('button', { name: 'رفع' }));
    await expectToast('تم إنشاء الفيديو الترويجي بنجاح');
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب الفيديوهات الترويجية');
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('لا توجد فيديوهات ترويجية')).toBeVisible();
  },
};

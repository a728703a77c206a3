import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { AddPromoVideoDialog } from './add-promo-video-dialog';
import { clipFile, longClipUrl, shortClipUrl } from './promo-videos.story-helpers';

const TOO_LONG = 'Video is too long! Please upload a video with a maximum length of 2 minutes.';
const TOO_BIG = 'File too big, please select a file less than 20MB';

/** A reader that reports a fixed length, so most stories do not depend on real media. */
const lasting = (seconds: number | null) => fn((): Promise<number | null> => Promise.resolve(seconds));
const tour = () => new File(['video'], 'clinic-tour.mp4', { type: 'video/mp4' });
// A picker's "All files" choice (or a drop) can bring any type; let such files through to the field's own check.
const anyFileUser = () => userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Hospital/Promos/Add Promo Video',
  component: AddPromoVideoDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), readDuration: lasting(45) },
} satisfies Meta<typeof AddPromoVideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Add Promo Video' });

export const EmptySubmit: Story = {
  name: 'No file: "Please select a video"',
  play: async ({ args }) => {
    const inDialog = within(await dialog());
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await expect(await inDialog.findByText('Please select a video')).toBeVisible();
    await expect(inDialog.getByLabelText(/^Video/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  name: 'A video and a name are sent',
  play: async ({ args }) => {
    const inDialog = within(await dialog());
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await inDialog.findByText('Please select a video');
    const file = tour();
    await userEvent.upload(inDialog.getByLabelText(/^Video/), file);
    await expect(await inDialog.findByText('clinic-tour.mp4')).toBeVisible();
    await expect(inDialog.queryByText('Please select a video')).not.toBeInTheDocument();
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Name' }), 'A tour of our clinic');
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ video: file, name: 'A tour of our clinic' }));
    await expect(args.readDuration).toHaveBeenCalledWith(file);
  },
};

export const TooLong: Story = {
  name: 'Longer than 2 minutes: refused',
  args: { readDuration: lasting(121) },
  play: async ({ args }) => {
    const inDialog = within(await dialog());
    await userEvent.upload(inDialog.getByLabelText(/^Video/), tour());
    await expect(await inDialog.findByText(TOO_LONG)).toBeVisible();
    await expect(inDialog.queryByText('clinic-tour.mp4')).not.toBeInTheDocument();
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLongRealFile: Story = {
  name: 'Longer than 2 minutes, read from a real file',
  args: { readDuration: undefined },
  play: async ({ args }) => {
    const inDialog = within(await dialog());
    const input = inDialog.getByLabelText(/^Video/);
    await userEvent.upload(input, await clipFile(longClipUrl, 'open-day.webm'));
    await expect(await inDialog.findByText(TOO_LONG, {}, { timeout: 8000 })).toBeVisible();
    // The real 2-second clip is accepted.
    await userEvent.upload(input, await clipFile(shortClipUrl, 'lobby.webm'));
    await expect(await inDialog.findByText('lobby.webm', {}, { timeout: 8000 })).toBeVisible();
    await expect(inDialog.queryByText(TOO_LONG)).not.toBeInTheDocument();
    await userEvent.click(inDialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

export const TooBig: Story = {
  name: 'Above 20,000,000 bytes: refused',
  play: async ({ args }) => {
    const inDialog = within(await dialog());
    const big = new File([new Uint8Array(20_000_001)], 'long-tour.mp4', { type: 'video/mp4' });
    await userEvent.upload(inDialog.getByLabelText(/^Video/), big);
    await expect(await inDialog.findByText(TOO_BIG)).toBeVisible();
    await expect(args.readDuration).not.toHaveBeenCalled();
  },
};

export const NotAVideo: Story = {
  name: 'Not a video: "Please select a video"',
  play: async () => {
    const inDialog = within(await dialog());
    await anyFileUser().upload(
      inDialog.getByLabelText(/^Video/),
      new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }),
    );
    await expect(await inDialog.findByText('Please select a video')).toBeVisible();
    await expect(inDialog.queryByText('brochure.pdf')).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  name: 'Uploading: percentage and spinner',
  args: { progress: 42 },
  play: async () => {
    const inDialog = within(await dialog());
    const bar = inDialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(inDialog.getByText('42%')).toBeVisible();
    await expect(inDialog.getByRole('status', { name: 'Uploading…' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(inDialog.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const UploadComplete: Story = {
  name: 'Uploading: 100%',
  args: { progress: 100 },
  play: async () => {
    const inDialog = within(await dialog());
    await expect(inDialog.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(inDialog.getByText('100%')).toBeVisible();
  },
};

export const ServerRefusal: Story = {
  name: "The server's refusal stays in the modal",
  args: { error: TOO_LONG },
  play: async ({ args }) => {
    const inDialog = within(await dialog());
    await expect(inDialog.getByRole('alert')).toHaveTextContent(TOO_LONG);
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { readDuration: lasting(150) },
  play: async () => {
    const inDialog = within(await screen.findByRole('dialog', { name: 'إضافة فيديو ترويجي' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'رفع' }));
    await expect(await inDialog.findByText('يرجى اختيار فيديو')).toBeVisible();
    await userEvent.upload(inDialog.getByLabelText(/^الفيديو/), tour());
    await expect(await inDialog.findByText('الفيديو طويل جدًا! يرجى رفع فيديو لا تزيد مدته على دقيقتين.')).toBeVisible();
  },
};

export const ArabicTooBig: Story = {
  globals: arabic,
  play: async () => {
    const inDialog = within(await screen.findByRole('dialog', { name: 'إضافة فيديو ترويجي' }));
    const big = new File([new Uint8Array(20_000_001)], 'big.mp4', { type: 'video/mp4' });
    await userEvent.upload(inDialog.getByLabelText(/^الفيديو/), big);
    await expect(await inDialog.findByText('الملف كبير جدًا، يرجى اختيار ملف أصغر من 20 ميغابايت')).toBeVisible();
  },
};

export const ArabicUploading: Story = {
  ...Uploading,
  globals: arabic,
  play: async () => {
    const inDialog = within(await screen.findByRole('dialog', { name: 'إضافة فيديو ترويجي' }));
    await expect(inDialog.getByRole('progressbar', { name: 'تقدّم الرفع' })).toHaveAttribute('aria-valuenow', '42');
    await expect(inDialog.getByRole('status', { name: 'جارٍ الرفع…' })).toBeVisible();
  },
};

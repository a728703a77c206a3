import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { FileField } from './file-field';
import { recordVideo } from './record-video';

// The specification's promo-video rules and messages.
const promoVideo = {
  label: 'Promo video',
  accept: 'video/*',
  maxSize: 20_000_000,
  maxDuration: 120,
  messages: {
    tooLarge: 'File too big, please select a file less than 20MB',
    tooLong: 'Video is too long! Please upload a video with a maximum length of 2 minutes.',
  },
};

/** A reader that reports a fixed length, so the stories do not depend on real media. */
const lasting = (seconds: number) => fn((): Promise<number | null> => Promise.resolve(seconds));

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: { ...promoVideo, onChange: fn(), readDuration: lasting(45), className: 'w-96' },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

// A picker's "All files" choice (or a drop) can bring any type; let such files through to the field's own check.
const anyFileUser = () => userEvent.setup({ applyAccept: false });

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Promo video');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'video/*');
    await expect(canvas.getByText('Choose file')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // Keyboard: the input itself takes focus (Enter or Space opens the browser's picker).
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const video = new File(['video'], 'clinic-tour.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText('Promo video'), video);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(video));
    await expect(args.readDuration).toHaveBeenCalledWith(video);
    await expect(canvas.getByText('clinic-tour.mp4')).toBeInTheDocument();
    // Removing it clears the value and returns focus to the picker.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove clinic-tour.mp4' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('clinic-tour.mp4')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Promo video')).toHaveFocus();
  },
};

export const WrongType: Story = {
  args: {
    label: 'Trade License File',
    accept: 'application/pdf,.pdf',
    maxDuration: undefined,
    maxSize: undefined,
    messages: { wrongType: 'Only PDF Files Allowed' },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Trade License File');
    await anyFileUser().upload(input, new File(['png'], 'licence.png', { type: 'image/png' }));
    await expect(canvas.getByText('Only PDF Files Allowed')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Only PDF Files Allowed');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // A PDF is accepted and clears the message.
    const pdf = new File(['%PDF-1.4'], 'x.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await expect(args.onChange).toHaveBeenLastCalledWith(pdf);
    await expect(canvas.queryByText('Only PDF Files Allowed')).not.toBeInTheDocument();
    await expect(canvas.getByText('x.pdf')).toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas }) => {
    const big = new File([new Uint8Array(20_000_001)], 'long-tour.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText('Promo video'), big);
    await expect(canvas.getByText('File too big, please select a file less than 20MB')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(args.readDuration).not.toHaveBeenCalled();
  },
};

export const VideoTooLong: Story = {
  args: { readDuration: lasting(150) },
  play: async ({ args, canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Promo video'),
      new File(['video'], 'tour.mp4', { type: 'video/mp4' }),
    );
    await expect(
      await canvas.findByText('Video is too long! Please upload a video with a maximum length of 2 minutes.'),
    ).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('tour.mp4')).not.toBeInTheDocument();
  },
};

/** The real duration reader: a short WebM recorded from a canvas, against a 0.1 s limit. */
export const RealVideoDuration: Story = {
  args: { readDuration: undefined, maxDuration: 0.1 },
  play: async ({ args, canvas }) => {
    const video = await recordVideo(600);
    await userEvent.upload(canvas.getByLabelText('Promo video'), video);
    await expect(
      await canvas.findByText(
        'Video is too long! Please upload a video with a maximum length of 2 minutes.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const MissingVideo: Story = {
  args: { error: 'Please select a video', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Promo video/);
    await expect(canvas.getByText('Please select a video')).toHaveAttribute('data-slot', 'form-field-error');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select a video');
  },
};

export const DragAndDrop: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvasElement.querySelector('[data-slot="file-field"] > div');
    if (!zone) throw new Error('The drop zone is missing.');
    const video = new File(['video'], 'dropped.webm', { type: 'video/webm' });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(video);
    // A real drag: Testing Library's fireEvent would copy the DataTransfer without its files.
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(video));
    await expect(canvas.getByText('dropped.webm')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Promo video')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    label: 'فيديو ترويجي',
    messages: { tooLarge: 'الملف كبير جدًا، يرجى اختيار ملف أقل من 20 ميغابايت' },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('اختر ملفًا')).toBeInTheDocument();
    const input = canvas.getByLabelText('فيديو ترويجي');
    await userEvent.upload(input, new File([new Uint8Array(20_000_001)], 'big.mp4', { type: 'video/mp4' }));
    await expect(canvas.getByText('الملف كبير جدًا، يرجى اختيار ملف أقل من 20 ميغابايت')).toBeInTheDocument();
    const video = new File(['video'], 'جولة.mp4', { type: 'video/mp4' });
    await userEvent.upload(input, video);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(video));
    await expect(canvas.getByRole('button', { name: 'إزالة جولة.mp4' })).toBeInTheDocument();
  },
};

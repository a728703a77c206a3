import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { canvasPicture } from '../../stories/canvas-picture';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { Form } from '../forms';
import { ImageCropField, type ImageCropFieldProps } from './image-crop-field';

/** A canvas-made picture, 400 × 300 JPEG unless told. */
const picture = (name: string, type = 'image/jpeg', width = 400, height = 300) =>
  canvasPicture(name, type, width, height);

/** The last file `onChange` received, checked to be a JPEG. */
async function lastJpeg(onChange: ReturnType<typeof fn>): Promise<File> {
  const file: unknown = onChange.mock.lastCall?.[0];
  if (!(file instanceof File)) throw new Error('onChange did not receive a File.');
  await expect(file.type).toBe('image/jpeg');
  return file;
}

/** The slider's value: react-aria's slider thumb is a native range input. */
function zoomOf(slider: HTMLElement): string {
  if (!(slider instanceof HTMLInputElement)) throw new Error('The zoom slider is not an input.');
  return slider.value;
}

/** The field in a form with a Save button; the saved picture shows in a status line. */
function PictureForm(props: ImageCropFieldProps) {
  const form = useForm<{ picture: File | null }>({ defaultValues: { picture: null } });
  const [saved, setSaved] = useState<File | null>(null);
  return (
    <Form
      form={form}
      aria-label="Picture form"
      onSubmit={({ picture: file }) => {
        setSaved(file);
      }}
    >
      <Controller
        control={form.control}
        name="picture"
        rules={{ required: 'Please select an image' }}
        render={({ field }) => (
          <ImageCropField
            {...props}
            name={field.name}
            onChange={(file) => {
              props.onChange?.(file);
              field.onChange(file);
            }}
          />
        )}
      />
      <Button type="submit" className="self-start">
        Save
      </Button>
      {saved && <p>{`Saved ${saved.name} (${saved.type})`}</p>}
    </Form>
  );
}

// The specification's profile picture: jpg or jpeg, one file, at most 500 KB, crop box 250 × 250, zoom 1 to 2.
const meta = {
  title: 'Forms/ImageCropField',
  component: ImageCropField,
  args: {
    label: 'Profile picture',
    accept: 'image/jpeg,.jpg,.jpeg',
    maxSize: 500 * 1024,
    messages: { tooLarge: 'Size should be less than or equal to 500 KB' },
    cropSize: { width: 250, height: 250 },
    onChange: fn(),
  },
} satisfies Meta<typeof ImageCropField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Profile picture')).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg');
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const CropAndZoom: Story = {
  play: async ({ args, canvas }) => {
    const onChange = args.onChange as ReturnType<typeof fn>;
    await userEvent.upload(canvas.getByLabelText('Profile picture'), await picture('me.jpeg'));
    // The first crop arrives as soon as the picture is framed.
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const first = await lastJpeg(onChange);
    await expect(first.name).toBe('me.jpg');
    const before = await createImageBitmap(first);
    await expect(before.width).toBe(before.height);

    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveAttribute('min', '1');
    await expect(slider).toHaveAttribute('max', '2');
    await expect(slider).toHaveAttribute('step', '0.1');
    await expect(zoomOf(slider)).toBe('1');
    onChange.mockClear();
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(zoomOf(slider)).toBe('1.1');
    await expect(canvas.getByText('×1.1')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(zoomOf(slider)).toBe('1.4');
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(zoomOf(slider)).toBe('2');
    // Each zoom settles into a new JPEG; at ×2 it covers half the pixels across.
    await waitFor(async () => {
      const zoomed = await createImageBitmap(await lastJpeg(onChange));
      await expect(Math.abs(zoomed.width - before.width / 2)).toBeLessThanOrEqual(1);
    });
  },
};

/** In a form, Save pressed right after choosing waits for the crop: the first press saves it. */
export const SaveRightAfterChoosing: Story = {
  render: (args) => <PictureForm {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Profile picture'), await picture('me.jpeg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved me.jpg (image/jpeg)')).toBeVisible();
    await expect(canvas.queryByText('Please select an image')).not.toBeInTheDocument();
    await lastJpeg(args.onChange as ReturnType<typeof fn>);
  },
};

/** Without a picture the form still refuses at once. */
export const SaveWithoutPicture: Story = {
  render: (args) => <PictureForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select an image')).toBeVisible();
    await expect(canvas.queryByText(/^Saved/)).not.toBeInTheDocument();
  },
};

export const MoveWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const onChange = args.onChange as ReturnType<typeof fn>;
    await userEvent.upload(canvas.getByLabelText('Profile picture'), await picture('me.jpg', 'image/jpeg', 600, 300));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    onChange.mockClear();
    canvas.getByRole('group', { name: 'Crop area' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await lastJpeg(onChange);
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(canvas.getByLabelText('Profile picture'), await picture('me.png', 'image/png'));
    await expect(canvas.getByText('This type of file is not allowed')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas }) => {
    const big = new File([new Uint8Array(500 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Profile picture'), big);
    await expect(canvas.getByText('Size should be less than or equal to 500 KB')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Removed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Profile picture'), await picture('me.jpg'));
    await canvas.findByRole('slider', { name: 'Zoom' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove me.jpg' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'Please select an image', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Profile picture/)).toHaveAccessibleDescription('Please select an image');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Profile picture')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'الصورة الشخصية', messages: { tooLarge: 'يجب أن يكون الحجم 500 كيلوبايت أو أقل' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.upload(canvas.getByLabelText('الصورة الشخصية'), await picture('صورتي.jpg'));
    const slider = await canvas.findByRole('slider', { name: 'التكبير' });
    slider.focus();
    // Right to left, ArrowLeft moves the thumb forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(zoomOf(slider)).toBe('1.1');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
  },
};

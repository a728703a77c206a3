import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { Avatar } from './avatar';

// A small bundled "photo" so the stories need no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="26" r="12" fill="#fde68a"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#fde68a"/></svg>',
)}`;
// A path the Storybook server answers with 404, so the image fails to load.
const brokenPhoto = '/does-not-exist/doctor-photo.jpg';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { src: photo, alt: 'Dr. Sara Ahmed', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    fallback: { control: 'inline-radio', options: ['person', 'initials'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Dr. Sara Ahmed' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const NoPhoto: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole('img', { name: 'Dr. Sara Ahmed' });
    await expect(fallback).toHaveAttribute('data-slot', 'avatar-fallback');
    await expect(fallback.tagName.toLowerCase()).toBe('svg');
  },
};

export const BrokenPhoto: Story = {
  args: { src: brokenPhoto },
  play: async ({ canvas }) => {
    // The photo fails to load; the generic person takes its place.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Dr. Sara Ahmed' })).toHaveAttribute('data-slot', 'avatar-fallback'),
    );
    await expect(canvas.queryByRole('img', { name: 'Dr. Sara Ahmed' })?.tagName.toLowerCase()).toBe('svg');
  },
};

export const InitialsFallback: Story = {
  args: { src: brokenPhoto, fallback: 'initials', alt: 'Photo of Sara Ahmed', name: 'Sara Ahmed' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('SA')).toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Photo of Sara Ahmed' })).toHaveAttribute(
      'data-slot',
      'avatar-fallback',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} size="sm" alt="Small" />
      <Avatar {...args} size="md" alt="Medium" />
      <Avatar {...args} size="lg" alt="Large" />
      <Avatar {...args} size="xl" alt="Extra large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large', 'Extra large'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 40, 64, 96]);
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar src={photo} alt="د. سارة أحمد" size="lg" />
      <Avatar src={brokenPhoto} alt="عمر خالد" name="عمر خالد" fallback="initials" size="lg" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const photoAvatar = canvas.getByRole('img', { name: 'د. سارة أحمد' });
    await waitFor(() => expect(canvas.getByText('عخ')).toBeVisible());
    const initials = canvas.getByRole('img', { name: 'عمر خالد' });
    // Right to left: the first avatar in the source sits to the right.
    await expect(photoAvatar.getBoundingClientRect().left).toBeGreaterThan(initials.getBoundingClientRect().left);
  },
};

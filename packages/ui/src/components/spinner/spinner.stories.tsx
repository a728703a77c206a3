import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'current'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading' });
    await expect(spinner).toHaveAttribute('data-slot', 'spinner');
    await expect(spinner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Uploading promo video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Uploading promo video' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Spinner {...args} size="sm" label="Small" />
      <Spinner {...args} size="md" label="Medium" />
      <Spinner {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('status', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};

export const InsideButton: Story = {
  args: { tone: 'current', size: 'sm' },
  render: (args) => (
    <Button disabled>
      <Spinner {...args} />
      Approve
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveClass('text-current');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('status', { name: 'جارٍ التحميل' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, ChevronRight, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Refresh', children: <RefreshCw />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toHaveAttribute('title', 'Refresh');
    await expect(button).toHaveAttribute('data-slot', 'icon-button');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: focus with Tab, activate with Enter and Space.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', label: 'Update', children: <Pencil /> } };

export const Danger: Story = { args: { variant: 'danger', label: 'Delete', children: <Trash2 /> } };

export const Ghost: Story = { args: { variant: 'ghost', label: 'Delete', children: <Trash2 /> } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const boxes = ['Small', 'Medium', 'Large'].map((name) => {
      const { width, height } = canvas.getByRole('button', { name }).getBoundingClientRect();
      return [width, height];
    });
    // Square: as wide as the button of the same size is high.
    await expect(boxes).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'ghost',
    label: 'Next',
    children: (
      <a href="#next">
        <ChevronRight />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Next' });
    await expect(link).toHaveAttribute('data-slot', 'icon-button');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: (args) => (
    // Direction icons mirror in Arabic: "previous" points right, "next" points left.
    <div className="flex items-center gap-3">
      <IconButton {...args} variant="secondary" label="السابق">
        <ChevronLeft className="rtl:-scale-x-100" />
      </IconButton>
      <IconButton {...args} variant="secondary" label="التالي">
        <ChevronRight className="rtl:-scale-x-100" />
      </IconButton>
      <IconButton {...args} variant="danger" label="حذف">
        <Trash2 />
      </IconButton>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const previous = canvas.getByRole('button', { name: 'السابق' });
    const next = canvas.getByRole('button', { name: 'التالي' });
    // Right to left: "previous" comes first in the source and sits at the right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await userEvent.click(canvas.getByRole('button', { name: 'حذف' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

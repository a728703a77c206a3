import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from '../button';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { value: 42 },
  argTypes: { value: { control: { type: 'range', min: -10, max: 110 } } },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
    const indicator = bar.querySelector('[data-slot="progress-bar-indicator"]');
    const ratio = (indicator?.getBoundingClientRect().width ?? 0) / bar.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.42, 2);
  },
};

export const Empty: Story = {
  args: { value: 0, label: 'Uploading promo video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading promo video' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const ClampsOutOfRange: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <ProgressBar {...args} value={-20} label="Below zero" />
      <ProgressBar {...args} value={135.7} label="Above one hundred" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Below zero' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('progressbar', { name: 'Above one hundred' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const WithoutValueText: Story = {
  args: { showValue: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.queryByText('42%')).toBeNull();
  },
};

function UploadDemo() {
  const [value, setValue] = useState(0);
  return (
    <div className="flex flex-col gap-3">
      <ProgressBar value={value} label="Uploading promo video" />
      <Button
        variant="secondary"
        onClick={() => {
          setValue((current) => current + 25);
        }}
      >
        Continue upload
      </Button>
    </div>
  );
}

export const Updating: Story = {
  render: () => <UploadDemo />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading promo video' });
    const next = canvas.getByRole('button', { name: 'Continue upload' });
    await userEvent.click(next);
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('25%')).toBeVisible();
    // Keyboard: the button works with Enter; the bar stops at 100%.
    next.focus();
    for (let step = 0; step < 5; step += 1) await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const bar = canvas.getByRole('progressbar', { name: 'التقدّم' });
    await expect(bar).toHaveAttribute('aria-valuetext', '42٪');
    await expect(canvas.getByText('42٪')).toBeVisible();
    // Right to left: the bar fills from the right edge.
    const indicator = bar.querySelector('[data-slot="progress-bar-indicator"]');
    await expect(indicator?.getBoundingClientRect().right).toBeCloseTo(bar.getBoundingClientRect().right, 0);
  },
};

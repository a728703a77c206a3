import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { Badge, type BadgeVariant } from './badge';

const variants: BadgeVariant[] = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Covered by Insurance' },
  argTypes: { variant: { control: 'inline-radio', options: variants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Covered by Insurance');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
    await expect(badge.tagName).toBe('SPAN');
  },
};

export const Primary: Story = { args: { variant: 'primary', children: 'Doctor' } };

export const Secondary: Story = { args: { variant: 'secondary', children: 'Nurse' } };

export const Success: Story = { args: { variant: 'success', children: 'Free Service' } };

export const Warning: Story = { args: { variant: 'warning', children: 'APPROVED' } };

export const Danger: Story = { args: { variant: 'danger', children: 'PENDING' } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of variants) await expect(canvas.getByText(variant)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    variant: 'success',
    children: (
      <>
        <BadgeCheck aria-hidden="true" />
        Verified
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'primary', children: <a href="#speciality">Cardiology</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Cardiology' });
    await expect(link).toHaveAttribute('data-slot', 'badge');
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: () => (
    <div className="flex items-center gap-2">
      <Badge variant="success">خدمة مجانية</Badge>
      <Badge variant="primary">مشمول بالتأمين</Badge>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const free = canvas.getByText('خدمة مجانية');
    const covered = canvas.getByText('مشمول بالتأمين');
    // Right to left: the first badge in the source sits to the right.
    await expect(free.getBoundingClientRect().left).toBeGreaterThan(covered.getBoundingClientRect().left);
  },
};

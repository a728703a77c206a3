import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
  args: { kind: 'appointment', status: 'BOOKED' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['slot', 'appointment', 'promoCode', 'labRequest'] },
    status: { control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppointmentBooked: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('BOOKED');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
    await expect(badge).toHaveClass('text-primary-700');
  },
};

export const AppointmentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge kind="appointment" status="BOOKED" />
      <StatusBadge kind="appointment" status="APPROVED" />
      <StatusBadge kind="appointment" status="TAKEN" />
      <StatusBadge kind="appointment" status="AVAILABLE" />
      <StatusBadge kind="appointment" status="CANCELLED" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('BOOKED')).toHaveClass('text-primary-700');
    await expect(canvas.getByText('APPROVED')).toHaveClass('text-warning-800');
    await expect(canvas.getByText('TAKEN')).toHaveClass('text-success-700');
    await expect(canvas.getByText('AVAILABLE')).toHaveClass('text-secondary-700');
    // A status the spec does not name is shown as sent, in the "others" colour.
    await expect(canvas.getByText('CANCELLED')).toHaveClass('text-secondary-700');
  },
};

export const SlotWithoutStatus: Story = {
  args: { kind: 'slot', status: undefined },
  play: async ({ canvas }) => {
    // No status means a free slot.
    await expect(canvas.getByText('AVAILABLE')).toHaveClass('text-secondary-700');
  },
};

export const PromoCodeStatuses: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <StatusBadge kind="promoCode" status="TAKEN" />
      <StatusBadge kind="promoCode" status="PENDING" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TAKEN')).toHaveClass('text-success-700');
    await expect(canvas.getByText('PENDING')).toHaveClass('text-danger-700');
  },
};

export const LabRequestStatuses: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <StatusBadge kind="labRequest" status="completed" />
      <StatusBadge kind="labRequest" status="pending" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('completed')).toHaveClass('text-success-700');
    await expect(canvas.getByText('pending')).toHaveClass('text-warning-800');
  },
};

export const CustomLabel: Story = {
  args: { kind: 'labRequest', status: 'completed', children: 'View Results' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('View Results')).toHaveAttribute('data-status', 'completed');
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge kind="appointment" status="BOOKED" />
      <StatusBadge kind="appointment" status="APPROVED" />
      <StatusBadge kind="appointment" status="TAKEN" />
      <StatusBadge kind="promoCode" status="TAKEN" />
      <StatusBadge kind="labRequest" status="completed" />
      <StatusBadge kind="labRequest" status="pending" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('محجوز')).toHaveClass('text-primary-700');
    await expect(canvas.getByText('معتمد')).toHaveClass('text-warning-800');
    await expect(canvas.getByText('منتهٍ')).toHaveClass('text-success-700');
    await expect(canvas.getByText('مستخدم')).toHaveClass('text-success-700');
    await expect(canvas.getByText('مكتمل')).toHaveClass('text-success-700');
    await expect(canvas.getByText('قيد الانتظار')).toHaveClass('text-warning-800');
  },
};

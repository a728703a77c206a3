import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { storyReceptionists } from '../staff/staff.story-helpers';
import { ReceptionistDetailView } from './receptionist-detail';

const [sara] = storyReceptionists;
if (!sara) throw new Error('fixtures: no receptionist');

const meta = {
  title: 'Hospital/Receptionist Info',
  component: ReceptionistDetailView,
  args: { status: 'ready', receptionist: sara, onEdit: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReceptionistDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sara Ali' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Sara Ali' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /sara\.ali@marinacare\.ae/ })).toHaveAttribute(
      'href',
      'mailto:sara.ali@marinacare.ae',
    );
    await expect(canvas.getByRole('link', { name: /\+971-55 102 3344/ })).toHaveAttribute('href', 'tel:+971551023344');
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'EDIT' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', receptionist: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', receptionist: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting receptionist');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('موظف الاستقبال')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل' })).toBeVisible();
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب موظف الاستقبال');
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });

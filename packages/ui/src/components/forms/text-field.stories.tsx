import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn(), className: 'w-80' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'info@aafiya.ae');
    await expect(input).toHaveValue('info@aafiya.ae');
    await expect(args.onChange).toHaveBeenCalledTimes('info@aafiya.ae'.length);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'info@aafiya.ae' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('info@aafiya.ae');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the confirmation link here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the confirmation link here.',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'info@', error: 'Invalid email address', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'info@aafiya.ae' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'البريد الإلكتروني', description: 'نرسل رابط التأكيد إلى هنا.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await userEvent.type(input, 'info@aafiya.ae');
    await expect(input).toHaveValue('info@aafiya.ae');
  },
};

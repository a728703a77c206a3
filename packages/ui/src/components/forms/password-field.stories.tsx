import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', className: 'w-80' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'S3cret!');
    // Show, then hide again, with the keyboard.
    const show = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('S3cret!');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'S3cret!' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('S3cret!');
  },
};

export const WithDescription: Story = {
  args: { description: 'Use at least 8 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
  },
};

export const WithError: Story = {
  args: { label: 'Confirm Password', error: 'Both password need to be the same', defaultValue: 'S3cret' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Both password need to be the same');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'S3cret!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { label: 'كلمة المرور' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('كلمة المرور');
    await userEvent.type(input, 'S3cret!');
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeInTheDocument();
  },
};

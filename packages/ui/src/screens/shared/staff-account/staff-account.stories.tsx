import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { StaffAccountView } from './staff-account';
import { passwordField, storyLaboratory, storyNurse, storyReceptionist } from './staff-account.fixtures';

const meta = {
  title: 'Shared/Staff account',
  component: StaffAccountView,
  args: {
    kind: 'nurse',
    status: 'ready',
    account: storyNurse,
    onSave: fn(() => Promise.resolve(true)),
    onRetry: fn(),
    picture: { onUpload: fn(() => Promise.resolve()), onRemove: fn(() => Promise.resolve()) },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StaffAccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 001 §2 "Nurse account": her names, email and mobile filled; both passwords empty; her picture with Remove. */
export const Nurse: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nurse account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maria.santos@marinacare.ae');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Santos');
    await expect(canvas.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+971-58 233 9140');
    await expect(passwordField('Password')).toHaveValue('');
    await expect(passwordField('Confirm Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  },
};

/** The receptionist's "Nurse-style Account form" (001 §2), in Arabic. */
export const ReceptionistArabic: Story = {
  globals: arabic,
  args: { kind: 'receptionist', account: storyReceptionist },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'حساب موظف الاستقبال' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Sara');
    await expect(canvas.getByRole('button', { name: 'تحديث' })).toBeDisabled();
  },
};

/** The laboratory's account (001 §2: the nurse account's fields, with the picture). */
export const Laboratory: Story = {
  args: { kind: 'laboratory', account: storyLaboratory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Laboratory account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('lab@marinacare.ae');
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  args: { status: 'loading', account: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadErrorArabic: Story = {
  globals: arabic,
  args: { status: 'error', account: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب حسابك');
  },
};

export const Phone: Story = phoneStory();

export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  args: { kind: 'receptionist', account: storyReceptionist },
};

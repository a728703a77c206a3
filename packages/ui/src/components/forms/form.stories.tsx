import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { HospitalDetailsExample } from './hospital-details-example';

const meta = {
  title: 'Forms/Form',
  component: HospitalDetailsExample,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HospitalDetailsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Validation: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    // Submit with the keyboard: Enter in a field.
    await userEvent.type(name, '{Enter}');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('textbox', { name: /^Trade License Number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Required');
    // The first field with an error takes focus.
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A half-typed phone number is incomplete, not missing; emptied again it is Required.
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    await userEvent.type(phone, '5012');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Enter the whole phone number: +971-## ### ####'));
    await userEvent.clear(phone);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Required'));

    await userEvent.type(name, 'Aafiya Clinic');
    await userEvent.click(canvas.getByRole('radio', { name: 'Clinic' }));
    await userEvent.click(canvas.getByRole('textbox', { name: /^Trade License Number/ }));
    await userEvent.paste('1234567');
    await userEvent.click(canvas.getByRole('textbox', { name: /^Phone/ }));
    await userEvent.paste('0501234567');
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.type(email, 'info@aafiya');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'S3cret!');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'S3cret');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      'Both password need to be the same',
    );
    await expect(name).not.toHaveAttribute('aria-invalid');

    await userEvent.type(email, '.ae');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), '!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Aafiya Clinic',
      type: 'CLINIC',
      tradeLicenseNo: '1234567',
      phoneNo: '+971-50 123 4567',
      email: 'info@aafiya.ae',
      password: 'S3cret!',
      confirmPassword: 'S3cret!',
      state: 'Dubai',
      insurances: [],
    });
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: {
    labels: {
      name: 'الاسم',
      type: 'النوع',
      tradeLicenseNo: 'رقم الرخصة التجارية',
      phoneNo: 'رقم الهاتف',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      confirmPassword: 'تأكيد كلمة المرور',
      state: 'الإمارة',
      insurances: 'التأمين',
      submit: 'التالي',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'التالي' }));
    const name = canvas.getByRole('textbox', { name: /^الاسم/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
  },
};

import { toDoctorInput } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { storyDoctors } from '../staff/staff.story-helpers';
import { DoctorFormDialog } from './doctor-form-dialog';
import { expectFieldErrors, fillDoctor, openDialog, storyDoctorOptions, typeInto } from './staff-forms.story-helpers';

const [ahmed] = storyDoctors;
if (!ahmed) throw new Error('fixtures: no doctor');

const meta = {
  title: 'Hospital/Staff Forms/Doctor Form Dialog',
  component: DoctorFormDialog,
  args: { mode: 'add', defaultOpen: true, options: storyDoctorOptions(), onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof DoctorFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitEmpty: Story = {
  name: 'Submit empty: every Required and "Speciality is required"',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Doctor');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [
        inDialog.getByRole('textbox', { name: 'First Name' }),
        inDialog.getByRole('textbox', { name: 'Last Name' }),
        inDialog.getByRole('textbox', { name: 'Email' }),
        inDialog.getByRole('textbox', { name: 'Mobile' }),
        inDialog.getByRole('textbox', { name: /^Experience/ }),
        inDialog.getByRole('button', { name: /Gender/ }),
        inDialog.getByRole('button', { name: /Country/ }),
        inDialog.getByRole('button', { name: /Language/ }),
      ],
      'Required',
    );
    await expectFieldErrors([inDialog.getByRole('combobox', { name: 'Speciality' })], 'Speciality is required');
    // The description is optional.
    await expect(inDialog.getByRole('textbox', { name: 'Description' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneMask: Story = {
  name: 'Mobile: the +971 mask holds',
  play: async () => {
    const { inDialog } = await openDialog('Add Doctor');
    const mobile = inDialog.getByRole('textbox', { name: 'Mobile' });
    await expect(mobile).toHaveAttribute('placeholder', '+971-## ### ####');
    await userEvent.type(mobile, 'abc');
    await expect(mobile).toHaveValue('');
    await userEvent.type(mobile, '50x12');
    await expect(mobile).toHaveValue('+971-50 12');
    // Half typed: it says the number is incomplete, not "Required".
    await userEvent.tab();
    await expectFieldErrors([mobile], 'Enter the whole phone number: +971-## ### ####');
    await userEvent.type(mobile, '3456789');
    await expect(mobile).toHaveValue('+971-50 123 4567');
    await userEvent.tab();
    await expect(mobile).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidExperience: Story = {
  name: 'Experience: a whole number of years from 0 to 70',
  play: async () => {
    const { inDialog } = await openDialog('Add Doctor');
    const experience = inDialog.getByRole('textbox', { name: /^Experience/ });
    const message = 'Experience must be a whole number of years from 0 to 70';
    for (const typed of ['abc', '71', '2.5']) {
      await userEvent.clear(experience);
      await userEvent.type(experience, typed);
      await userEvent.tab();
      await expectFieldErrors([experience], message);
    }
    await userEvent.clear(experience);
    await userEvent.type(experience, '70');
    await waitFor(() => expect(experience).not.toHaveAttribute('aria-invalid'));
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const { inDialog } = await openDialog('Add Doctor');
    await typeInto(inDialog, 'Email', 'omar@');
    await userEvent.tab();
    await expectFieldErrors([inDialog.getByRole('textbox', { name: 'Email' })], 'Invalid email address');
  },
};

export const SubmitFilled: Story = {
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Doctor');
    await fillDoctor(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Omar',
      lastName: 'Khalid',
      email: 'omar.khalid@marinacare.ae',
      mobile: '+971-50 111 2233',
      experience: '12',
      gender: 'gender-male',
      country: 'country-ae',
      language: 'lang-ar',
      specialityIds: ['spec-cardiology'],
      about: '',
    });
  },
};

export const Edit: Story = {
  name: 'Edit: prefilled, email read-only',
  args: { mode: 'edit', defaultValues: toDoctorInput(ahmed) },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Edit Doctor');
    const email = inDialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ahmed.almansoori@marinacare.ae');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription('The email cannot be changed.');
    await expect(inDialog.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+971-50 318 2204');
    await expect(inDialog.getByRole('button', { name: /Gender/ })).toHaveTextContent('Male');
    await expect(inDialog.getByRole('row', { name: 'Cardiology' })).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'ahmed.almansoori@marinacare.ae',
      experience: '14',
    });
  },
};

export const Pending: Story = {
  args: { mode: 'edit', defaultValues: toDoctorInput(ahmed), pending: true },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Edit Doctor');
    const button = inDialog.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Server refused: the message stays in the open modal',
  args: { error: 'Email already exists' },
  play: async () => {
    const { inDialog } = await openDialog('Add Doctor');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Email already exists');
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Doctor');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { options: storyDoctorOptions('ar') },
  play: async () => {
    const { dialog, inDialog } = await openDialog('إضافة طبيب');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors(
      [inDialog.getByRole('textbox', { name: 'الاسم الأول' }), inDialog.getByRole('button', { name: /الجنس/ })],
      'مطلوب',
    );
    await expectFieldErrors([inDialog.getByRole('combobox', { name: 'التخصص' })], 'التخصص مطلوب');
    const experience = inDialog.getByRole('textbox', { name: /^الخبرة/ });
    await userEvent.type(experience, 'abc');
    await expectFieldErrors([experience], 'يجب أن تكون الخبرة عددًا صحيحًا من السنوات بين 0 و70');
    const mobile = inDialog.getByRole('textbox', { name: 'رقم الجوال' });
    await userEvent.type(mobile, '50');
    await expectFieldErrors([mobile], 'أدخل رقم الهاتف كاملًا: \u200E+971-## ### ####');
  },
};

export const ArabicEdit: Story = {
  ...Edit,
  globals: arabic,
  args: { mode: 'edit', defaultValues: toDoctorInput(ahmed), options: storyDoctorOptions('ar') },
  play: async () => {
    const { inDialog } = await openDialog('تعديل بيانات الطبيب');
    await expect(inDialog.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('readonly');
    await expect(inDialog.getByRole('button', { name: /الجنس/ })).toHaveTextContent('ذكر');
  },
};

export const Phone: Story = {
  ...phoneStory(),
  args: { mode: 'edit', defaultValues: toDoctorInput(ahmed) },
  play: async ({ canvasElement }) => {
    await openDialog('Edit Doctor');
    await expectFitsViewport(canvasElement);
  },
};

import { toNurseInput } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { storyNurses } from '../staff/staff.story-helpers';
import { NurseFormDialog } from './nurse-form-dialog';
import { expectFieldErrors, fillPerson, openDialog } from './staff-forms.story-helpers';

const [maria] = storyNurses;
if (!maria) throw new Error('fixtures: no nurse');

const meta = {
  title: 'Hospital/Staff Forms/Nurse Form Dialog',
  component: NurseFormDialog,
  args: { mode: 'add', defaultOpen: true, onSubmit: fn() },
} satisfies Meta<typeof NurseFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitEmpty: Story = {
  name: 'Submit empty: the required fields say "Required"',
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Nurse/Technician');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [
        ...['First Name', 'Last Name', 'Email', 'Mobile'].map((name) => inDialog.getByRole('textbox', { name })),
        inDialog.getByRole('radiogroup', { name: 'Type' }),
      ],
      'Required',
    );
    // Speciality, description and experience are optional.
    for (const name of ['Speciality', 'Description', 'Experience (years)']) {
      await expect(inDialog.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitFilled: Story = {
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Nurse/Technician');
    await fillPerson(inDialog, {
      firstName: 'Zainab',
      lastName: 'Hassan',
      email: 'zainab@marinacare.ae',
      mobile: 'x55y2223344',
    });
    await expect(inDialog.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+971-55 222 3344');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Nurse' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Zainab',
      lastName: 'Hassan',
      email: 'zainab@marinacare.ae',
      mobile: '+971-55 222 3344',
      type: 'Nurse',
      speciality: '',
      description: '',
      experience: '',
    });
  },
};

export const Edit: Story = {
  name: 'Edit: prefilled, email read-only',
  args: { mode: 'edit', defaultValues: toNurseInput(maria) },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Edit Nurse');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(inDialog.getByRole('radio', { name: 'Nurse' })).toBeChecked();
    const experience = inDialog.getByRole('textbox', { name: 'Experience (years)' });
    await expect(experience).toHaveValue('8');
    await userEvent.clear(experience);
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toMatchObject({ experience: '', speciality: 'Paediatric nursing' });
  },
};

export const ServerError: Story = {
  args: { mode: 'edit', defaultValues: toNurseInput(maria), error: 'Nurse not found' },
  play: async () => {
    const { inDialog } = await openDialog('Edit Nurse');
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Nurse not found');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openDialog('إضافة ممرض/فني');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('radiogroup', { name: 'النوع' })], 'مطلوب');
    await expect(inDialog.getByRole('radio', { name: 'فني' })).toBeVisible();
  },
};

export const ArabicEdit: Story = {
  globals: arabic,
  args: { mode: 'edit', defaultValues: toNurseInput(maria) },
  play: async () => {
    const { inDialog } = await openDialog('تعديل بيانات الممرض');
    await expect(inDialog.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('readonly');
  },
};

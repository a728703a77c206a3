import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { storyReceptionists } from '../staff/staff.story-helpers';
import { LaboratoryFormDialog, ReceptionistFormDialog } from './person-form-dialog';
import { toPersonFormValues } from './person-form.schema';
import { expectFieldErrors, fillPerson, openDialog } from './staff-forms.story-helpers';

const [sara] = storyReceptionists;
if (!sara) throw new Error('fixtures: no receptionist');

/** The laboratory and receptionist modals: the same four fields, different titles. */
const meta = {
  title: 'Hospital/Staff Forms/Laboratory and Receptionist Form Dialogs',
  component: LaboratoryFormDialog,
  args: { mode: 'add', defaultOpen: true, onSubmit: fn() },
} satisfies Meta<typeof LaboratoryFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddLaboratorySubmitEmpty: Story = {
  play: async () => {
    const { inDialog } = await openDialog('Add Laboratory');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      ['First Name', 'Last Name', 'Email', 'Mobile'].map((name) => inDialog.getByRole('textbox', { name })),
      'Required',
    );
  },
};

export const AddLaboratorySubmitFilled: Story = {
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Add Laboratory');
    await fillPerson(inDialog, {
      firstName: 'Jumeirah',
      lastName: 'Pathology',
      email: 'not-an-email',
      mobile: '50123',
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    // An incomplete mobile says so (not "Required"); the email must be valid.
    await expectFieldErrors(
      [inDialog.getByRole('textbox', { name: 'Mobile' })],
      'Enter the whole phone number: +971-## ### ####',
    );
    await expectFieldErrors([inDialog.getByRole('textbox', { name: 'Email' })], 'Invalid email address');
    await userEvent.clear(inDialog.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Email' }), 'pathology@marinacare.ae');
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Mobile' }), '98765');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Jumeirah',
      lastName: 'Pathology',
      email: 'pathology@marinacare.ae',
      mobile: '+971-50 123 9876',
    });
  },
};

export const EditReceptionist: Story = {
  name: 'Edit receptionist: email read-only',
  render: (args) => <ReceptionistFormDialog {...args} />,
  args: { mode: 'edit', defaultValues: toPersonFormValues(sara) },
  play: async ({ args }) => {
    const { inDialog } = await openDialog('Edit Receptionist');
    const email = inDialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('sara.ali@marinacare.ae');
    await expect(email).toHaveAttribute('readonly');
    await userEvent.type(email, 'x');
    await expect(email).toHaveValue('sara.ali@marinacare.ae');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

export const AddReceptionistPending: Story = {
  render: (args) => <ReceptionistFormDialog {...args} />,
  args: { pending: true },
  play: async () => {
    const { inDialog } = await openDialog('Add Receptionist');
    await expect(inDialog.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ArabicAddLaboratory: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openDialog('إضافة مختبر');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: 'رقم الجوال' })], 'مطلوب');
  },
};

export const ArabicEditReceptionist: Story = {
  ...EditReceptionist,
  globals: arabic,
  play: async () => {
    const { inDialog } = await openDialog('تعديل بيانات موظف الاستقبال');
    await expect(inDialog.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAttribute('readonly');
  },
};

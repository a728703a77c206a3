import { toDoctorProfile, toLaboratoryProfile, toNurseProfile } from '@aafiya/api-client';
import { handlers, mockError, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { expectToast } from '../staff/staff.story-helpers';
import { EditDoctorDialog } from './doctor-form-dialog.connected';
import { EditNurseDialog } from './nurse-form-dialog.connected';
import { EditLaboratoryDialog } from './person-form-dialog.connected';
import { openDialog } from './staff-forms.story-helpers';

/**
 * The EDIT modals as the detail pages place them: a trigger button and the
 * record. The lookups come from the default mocks (genders, countries and
 * languages each answer their own list).
 */
const meta = {
  title: 'Hospital/Staff Forms/Edit dialogs (connected)',
  component: EditDoctorDialog,
  args: {
    doctor: toDoctorProfile(staff.drAhmed),
    trigger: <Button>EDIT</Button>,
    onUpdated: fn(),
  },
  decorators: [withToaster, withApi()],
  parameters: { msw: { handlers } },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof EditDoctorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditDoctor: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Doctor');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    // The lookups arrive and name the doctor's choices.
    // Each lookup is its own request, so each may arrive later than the others.
    await waitFor(() => expect(inDialog.getByRole('button', { name: /Gender/ })).toHaveTextContent('Male'));
    await waitFor(() => expect(inDialog.getByRole('button', { name: /Language/ })).toHaveTextContent('Arabic'));
    await waitFor(() =>
      expect(inDialog.getByRole('button', { name: /Country/ })).toHaveTextContent('United Arab Emirates'),
    );
    const experience = inDialog.getByRole('textbox', { name: /^Experience/ });
    await userEvent.clear(experience);
    await userEvent.type(experience, '15');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Doctor Updated Successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onUpdated).toHaveBeenCalledOnce();
  },
};

export const EditDoctorRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockError('put', '/doctors/{id}', 409, { message: 'Mobile already in use' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Doctor');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Mobile already in use');
    await expectToast('Mobile already in use');
    await expect(dialog).toBeInTheDocument();
    // Closed and opened again: the message is gone.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    const again = await openDialog('Edit Doctor');
    await expect(again.inDialog.queryByRole('alert')).toBeNull();
  },
};

export const EditNurse: Story = {
  render: ({ trigger }) => <EditNurseDialog nurse={toNurseProfile(staff.nurseAisha)} trigger={trigger} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Nurse');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveValue('aisha.alkaabi@marinacare.ae');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Technician' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Successfully updated');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const EditLaboratory: Story = {
  render: ({ trigger }) => <EditLaboratoryDialog laboratory={toLaboratoryProfile(staff.labReem)} trigger={trigger} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'EDIT' }));
    const { inDialog } = await openDialog('Edit Laboratory');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Successfully updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ArabicEditDoctor: Story = {
  globals: arabic,
  args: { doctor: toDoctorProfile(staff.drAhmed, 'ar'), trigger: <Button>تعديل</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل' }));
    const { inDialog } = await openDialog('تعديل بيانات الطبيب');
    await waitFor(() => expect(inDialog.getByRole('button', { name: /الجنس/ })).toHaveTextContent('ذكر'));
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم تحديث بيانات الطبيب بنجاح');
  },
};

import { handlers, mockError, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { expectToast } from '../staff/staff.story-helpers';
import { editableRecord, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { ReceptionistDetailScreen } from './receptionist-detail.connected';

const updateLog = requestLog('put', '/receptionists/{id}');
const receptionistRecord = editableRecord('/receptionists/{id}', staff.receptionistHamdan, (receptionist) => ({
  data: receptionist,
}));

const meta = {
  title: 'Hospital/Receptionist Info (connected)',
  component: ReceptionistDetailScreen,
  args: { id: staff.receptionistHamdan._id },
  decorators: [withToaster, withApi()],
  parameters: { layout: 'padded', msw: { handlers: [updateLog.handler, ...receptionistRecord.handlers, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    updateLog.clear();
    receptionistRecord.reset();
  },
} satisfies Meta<typeof ReceptionistDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hamdan Al Nuaimi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /hamdan\.alnuaimi@reemclinic\.ae/ })).toBeVisible();
  },
};

export const Edit: Story = {
  name: 'EDIT: email read-only, update, toast and the page refreshed',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Receptionist');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const lastName = inDialog.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Al Nuaimi Jr');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Successfully updated');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The email is not sent: it cannot change here.
    await expect(updateLog.bodies).toEqual([
      { firstName: 'Hamdan', lastName: 'Al Nuaimi Jr', mobile: '+971-52 660 7821' },
    ]);
    // The receptionist is read again: the page shows the change.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hamdan Al Nuaimi Jr' })).toBeVisible();
    await expect(receptionistRecord.gets()).toBe(2);
  },
};

export const EditRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockError('put', '/receptionists/{id}', 400, { message: 'mobile: invalid phone' }), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Receptionist');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('mobile: invalid phone');
    await expect(dialog).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/receptionists/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/receptionists/{id}', 404, { message: 'Not found' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting receptionist');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'تعديل' }));
    const { inDialog } = await openDialog('تعديل بيانات موظف الاستقبال');
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم التحديث بنجاح');
  },
};

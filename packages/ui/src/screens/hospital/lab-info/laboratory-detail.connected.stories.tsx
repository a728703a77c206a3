import { handlers, mockError, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { toast } from '../../../components/toaster';
import { arabic } from '../../../stories/locale-globals';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { neverAnswer, requestLog } from '../../../stories/mock-requests';
import { expectToast } from '../staff/staff.story-helpers';
import { editableRecord, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { LaboratoryDetailScreen } from './laboratory-detail.connected';

const updateLog = requestLog('put', '/labortories/{id}');
const deleteLog = requestLog('delete', '/labortories/{id}');
const labRecord = editableRecord('/labortories/{id}', staff.labMarina, (laboratory) => ({ data: laboratory }));

const meta = {
  title: 'Hospital/Lab Info (connected)',
  component: LaboratoryDetailScreen,
  args: { id: staff.labMarina._id, onDeleted: fn() },
  decorators: [withToaster, withApi()],
  parameters: {
    layout: 'padded',
    msw: { handlers: [updateLog.handler, deleteLog.handler, ...labRecord.handlers, ...handlers] },
  },
  beforeEach: () => {
    toast.clear();
    updateLog.clear();
    deleteLog.clear();
    labRecord.reset();
  },
} satisfies Meta<typeof LaboratoryDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks Delete and confirms "Are you sure you want to delete this item?". */
async function confirmDelete(canvas: Pick<typeof screen, 'findByRole'>, texts = { delete: 'Delete' }) {
  await userEvent.click(await canvas.findByRole('button', { name: texts.delete }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
  return dialog;
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marina Central Laboratory' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /lab@marinacare\.ae/ })).toBeVisible();
  },
};

export const Edit: Story = {
  name: 'EDIT: email read-only, update, toast and the page refreshed',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'EDIT' }));
    const { dialog, inDialog } = await openDialog('Edit Laboratory');
    await expect(inDialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const lastName = inDialog.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Lab');
    await userEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    await expectToast('Successfully updated');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The email is not sent: it cannot change here.
    await expect(updateLog.bodies).toEqual([
      { firstName: 'Marina Central', lastName: 'Lab', mobile: '+971-50 412 7790' },
    ]);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marina Central Lab' })).toBeVisible();
    await expect(labRecord.gets()).toBe(2);
  },
};

export const Delete: Story = {
  name: 'Delete: confirmation, toast, back to the list',
  play: async ({ args, canvas }) => {
    const dialog = await confirmDelete(canvas);
    await expectToast('Laboratory deleted successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(deleteLog.urls.map((url) => url.pathname)).toEqual(['/api/labortories/lab-marina-central']);
    await expect(args.onDeleted).toHaveBeenCalledOnce();
  },
};

export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', '/labortories/{id}', 409, { message: 'The laboratory has open lab requests' }),
        ...handlers,
      ],
    },
  },
  play: async ({ args, canvas }) => {
    const dialog = await confirmDelete(canvas);
    await expectToast('The laboratory has open lab requests');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/labortories/{id}'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/labortories/{id}', 404, { message: 'Not found' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting laboratory');
    await expect(canvas.queryByRole('button', { name: 'EDIT' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'تعديل' }));
    const { inDialog } = await openDialog('تعديل بيانات المختبر');
    await userEvent.click(inDialog.getByRole('button', { name: 'تحديث' }));
    await expectToast('تم التحديث بنجاح');
    await confirmDelete(canvas, { delete: 'حذف' });
    await expectToast('تم حذف المختبر بنجاح');
    await expect(args.onDeleted).toHaveBeenCalledOnce();
  },
};

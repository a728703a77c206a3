import { handlers, mockError, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { toast } from '../../components/toaster';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { withToaster } from '../../stories/with-toaster';
import { confirmDelete, expectCards, expectToast, neverAnswer } from '../staff/staff.story-helpers';
import { expectFieldErrors, fillPerson, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { LaboratoriesListScreen } from './laboratories-list.connected';

const noLabs = { data: { labs: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };

const meta = {
  title: 'Screens/Hospital/Laboratories List (connected)',
  component: LaboratoriesListScreen,
  args: { onOpen: fn() },
  decorators: [withToaster, withApi()],
  parameters: { layout: 'padded', msw: { handlers } },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof LaboratoriesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expectCards(['Marina Central Laboratory', 'Reem Diagnostics Lab']);
    await userEvent.click(canvas.getByRole('button', { name: 'Marina Central Laboratory' }));
    await expect(args.onOpen).toHaveBeenCalledWith('lab-marina-central');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/labortories'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/labortories', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting Laboratories');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockOperation('get', '/labortories', noLabs), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No laboratory found')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { search: 'Pathology' },
  parameters: { msw: { handlers: [mockOperation('get', '/labortories/search/{text}', noLabs), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No labs found against this search')).toBeVisible();
  },
};

export const AddLaboratory: Story = {
  name: 'ADD Laboratory: empty submit, then a successful add',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ADD Laboratory' }));
    const { dialog, inDialog } = await openDialog('Add Laboratory');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      ['First Name', 'Last Name', 'Email', 'Mobile'].map((name) => inDialog.getByRole('textbox', { name })),
      'Required',
    );
    await fillPerson(inDialog, {
      firstName: 'Jumeirah',
      lastName: 'Pathology',
      email: 'pathology@marinacare.ae',
      mobile: '501239876',
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Laboratory Created Successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const DeleteLaboratory: Story = {
  play: async () => {
    await expectCards(['Marina Central Laboratory', 'Reem Diagnostics Lab']);
    await confirmDelete('Reem Diagnostics Lab');
    await expectToast('Laboratory deleted successfully');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'إضافة مختبر' }));
    const { inDialog } = await openDialog('إضافة مختبر');
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: 'الاسم الأول' })], 'مطلوب');
  },
};

export const ArabicEmpty: Story = {
  ...Empty,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('لا توجد مختبرات')).toBeVisible();
  },
};

import { mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { staffListStories } from '../staff/staff-list.connected-stories';
import { expectToast } from '../staff/staff.story-helpers';
import { expectFieldErrors, fillPerson, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { LaboratoriesListScreen } from './laboratories-list.connected';

const noLabs = { data: { labs: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };
const list = staffListStories({ path: '/labortories', noItems: (path) => mockOperation('get', path, noLabs) });

const meta = {
  title: 'Hospital/Laboratory (connected)',
  component: LaboratoriesListScreen,
  ...list.meta,
} satisfies Meta<typeof LaboratoriesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const allLabs = ['Marina Central Laboratory', 'Reem Diagnostics Lab'];

export const Populated: Story = list.populated(allLabs, {
  name: 'Marina Central Laboratory',
  id: 'lab-marina-central',
});

export const Loading: Story = list.loading();

export const LoadError: Story = list.loadError('Problem while getting Laboratories');

export const Empty: Story = list.empty('No laboratory found');

export const EmptySearch: Story = list.emptySearch('Pathology', 'No labs found against this search');

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

export const DeleteLaboratory: Story = list.deleteThroughConfirmation(
  allLabs,
  'Reem Diagnostics Lab',
  'Laboratory deleted successfully',
);

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'إضافة مختبر' }));
    const { inDialog } = await openDialog('إضافة مختبر');
    await userEvent.click(inDialog.getByRole('button', { name: 'إضافة' }));
    await expectFieldErrors([inDialog.getByRole('textbox', { name: 'الاسم الأول' })], 'مطلوب');
  },
};

export const ArabicEmpty: Story = list.empty('لا توجد مختبرات', arabic);

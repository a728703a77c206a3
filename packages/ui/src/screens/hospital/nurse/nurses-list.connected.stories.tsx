import { mockError, mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { staffListStories } from '../staff/staff-list.connected-stories';
import { arabicDelete, confirmDelete, expectToast } from '../staff/staff.story-helpers';
import { expectFieldErrors, fillPerson, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { NursesListScreen } from './nurses-list.connected';

const noNurses = { data: { nurses: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };
const list = staffListStories({ path: '/nurse', noItems: (path) => mockOperation('get', path, noNurses) });

const meta = {
  title: 'Hospital/Nurse (connected)',
  component: NursesListScreen,
  ...list.meta,
} satisfies Meta<typeof NursesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const allNurses = ['Maria Santos', 'Aisha Al Kaabi', 'Omar Farouk'];

export const Populated: Story = list.populated(allNurses, { name: 'Omar Farouk', id: 'nurse-omar-technician' });

export const Loading: Story = list.loading();

export const LoadError: Story = list.loadError('Problem while getting nurses');

export const Empty: Story = list.empty('No nurse found');

export const SearchResults: Story = list.searchResults(
  'Omar',
  mockOperation('get', '/nurse/search/{text}', {
    data: { nurses: [staff.technicianOmar], pageNumber: 0, numberOfPages: 1 },
  }),
  ['Omar Farouk'],
);

export const EmptySearch: Story = list.emptySearch('Zainab', 'No nurses found against this search');

export const AddNurse: Story = {
  name: '+ ADD NURSE/TECHNICIAN: empty submit, then a successful add',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ ADD NURSE/TECHNICIAN' }));
    const { dialog, inDialog } = await openDialog('Add Nurse/Technician');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [
        inDialog.getByRole('textbox', { name: 'First Name' }),
        inDialog.getByRole('textbox', { name: 'Mobile' }),
        inDialog.getByRole('radiogroup', { name: 'Type' }),
      ],
      'Required',
    );
    await fillPerson(inDialog, {
      firstName: 'Zainab',
      lastName: 'Hassan',
      email: 'zainab.hassan@marinacare.ae',
      mobile: '0552223344',
    });
    await userEvent.click(inDialog.getByRole('radio', { name: 'Technician' }));
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Speciality' }), 'Lab technician');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Nurse Created Successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(list.logs.create.urls).toHaveLength(1);
  },
};

export const AddNurseRefused: Story = {
  parameters: { msw: list.answering(mockError('post', '/nurse', 409, { message: 'Email already exists' })) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ ADD NURSE/TECHNICIAN' }));
    const { dialog, inDialog } = await openDialog('Add Nurse/Technician');
    await fillPerson(inDialog, {
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria.santos@marinacare.ae',
      mobile: '582339140',
    });
    await userEvent.click(inDialog.getByRole('radio', { name: 'Nurse' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Email already exists');
    await expect(dialog).toBeInTheDocument();
  },
};

export const DeleteNurse: Story = list.deleteThroughConfirmation(
  allNurses,
  'Maria Santos',
  'Nurse deleted successfully',
);

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ممرض · Paediatric nursing')).toBeVisible();
    await confirmDelete('Omar Farouk', arabicDelete);
    await expectToast('تم حذف الممرض بنجاح');
  },
};

export const ArabicEmptySearch: Story = list.emptySearch('Zainab', 'لا يوجد ممرضون يطابقون هذا البحث', arabic);

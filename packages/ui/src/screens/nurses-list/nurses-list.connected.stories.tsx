import { handlers, mockError, mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { toast } from '../../components/toaster';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { withToaster } from '../../stories/with-toaster';
import { confirmDelete, expectCards, expectToast, neverAnswer, requestLog } from '../staff/staff.story-helpers';
import { expectFieldErrors, fillPerson, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { NursesListScreen } from './nurses-list.connected';

const createLog = requestLog('post', '/nurse');
const noNurses = { data: { nurses: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };

const meta = {
  title: 'Screens/Hospital/Nurses List (connected)',
  component: NursesListScreen,
  args: { onOpen: fn() },
  decorators: [withToaster, withApi()],
  parameters: { layout: 'padded', msw: { handlers: [createLog.handler, ...handlers] } },
  beforeEach: () => {
    toast.clear();
    createLog.clear();
  },
} satisfies Meta<typeof NursesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expectCards(['Maria Santos', 'Aisha Al Kaabi', 'Omar Farouk']);
    await userEvent.click(canvas.getByRole('button', { name: 'Omar Farouk' }));
    await expect(args.onOpen).toHaveBeenCalledWith('nurse-omar-technician');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/nurse'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/nurse', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting nurses');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockOperation('get', '/nurse', noNurses), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No nurse found')).toBeVisible();
  },
};

export const SearchResults: Story = {
  args: { search: 'Omar' },
  parameters: {
    msw: {
      handlers: [
        mockOperation('get', '/nurse/search/{text}', {
          data: { nurses: [staff.technicianOmar], pageNumber: 0, numberOfPages: 1 },
        }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await expectCards(['Omar Farouk']);
  },
};

export const EmptySearch: Story = {
  args: { search: 'Zainab' },
  parameters: { msw: { handlers: [mockOperation('get', '/nurse/search/{text}', noNurses), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No nurses found against this search')).toBeVisible();
  },
};

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
    await expect(createLog.urls).toHaveLength(1);
  },
};

export const AddNurseRefused: Story = {
  parameters: {
    msw: { handlers: [mockError('post', '/nurse', 409, { message: 'Email already exists' }), ...handlers] },
  },
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

export const DeleteNurse: Story = {
  play: async () => {
    await expectCards(['Maria Santos', 'Aisha Al Kaabi', 'Omar Farouk']);
    await confirmDelete('Maria Santos');
    await expectToast('Nurse deleted successfully');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ممرض · Paediatric nursing')).toBeVisible();
    await confirmDelete('Omar Farouk', {
      deleteLabel: 'حذف',
      question: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
      confirm: 'حذف',
    });
    await expectToast('تم حذف الممرض بنجاح');
  },
};

export const ArabicEmptySearch: Story = {
  ...EmptySearch,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('لا يوجد ممرضون يطابقون هذا البحث')).toBeVisible();
  },
};

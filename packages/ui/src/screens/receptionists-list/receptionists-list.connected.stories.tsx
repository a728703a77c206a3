import { handlers, mockError, mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { toast } from '../../components/toaster';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { withToaster } from '../../stories/with-toaster';
import { confirmDelete, expectCards, expectToast, neverAnswer, pageOf, slicePage } from '../staff/staff.story-helpers';
import { fillPerson, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { ReceptionistsListScreen } from './receptionists-list.connected';

const noReceptionists = { data: { receptionists: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };

const meta = {
  title: 'Screens/Hospital/Receptionists List (connected)',
  component: ReceptionistsListScreen,
  args: { onOpen: fn() },
  decorators: [withToaster, withApi()],
  parameters: { layout: 'padded', msw: { handlers } },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof ReceptionistsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expectCards(['Sara Ali', 'Hamdan Al Nuaimi']);
    await userEvent.click(canvas.getByRole('button', { name: 'Hamdan Al Nuaimi' }));
    await expect(args.onOpen).toHaveBeenCalledWith('rcp-hamdan-nuaimi');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/receptionists'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', '/receptionists', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting receptionists');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockOperation('get', '/receptionists', noReceptionists), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No receptionist found')).toBeVisible();
  },
};

/** Search results are paged too: one receptionist a page. */
export const PagedSearch: Story = {
  args: { search: 'a' },
  parameters: {
    msw: {
      handlers: [
        mockOperation('get', '/receptionists/search/{text}', (request) => {
          const { items, ...info } = slicePage(staff.receptionists, pageOf(request), 1);
          return { data: { receptionists: items, ...info } };
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expectCards(['Sara Ali']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectCards(['Hamdan Al Nuaimi']);
  },
};

export const EmptySearch: Story = {
  args: { search: 'Mona' },
  parameters: {
    msw: { handlers: [mockOperation('get', '/receptionists/search/{text}', noReceptionists), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No receptionists found against this search')).toBeVisible();
  },
};

export const AddReceptionist: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ ADD RECEPTIONIST' }));
    const { dialog, inDialog } = await openDialog('Add Receptionist');
    await fillPerson(inDialog, {
      firstName: 'Mona',
      lastName: 'Saeed',
      email: 'mona.saeed@marinacare.ae',
      mobile: '507654321',
    });
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Receptionist Created Successfully');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const DeleteReceptionist: Story = {
  play: async () => {
    await expectCards(['Sara Ali', 'Hamdan Al Nuaimi']);
    await confirmDelete('Sara Ali');
    await expectToast('Receptionist deleted successfully');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'قائمة موظفي الاستقبال' })).toBeVisible();
    await confirmDelete('Sara Ali', {
      deleteLabel: 'حذف',
      question: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
      confirm: 'حذف',
    });
    await expectToast('تم حذف موظف الاستقبال بنجاح');
  },
};

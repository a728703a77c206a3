import { mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { staffListStories } from '../staff/staff-list.connected-stories';
import { arabicDelete, confirmDelete, expectCards, expectToast, pageOf, slicePage } from '../staff/staff.story-helpers';
import { fillPerson, openDialog } from '../staff-forms/staff-forms.story-helpers';
import { ReceptionistsListScreen } from './receptionists-list.connected';

const noReceptionists = { data: { receptionists: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 } };
const list = staffListStories({
  path: '/receptionists',
  noItems: (path) => mockOperation('get', path, noReceptionists),
});

const meta = {
  title: 'Hospital/Receptionist (connected)',
  component: ReceptionistsListScreen,
  ...list.meta,
} satisfies Meta<typeof ReceptionistsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const allReceptionists = ['Sara Ali', 'Hamdan Al Nuaimi'];

export const Populated: Story = list.populated(allReceptionists, { name: 'Hamdan Al Nuaimi', id: 'rcp-hamdan-nuaimi' });

export const Loading: Story = list.loading();

export const LoadError: Story = list.loadError('Problem while getting receptionists');

export const Empty: Story = list.empty('No receptionist found');

/** Search results are paged too: one receptionist a page. */
export const PagedSearch: Story = {
  args: { search: 'a' },
  parameters: {
    msw: list.answering(
      mockOperation('get', '/receptionists/search/{text}', (request) => {
        const { items, ...info } = slicePage(staff.receptionists, pageOf(request), 1);
        return { data: { receptionists: items, ...info } };
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expectCards(['Sara Ali']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectCards(['Hamdan Al Nuaimi']);
  },
};

export const EmptySearch: Story = list.emptySearch('Mona', 'No receptionists found against this search');

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

export const DeleteReceptionist: Story = list.deleteThroughConfirmation(
  allReceptionists,
  'Sara Ali',
  'Receptionist deleted successfully',
);

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'قائمة موظفي الاستقبال' })).toBeVisible();
    await confirmDelete('Sara Ali', arabicDelete);
    await expectToast('تم حذف موظف الاستقبال بنجاح');
  },
};

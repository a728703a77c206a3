import { mockError, mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { staffListStories } from '../staff/staff-list.connected-stories';
import { arabicDelete, confirmDelete, expectCards, expectToast, pageOf, slicePage } from '../staff/staff.story-helpers';
import {
  doctorLookupHandlers,
  expectFieldErrors,
  fillDoctor,
  openDialog,
} from '../staff-forms/staff-forms.story-helpers';
import { DoctorsListScreen } from './doctors-list.connected';

const noDoctors = { doctors: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 };
const list = staffListStories({
  path: '/doctors',
  noItems: (path) => mockOperation('get', path, noDoctors),
  handlers: doctorLookupHandlers,
});
const { answering, logs } = list;

/** Two doctors a page, four in all: two pages. */
const twoPerPage = mockOperation('get', '/doctors', (request) => {
  const { items, ...info } = slicePage(staff.doctors, pageOf(request), 2);
  return { doctors: items, ...info };
});

const meta = {
  title: 'Hospital/Doctors (connected)',
  component: DoctorsListScreen,
  ...list.meta,
} satisfies Meta<typeof DoctorsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const allDoctors = ['Ahmed Al Mansoori', 'Fatima Al Hashimi', 'Rajesh Nair', 'Layla Haddad'];

export const Populated: Story = list.populated(allDoctors, { name: 'Rajesh Nair', id: 'doc-rajesh-nair' });

export const Loading: Story = list.loading();

export const LoadError: Story = list.loadError('Problem while getting doctors');

export const Empty: Story = list.empty('No doctors Found');

export const SearchResults: Story = list.searchResults(
  'Layla',
  mockOperation('get', '/doctors/search/{text}', { doctors: [staff.drLayla], pageNumber: 0, numberOfPages: 1 }),
  ['Layla Haddad'],
);

export const EmptySearch: Story = list.emptySearch('Zayed', 'No doctors found against this search');

/** A search the server answers 404 reads as an empty search too. */
export const EmptySearchNotFound: Story = {
  args: { search: 'Zayed' },
  parameters: { msw: answering(mockError('get', '/doctors/search/{text}', 404, { message: 'Not found' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No doctors found against this search')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PagerMovesPages: Story = {
  parameters: { msw: answering(twoPerPage) },
  play: async ({ canvas }) => {
    await expectCards(['Ahmed Al Mansoori', 'Fatima Al Hashimi']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectCards(['Rajesh Nair', 'Layla Haddad']);
    await expect(logs.list.urls.at(-1)?.searchParams.get('page')).toBe('1');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expectCards(['Ahmed Al Mansoori', 'Fatima Al Hashimi']);
  },
};

export const AddDoctor: Story = {
  name: 'ADD DOCTOR: empty submit, then a successful add',
  play: async ({ canvas }) => {
    await expectCards(allDoctors);
    await userEvent.click(canvas.getByRole('button', { name: 'ADD DOCTOR' }));
    const { dialog, inDialog } = await openDialog('Add Doctor');
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectFieldErrors(
      [inDialog.getByRole('textbox', { name: 'First Name' }), inDialog.getByRole('button', { name: /Gender/ })],
      'Required',
    );
    await expectFieldErrors([inDialog.getByRole('combobox', { name: 'Speciality' })], 'Speciality is required');

    const loadsBefore = logs.list.urls.length;
    await fillDoctor(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Doctor Created Successfully');
    // The contract's body: trimmed texts, speciality ids, no blank description.
    await expect(logs.create.bodies).toEqual([
      {
        firstName: 'Omar',
        lastName: 'Khalid',
        email: 'omar.khalid@marinacare.ae',
        mobile: '+971-50 111 2233',
        experience: '12',
        gender: 'gender-male',
        country: 'country-ae',
        language: 'lang-ar',
        specialityId: ['spec-cardiology'],
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The list was loaded again.
    await waitFor(() => expect(logs.list.urls.length).toBeGreaterThan(loadsBefore));

    // Opened again, the form starts empty.
    await userEvent.click(canvas.getByRole('button', { name: 'ADD DOCTOR' }));
    const again = await openDialog('Add Doctor');
    await expect(again.inDialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  },
};

export const AddDoctorRefused: Story = {
  name: 'ADD DOCTOR refused: the server’s message, the modal stays; closing it asks first',
  parameters: { msw: answering(mockError('post', '/doctors', 409, { message: 'Email already exists' })) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ADD DOCTOR' }));
    const { dialog, inDialog } = await openDialog('Add Doctor');
    await fillDoctor(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Email already exists');
    await expectToast('Email already exists');
    await expect(dialog).toBeInTheDocument();
    await expect(inDialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Omar');
    // Escape in the open Speciality list closes the list only; on the filled form it then asks first.
    await userEvent.click(inDialog.getByRole('combobox', { name: 'Speciality' }));
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ADD DOCTOR' })).toHaveFocus());
  },
};

export const DeleteDoctor: Story = {
  name: 'Delete through the confirmation',
  ...list.deleteThroughConfirmation(allDoctors, 'Fatima Al Hashimi', 'Doctor deleted successfully'),
};

export const DeleteRefused: Story = {
  parameters: {
    msw: answering(mockError('delete', '/doctors/{id}', 409, { message: 'Doctor has booked appointments' })),
  },
  play: async () => {
    await confirmDelete('Fatima Al Hashimi');
    await expectToast('Doctor has booked appointments');
    // The confirmation stays open for another try or Cancel.
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expectCards(allDoctors);
    await expect(canvas.queryByRole('button', { name: 'ADD DOCTOR' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByText('أمراض القلب')).toBeVisible();
    await confirmDelete('Ahmed Al Mansoori', arabicDelete);
    await expectToast('تم حذف الطبيب بنجاح');
  },
};

export const ArabicEmptySearch: Story = list.emptySearch('Zayed', 'لا يوجد أطباء يطابقون هذا البحث', arabic);

export const ArabicLoadError: Story = list.loadError('حدثت مشكلة أثناء جلب الأطباء', arabic);

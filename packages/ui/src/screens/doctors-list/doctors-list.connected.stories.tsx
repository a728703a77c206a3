import { handlers, mockError, mockOperation, staff } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { toast } from '../../components/toaster';
import { arabic } from '../../stories/locale-globals';
import { withApi } from '../../stories/with-api';
import { withToaster } from '../../stories/with-toaster';
import {
  confirmDelete,
  expectCards,
  expectToast,
  neverAnswer,
  pageOf,
  requestLog,
  slicePage,
} from '../staff/staff.story-helpers';
import {
  doctorLookupHandlers,
  expectFieldErrors,
  fillDoctor,
  openDialog,
} from '../staff-forms/staff-forms.story-helpers';
import { DoctorsListScreen } from './doctors-list.connected';

const listLog = requestLog('get', '/doctors');
const searchLog = requestLog('get', '/doctors/search/{text}');
const createLog = requestLog('post', '/doctors');

/** Two doctors a page, four in all: two pages. */
const twoPerPage = mockOperation('get', '/doctors', (request) => {
  const { items, ...info } = slicePage(staff.doctors, pageOf(request), 2);
  return { doctors: items, ...info };
});
const noDoctors = { doctors: [], pageNumber: 0, numberOfPages: 0, totalItems: 0 };

const meta = {
  title: 'Screens/Hospital/Doctors List (connected)',
  component: DoctorsListScreen,
  args: { onOpen: fn() },
  decorators: [withToaster, withApi()],
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [listLog.handler, searchLog.handler, createLog.handler, ...doctorLookupHandlers, ...handlers],
    },
  },
  beforeEach: () => {
    toast.clear();
    listLog.clear();
    searchLog.clear();
    createLog.clear();
  },
} satisfies Meta<typeof DoctorsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const allDoctors = ['Ahmed Al Mansoori', 'Fatima Al Hashimi', 'Rajesh Nair', 'Layla Haddad'];

export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expectCards(allDoctors);
    await expect(listLog.urls[0]?.searchParams.get('page')).toBe('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Rajesh Nair' }));
    await expect(args.onOpen).toHaveBeenCalledWith('doc-rajesh-nair');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswer('get', '/doctors'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/doctors', 500, { message: 'Database unavailable' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Problem while getting doctors');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mockOperation('get', '/doctors', noDoctors), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No doctors Found')).toBeVisible();
  },
};

export const SearchResults: Story = {
  args: { search: 'Layla' },
  parameters: {
    msw: {
      handlers: [
        searchLog.handler,
        mockOperation('get', '/doctors/search/{text}', { doctors: [staff.drLayla], pageNumber: 0, numberOfPages: 1 }),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await expectCards(['Layla Haddad']);
    await expect(searchLog.urls[0]?.pathname).toMatch(/\/doctors\/search\/Layla$/);
    await expect(searchLog.urls[0]?.searchParams.get('page')).toBe('0');
  },
};

export const EmptySearch: Story = {
  args: { search: 'Zayed' },
  parameters: { msw: { handlers: [mockOperation('get', '/doctors/search/{text}', noDoctors), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No doctors found against this search')).toBeVisible();
  },
};

/** A search the server answers 404 reads as an empty search too. */
export const EmptySearchNotFound: Story = {
  args: { search: 'Zayed' },
  parameters: {
    msw: { handlers: [mockError('get', '/doctors/search/{text}', 404, { message: 'Not found' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No doctors found against this search')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PagerMovesPages: Story = {
  parameters: { msw: { handlers: [listLog.handler, twoPerPage, ...handlers] } },
  play: async ({ canvas }) => {
    await expectCards(['Ahmed Al Mansoori', 'Fatima Al Hashimi']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectCards(['Rajesh Nair', 'Layla Haddad']);
    await expect(listLog.urls.at(-1)?.searchParams.get('page')).toBe('1');
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

    const loadsBefore = listLog.urls.length;
    await fillDoctor(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expectToast('Doctor Created Successfully');
    // The contract's body: trimmed texts, speciality ids, no blank description.
    await expect(createLog.bodies).toEqual([
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
    await waitFor(() => expect(listLog.urls.length).toBeGreaterThan(loadsBefore));

    // Opened again, the form starts empty.
    await userEvent.click(canvas.getByRole('button', { name: 'ADD DOCTOR' }));
    const again = await openDialog('Add Doctor');
    await expect(again.inDialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  },
};

export const AddDoctorRefused: Story = {
  name: 'ADD DOCTOR refused: the server’s message, the modal stays',
  parameters: {
    msw: {
      handlers: [
        mockError('post', '/doctors', 409, { message: 'Email already exists' }),
        ...doctorLookupHandlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ADD DOCTOR' }));
    const { dialog, inDialog } = await openDialog('Add Doctor');
    await fillDoctor(inDialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Add' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Email already exists');
    await expectToast('Email already exists');
    await expect(dialog).toBeInTheDocument();
    await expect(inDialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Omar');
  },
};

export const DeleteDoctor: Story = {
  name: 'Delete through the confirmation',
  play: async () => {
    await expectCards(allDoctors);
    const loadsBefore = listLog.urls.length;
    await confirmDelete('Fatima Al Hashimi');
    await expectToast('Doctor deleted successfully');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(listLog.urls.length).toBeGreaterThan(loadsBefore));
  },
};

export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [mockError('delete', '/doctors/{id}', 409, { message: 'Doctor has booked appointments' }), ...handlers],
    },
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
    await confirmDelete('Ahmed Al Mansoori', {
      deleteLabel: 'حذف',
      question: 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
      confirm: 'حذف',
    });
    await expectToast('تم حذف الطبيب بنجاح');
  },
};

export const ArabicEmptySearch: Story = {
  ...EmptySearch,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('لا يوجد أطباء يطابقون هذا البحث')).toBeVisible();
  },
};

export const ArabicLoadError: Story = {
  ...LoadError,
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('حدثت مشكلة أثناء جلب الأطباء');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFitsViewport, phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { desktop } from '../../../stories/viewports';
import { columnHeaders, dataRows, errorStory, wideTable } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { DoctorAppointments } from './doctor-appointments';
import { arabicRows, firstPageRows, manyRows, storyDoctor, storyTimeZone } from './doctor-appointments.fixtures';

const meta = {
  title: 'Doctor/Appointments',
  component: DoctorAppointments,
  args: {
    doctor: { name: 'Ahmed Al Mansoori', image: storyDoctor.image },
    rows: firstPageRows,
    page: 0,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
    onStartTreatment: fn(),
    onEndTreatment: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof DoctorAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const table = /Appointments|المواعيد/;

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Dr. Ahmed Al Mansoori' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo of Dr. Ahmed Al Mansoori' })).toBeVisible();
    // 360 px high: a named, focusable scroll region.
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(region).toHaveStyle({ height: '360px' });
    await expect(columnHeaders(within(region))).toEqual([
      'Patient Name',
      'Emirates ID Number',
      'Date',
      'Time',
      'Service',
      'Action',
    ]);
    await waitFor(() => expect(dataRows(canvasElement, table)).toHaveLength(5));
    const [yousef, priya, mariam, taken, approved] = dataRows(canvasElement, table);
    await expect(yousef).toHaveTextContent('Yousef Al Hammadi');
    await expect(yousef).toHaveTextContent('784-1984-7654321-3');
    // DD-MM-YY and a 12-hour range, in Dubai.
    await expect(yousef).toHaveTextContent('20-11-26');
    await expect(yousef).toHaveTextContent('02:30 PM – 03:00 PM');
    // The action by 001's rules.
    await expect(within(yousef as HTMLElement).getByRole('button', { name: /^End Treatment/ })).toBeVisible();
    await expect(within(priya as HTMLElement).getByRole('button', { name: /^Start Treatment/ })).toBeVisible();
    await expect(priya).toHaveTextContent('N/A');
    await expect(within(mariam as HTMLElement).getByRole('button', { name: /^End Treatment/ })).toBeVisible();
    await expect(within(taken as HTMLElement).queryByRole('button', { name: /Treatment/ })).toBeNull();
    await expect(within(taken as HTMLElement).getByText('TAKEN')).toBeVisible();
    await expect(within(approved as HTMLElement).getByText('APPROVED')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

export const StartTreatment: Story = {
  name: 'Start Treatment opens the diagnosis',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Treatment Priya Menon' }));
    await expect(args.onStartTreatment).toHaveBeenCalledWith('pat-priya-menon', 'apt-priya-1100');
  },
};

export const EndTreatmentConfirmation: Story = {
  name: 'End Treatment asks first',
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'End Treatment Yousef Al Hammadi' });
    await userEvent.click(button);
    let dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    // Cancel: nothing is sent, focus goes back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onEndTreatment).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    // Confirm: the appointment ends.
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expect(args.onEndTreatment).toHaveBeenCalledWith('apt-yousef-1430');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const EndTreatmentFails: Story = {
  name: 'A failed End Treatment keeps the question open',
  args: { onEndTreatment: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End Treatment مريم الكعبي' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure you want to end the treatment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End Treatment' }));
    await expect(args.onEndTreatment).toHaveBeenCalledWith('apt-mariam-0930');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'End Treatment' })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(dialog).toBeVisible();
  },
};

export const ServiceDetails: Story = {
  name: 'The service opens Service Details',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Specialist Consultation' })[0] as HTMLElement);
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(dialog).toHaveTextContent('AED 350');
    await expect(dialog).toHaveTextContent('Covered by insuranceYes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Seasonal Flu Vaccination' }));
    await expect(await body.findByRole('dialog', { name: 'Service Details' })).toHaveTextContent('PriceFree');
  },
};

export const Paging: Story = {
  name: 'Prev, numbered pages, Next',
  args: { page: 1, pageCount: 3 },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: 'Prev' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(pager.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const ManyRows: Story = {
  name: 'Many rows: the table scrolls, rendering those in view',
  args: { rows: manyRows, pageCount: 1 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await waitFor(() => expect(dataRows(canvasElement, table).length).toBeGreaterThan(3));
    await expect(dataRows(canvasElement, table).length).toBeLessThan(manyRows.length);
    await expect(within(region).getByRole('table')).toHaveAttribute('aria-rowcount', String(manyRows.length + 1));
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true, doctor: undefined, doctorLoading: true, pageCount: 0 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const NoAppointmentsYet: Story = {
  args: { rows: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const NoneOnThisPage: Story = {
  name: 'Empty page: No appointment found',
  args: { rows: [], page: 1, pageCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointment found')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  ...errorStory("Problem while getting doctor's appointments"),
  args: { rows: [], error: true },
};

export const DoctorUnknown: Story = {
  name: 'The doctor could not be read: a greeting without a name',
  args: { doctor: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Appointments' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'مرحبًا، د. Ahmed Al Mansoori' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'المواعيد' });
    await expect(columnHeaders(within(region))).toEqual([
      'اسم المريض',
      'رقم الهوية الإماراتية',
      'التاريخ',
      'الوقت',
      'الخدمة',
      'الإجراء',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'إنهاء العلاج يوسف الحمادي' }));
    const dialog = await body.findByRole('alertdialog', { name: 'هل أنت متأكد أنك تريد إنهاء العلاج؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنهاء العلاج' }));
    await expect(args.onEndTreatment).toHaveBeenCalledWith('apt-yousef-1430');
    await userEvent.click(canvas.getByRole('button', { name: 'بدء العلاج بريا مينون' }));
    await expect(args.onStartTreatment).toHaveBeenCalledWith('pat-priya-menon', 'apt-priya-1100');
  },
};

export const ArabicEmpty: Story = {
  globals: arabic,
  args: { rows: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا توجد مواعيد بعد')).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas, canvasElement }) => {
    // Stacked rows: every value and the action on screen.
    await waitFor(() => expect(dataRows(canvasElement, table).length).toBeGreaterThan(1));
    await expectFitsViewport(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Treatment Priya Menon' }));
  },
};

export const ArabicPhone: Story = { ...phoneStory({ arabic: true }), args: { rows: arabicRows } };

/** At 1440 px: the desktop layout fits too. */
export const Desktop: Story = {
  globals: { ...desktop },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement);
  },
};

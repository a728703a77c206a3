import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import {
  dataRows,
  emptyStory,
  errorStory,
  expectHeading,
  expectRecordsTable,
  loadingStory,
  pickPreviousDay,
  showsText,
  wideTable,
} from '../../../stories/records-table-stories';
import { HospitalAppointments, preloadHospitalAppointments } from './hospital-appointments';
import { arabicRows, storyNow, storyTimeZone, todaysRows } from './hospital-appointments.fixtures';

const meta = {
  // The filters' and table's code, loaded before the story renders (the site shows a skeleton meanwhile).
  loaders: [
    async () => {
      await preloadHospitalAppointments();
    },
  ],
  title: 'Hospital/Appointments',
  component: HospitalAppointments,
  args: {
    date: '2026-11-20',
    onDateChange: fn(),
    emiratesId: '',
    onEmiratesIdChange: fn(),
    rows: todaysRows,
    onRetry: fn(),
    now: storyNow,
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof HospitalAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    // The slot without a patient is hidden: four rows of five.
    const rows = await expectRecordsTable(canvasElement, {
      heading: 'Appointments',
      headers: ['Provider', 'PATIENT NAME', 'EMIRATES ID', 'SERVICE', 'DATE', 'TIME', 'STATUS'],
      rows: 4,
    });
    await expect(rows[0]).toHaveTextContent('Ahmed Al Mansoori');
    await expect(rows[0]).toHaveTextContent('Yousef Al Hammadi');
    await expect(rows[0]).toHaveTextContent('784-1984-7654321-3');
    await expect(rows[0]).toHaveTextContent('20/11/2026');
    await expect(rows[0]).toHaveTextContent('08:30 AM – 09:00 AM');
    // Ended before 10:15: greyed and read out as past; the one under way and the next are not.
    await expect(rows.map((row) => row.getAttribute('data-muted'))).toEqual(['true', 'true', null, null]);
    await expect(within(rows[0] as HTMLElement).getByText('Past')).toHaveClass('sr-only');
    await expect(within(rows[2] as HTMLElement).queryByText('Past')).toBeNull();
    // Status badges: TAKEN success, BOOKED primary, APPROVED warning.
    const badges = rows.map((row) => row.querySelector('[data-slot="badge"]'));
    await expect(badges.map((badge) => badge?.textContent)).toEqual(['TAKEN', 'BOOKED', 'APPROVED', 'BOOKED']);
    await expect(badges[0]).toHaveClass('text-success-700');
    await expect(badges[1]).toHaveClass('text-primary-700');
    await expect(badges[2]).toHaveClass('text-warning-800');
    // No service: N/A.
    await expect(rows[3]).toHaveTextContent('N/A');
  },
};

export const ServiceDetailsModal: Story = {
  name: 'The service opens Service Details',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Home Nursing Visit' }));
    const dialog = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(dialog).toHaveTextContent('AED 280');
    await expect(dialog).toHaveTextContent('Covered by insuranceNo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Seasonal Flu Vaccination' }));
    const free = await body.findByRole('dialog', { name: 'Service Details' });
    await expect(free).toHaveTextContent('PriceFree');
    await expect(free).toHaveTextContent('Covered by insuranceYes');
  },
};

export const Filters: Story = {
  name: 'Date and Emirates ID filters',
  play: async ({ args, canvas }) => {
    const emiratesId = canvas.getByRole('searchbox', { name: 'Emirates ID' });
    await userEvent.type(emiratesId, '7');
    await expect(args.onEmiratesIdChange).toHaveBeenLastCalledWith('7');
    await pickPreviousDay(canvas);
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-19');
  },
};

export const FilteredByEmiratesId: Story = {
  args: { emiratesId: '7654', rows: todaysRows.filter((row) => row.emiratesId?.includes('7654')) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Emirates ID' })).toHaveValue('7654');
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('784-1984-7654321-3');
  },
};

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory('No appointment found');

export const OnlyRowsWithoutPatient: Story = {
  name: 'Empty: only slots without a patient',
  args: { rows: todaysRows.filter((row) => row.patientName === null) },
  play: showsText('No appointment found'),
};

export const Error: Story = errorStory('Problem while getting appointments');

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ canvasElement, canvas }) => {
    await expectHeading(canvas, 'المواعيد');
    const rows = dataRows(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveAttribute('data-muted', 'true');
    await expect(within(rows[0] as HTMLElement).getByText('انتهى')).toHaveClass('sr-only');
    await userEvent.click(canvas.getByRole('button', { name: 'زيارة تمريض منزلية' }));
    await expect(await body.findByRole('dialog', { name: 'تفاصيل الخدمة' })).toBeVisible();
  },
};

export const ArabicEmpty: Story = emptyStory('لم يتم العثور على مواعيد', { arabic: true });

export const Phone: Story = phoneStory();

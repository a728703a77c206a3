import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { dataRows, wideTable } from '../../../stories/records-table-stories';
import { FinanceReport } from './finance-report';
import { clinicStatistics, december, pcrStatistics, storyTimeZone } from './finance.fixtures';

const meta = {
  title: 'Admin/Finance',
  component: FinanceReport,
  args: {
    scope: 'clinic',
    hospitalName: 'Marina Care Hospital',
    defaultPeriod: december,
    statistics: clinicStatistics,
    timeZone: storyTimeZone,
    onShowStatistics: fn(),
    onDownload: fn(),
    onRetryStatistics: fn(),
  },
  decorators: [wideTable],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FinanceReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const totals = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="finance-total"]')].map((total) => total.textContent);

/** Hospital Finance: the totals of 002 §9, each status's count, the appointments; both buttons send the period. */
export const Populated: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hospital Finance' })).toBeVisible();
    await expect(canvas.getByText('Marina Care Hospital')).toBeVisible();
    await expect(totals(canvasElement)).toEqual(['1', 'AED 84']);
    await expect(canvas.getByRole('list', { name: 'Appointments by status' })).toHaveTextContent(
      'BOOKED1APPROVED1TAKEN2',
    );
    await expect(dataRows(canvasElement)).toHaveLength(4);
    await expect(dataRows(canvasElement)[0]).toHaveTextContent('12/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Statistics' }));
    await expect(args.onShowStatistics).toHaveBeenCalledWith(december);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await expect(args.onDownload).toHaveBeenCalledWith(december);
  },
};

/** A missing day: "Select Start date and End date first", and nothing is asked for. */
export const MissingDate: Story = {
  args: { defaultPeriod: { fromDate: '2026-12-01', toDate: null }, statistics: undefined, idle: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Choose a start and an end date to see the statistics.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Statistics' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Select Start date and End date first');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await expect(args.onShowStatistics).not.toHaveBeenCalled();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** The statistics loading, and the report on its way (a spinner on its button). */
export const Loading: Story = {
  args: { statistics: undefined, loading: true, downloading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(totals(canvasElement)).toEqual(['—', '—']);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    const download = canvas.getByRole('button', { name: /Download Report/ });
    await expect(download).toBeDisabled();
    await expect(within(download).getByRole('status', { name: 'Downloading' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { statistics: { rows: [], byStatus: [], totalAppointments: 0, totalAmount: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(totals(canvasElement)).toEqual(['0', 'AED 0']);
    await expect(canvas.getByText('No appointments in this period')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { statistics: undefined, error: true, hospitalError: true },
  play: async ({ args, canvas }) => {
    const [hospital, statistics] = canvas.getAllByRole('alert');
    await expect(hospital).toHaveTextContent('Problem while getting the hospital');
    await expect(statistics).toHaveTextContent('Problem while getting the statistics');
    // The hospital's alert has no retry here (no onRetryHospital): the one button is the statistics'.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryStatistics).toHaveBeenCalledOnce();
  },
};

/** The PCR finance report in Arabic: every hospital's tests, 21 AED per BOOKED one. */
export const ArabicPcr: Story = {
  globals: arabic,
  args: { scope: 'pcr', hospitalName: undefined, statistics: pcrStatistics },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'مالية فحوص PCR' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'المستشفى' })).toBeVisible();
    await expect(totals(canvasElement)).toEqual(['4', '84 درهم']);
    await expect(dataRows(canvasElement)).toHaveLength(9);
  },
};

/** A phone (390 px): the form's fields one a line, the rows stacked. */
export const Phone: Story = phoneStory();

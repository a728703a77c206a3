import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import {
  columnHeaders,
  emptyStory,
  errorStory,
  expectHeading,
  expectRecordsTable,
  loadingStory,
  pickPreviousDay,
  tableRows,
  wideTable,
} from '../../../stories/records-table-stories';
import { LabReports } from './lab-reports';
import { arabicRows, storyTimeZone, todaysRows } from './lab-reports.fixtures';

const meta = {
  title: 'Hospital/Lab Reports',
  component: LabReports,
  args: {
    date: '2026-11-20',
    onDateChange: fn(),
    rows: todaysRows,
    onRetry: fn(),
    onDownloadReport: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [wideTable],
} satisfies Meta<typeof LabReports>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const [completed, pending] = await expectRecordsTable(canvasElement, {
      heading: 'Laboratory Reports',
      table: 'Laboratory Reports',
      headers: ['DOCTOR', 'PATIENT NAME', 'LABORATORY', 'TEST', 'DATE', 'STATUS', 'RESULT'],
      rows: 2,
    });
    await expect(completed).toHaveTextContent('Ahmed Al Mansoori');
    await expect(completed).toHaveTextContent('Complete Blood Count, HbA1c');
    await expect(completed).toHaveTextContent('20/11/2026');
    await expect(within(completed as HTMLElement).getByText('completed')).toHaveClass('text-success-700');
    await expect(within(completed as HTMLElement).getByRole('button', { name: 'View Results' })).toBeVisible();
    // Pending: no results yet.
    await expect(within(pending as HTMLElement).getByText('pending')).toHaveClass('text-warning-800');
    await expect(within(pending as HTMLElement).queryByRole('button')).toBeNull();
    await expect(pending).toHaveTextContent('N/A');
  },
};

export const ViewResults: Story = {
  name: 'View Results: Test, Result, Reference Range, Report',
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View Results' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Results of Yousef Al Hammadi' });
    await expect(dialog).toHaveAccessibleDescription('Requested by Ahmed Al Mansoori, 20/11/2026');
    const results = within(dialog).getByRole('table');
    await expect(columnHeaders(within(results))).toEqual(['Test', 'Result', 'Reference Range', 'Report']);
    const [cbc, hba1c] = tableRows(results);
    await expect(cbc).toHaveTextContent('Complete Blood CountNormal4.5-11.0 x10^9/L');
    await expect(hba1c).toHaveTextContent('HbA1c5.4%4.0-5.6%Not Available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(
      { requestId: 'lab-yousef-cbc', fileId: '0f3c9a1e5b7d4c2a8e6f1b3d5a7c9e1f.pdf' },
      'Complete Blood Count',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Downloading: Story = {
  name: 'A report being downloaded',
  args: { downloading: { requestId: 'lab-yousef-cbc', fileId: '0f3c9a1e5b7d4c2a8e6f1b3d5a7c9e1f.pdf' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Results' }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /^Download the report/ })).toBeDisabled();
  },
};

export const DateFilter: Story = {
  play: async ({ args, canvas }) => {
    await pickPreviousDay(canvas);
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-19');
  },
};

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory('No lab reports found');

export const Error: Story = errorStory('Problem while getting lab reports');

export const Arabic: Story = {
  globals: arabic,
  args: { rows: arabicRows },
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'تقارير المختبر');
    await userEvent.click(canvas.getByRole('button', { name: 'عرض النتائج' }));
    const dialog = await body.findByRole('dialog', { name: 'نتائج يوسف الحمادي' });
    await expect(within(dialog).getByText('غير متوفر')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'تنزيل تقرير Complete Blood Count' })).toBeVisible();
  },
};

export const ArabicEmpty: Story = emptyStory('لم يتم العثور على تقارير مختبر', { arabic: true });

export const Phone: Story = phoneStory();

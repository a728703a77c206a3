import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { columnHeaders } from '../../../stories/records-table-stories';
import { userEvent } from '../../../stories/user-event';
import { recordCards, storyTimeZone } from '../laboratory.fixtures';
import { LabResultRecords } from './lab-result-records';

const meta = {
  title: 'Laboratory/Lab Result Records',
  component: LabResultRecords,
  args: {
    requests: recordCards,
    page: 0,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
    onDownloadReport: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LabResultRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each record: patient, date, doctor and its tests (Test, Result, Reference Range, Report); a report downloads. */
export const Populated: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lab Result Records' })).toBeVisible();
    const mariam = canvas.getByRole('heading', { name: 'Patient: مريم الكعبي' }).closest<HTMLElement>('[data-slot]');
    const card = within(mariam as HTMLElement);
    await expect(mariam).toHaveTextContent('18/11/2026');
    await expect(mariam).toHaveTextContent('Ahmed Al Mansoori');
    await expect(columnHeaders(within(card.getByRole('table')))).toEqual([
      'Test',
      'Result',
      'Reference Range',
      'Report',
    ]);
    await expect(card.getByText('Not Available')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(
      { requestId: 'lab-mariam-cbc', fileId: '0f3c9a1e5b7d4c2a8e6f1b3d5a7c9e1f.pdf' },
      'Complete Blood Count',
    );
  },
};

export const LoadingArabic: Story = {
  globals: arabic,
  args: { requests: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سجلات نتائج المختبر' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { requests: [], error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Problem while getting requests');
  },
};

export const Empty: Story = {
  args: { requests: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Test Results Found')).toBeVisible();
  },
};

export const ArabicPhone: Story = phoneStory({ arabic: true });

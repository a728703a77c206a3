import type { PreviousVisit } from '@aafiya/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { arabic } from '../../../../stories/locale-globals';
import { userEvent } from '../../../../stories/user-event';
import { previousVisits, storyTimeZone } from '../papers.fixtures';
import { openPaper } from '../papers.story-helpers';
import { PreviousLabResultsDialogView } from './previous-lab-results-dialog';

/** The Previous Lab Results modal's view: populated, empty, loading, failed, a failed download; English and Arabic. */
const meta = {
  title: 'Clinical/Papers/Previous Lab Results Dialog',
  component: PreviousLabResultsDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'ready',
    visits: previousVisits,
    onDownloadReport: fn(),
    onRetry: fn(),
    timeZone: storyTimeZone,
  },
} satisfies Meta<typeof PreviousLabResultsDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Previous Lab Results';

/** An earlier appointment as if no lab request had been made at it. */
function withoutLabRequest(visit: PreviousVisit): PreviousVisit {
  const copy = { ...visit };
  delete copy.labRequest;
  return copy;
}

export const Populated: Story = {
  name: 'Tests with result, range and Download Report or "Not Available"',
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    const completed = inDialog.getByRole('table', { name: 'Lab results of 12/11/2026' });
    await expect(within(completed).getByText('4.5-11.0 x10^9/L')).toBeVisible();
    await expect(within(completed).getByText('Not Available')).toBeVisible();
    await userEvent.click(within(completed).getByRole('button', { name: 'Download Report of Complete Blood Count' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(
      { requestId: 'labreq-mariam-cbc', fileId: 'cbc-mariam.pdf' },
      'Complete Blood Count',
    );
    // A request still pending: its test awaits a result.
    const pendingTable = inDialog.getByRole('table', { name: 'Lab results of 18/11/2026' });
    await expect(within(pendingTable).getByText('Awaiting results')).toBeVisible();
    await expect(inDialog.getByText('Reem Diagnostics Lab')).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { downloading: { requestId: 'labreq-mariam-cbc', fileId: 'cbc-mariam.pdf' } },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('button', { name: 'Download Report of Complete Blood Count' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const DownloadError: Story = {
  args: { downloadError: 'Report not found' },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Report not found');
  },
};

export const Empty: Story = {
  name: 'No earlier lab request',
  args: { visits: previousVisits.map(withoutLabRequest) },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByText('No previous lab results found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    const { inDialog } = await openPaper(title);
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Problem while getting previous appointments');
    await userEvent.click(inDialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async () => {
    const { dialog, inDialog } = await openPaper('نتائج المختبر السابقة');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(inDialog.getByRole('button', { name: 'تنزيل التقرير: Complete Blood Count' })).toBeVisible();
    await expect(inDialog.getByText('بانتظار النتائج')).toBeVisible();
  },
};

export const Phone: Story = phoneStory();

export const PhoneArabic: Story = phoneStory({ arabic: true });

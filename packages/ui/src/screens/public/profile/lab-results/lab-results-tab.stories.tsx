import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phoneStory } from '../../../../stories/fits-viewport';
import { userEvent } from '../../../../stories/user-event';
import { withApi } from '../../../../stories/with-api';
import { paperHandlers, patientStorage, storyPatient, storyTimeZone } from '../profile.story-helpers';
import { LabResultsTab } from './lab-results-tab.connected';

const meta = {
  title: 'Public/Patient dashboard/Lab Results',
  component: LabResultsTab,
  args: { patientId: storyPatient._id, timeZone: storyTimeZone, onReportDownloaded: fn() },
  decorators: [withApi({ storage: patientStorage })],
  parameters: { msw: { handlers: paperHandlers() } },
} satisfies Meta<typeof LabResultsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * A pending request shows a disabled 'pending' button; the completed one's View result opens its tests with
 * results and reference ranges, and its report downloads.
 */
export const PendingAndViewResult: Story = {
  play: async ({ args, canvas }) => {
    const [pending, completed] = await canvas.findAllByRole('listitem');
    await expect(pending).toHaveTextContent('Lab request of 19/11/2026');
    await expect(canvas.getByRole('button', { name: 'pending' })).toBeDisabled();
    await expect(completed).toHaveTextContent('Complete Blood Count, HbA1c');
    await userEvent.click(canvas.getByRole('button', { name: 'View result of 12/11/2026' }));
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveTextContent('4.5-11.0 x10^9/L');
    await expect(dialog).toHaveTextContent('5.4%');
    await expect(within(dialog).getByText('Not Available')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalled(), { timeout: 5000 });
    const [blob, filename] = (args.onReportDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Complete Blood Count report.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
  },
};

/** None yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: paperHandlers({ labRequests: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No lab results yet')).toBeVisible();
  },
};

/** Arabic at 390 px: 'pending' and View result in Arabic, nothing reaching past the screen. */
export const ArabicPhone: Story = {
  ...phoneStory({ arabic: true }),
  play: async (context) => {
    await expect(await context.canvas.findByRole('button', { name: 'قيد الانتظار' })).toBeDisabled();
    await expect(context.canvas.getByRole('button', { name: 'عرض النتيجة بتاريخ 12/11/2026' })).toBeVisible();
    await phoneStory({ arabic: true }).play(context);
  },
};

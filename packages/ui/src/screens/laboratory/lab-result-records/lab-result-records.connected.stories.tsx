import { handlers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast } from '../../../components/toaster';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { withToaster } from '../../../stories/with-toaster';
import { labRequestsStore, labSession, storyTimeZone } from '../laboratory.fixtures';
import { LabResultRecordsScreen } from './lab-result-records.connected';
import { expectFitsViewport } from '../../../stories/fits-viewport';
import { phone } from '../../../stories/viewports';
import { arabic } from '../../../stories/locale-globals';

const store = labRequestsStore();
const slow = { timeout: 5000 };

const meta = {
  title: 'Laboratory/Lab Result Records (connected)',
  component: LabResultRecordsScreen,
  args: { timeZone: storyTimeZone, onReportDownloaded: fn() },
  decorators: [
    withToaster,
    withApi({ storage: labSession }),
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', msw: { handlers: [...store.handlers, ...handlers] } },
  beforeEach: () => {
    store.reset();
    toast.clear();
  },
} satisfies Meta<typeof LabResultRecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 001 §2: the completed requests (`status=completed`, page 0), their texts cut
 * at 30 characters with an ellipsis (the whole text is the tooltip and what a
 * screen reader reads); a report downloads as a PDF; Next asks page 1 (zero-based).
 */
export const CutTextAndDownload: Story = {
  play: async ({ args, canvas }) => {
    const test = await canvas.findByTitle('Comprehensive Metabolic Panel with eGFR', undefined, slow);
    await expect(test).toHaveTextContent('Comprehensive Metabolic Panel …');
    await expect(within(test).getByText('Comprehensive Metabolic Panel …')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByTitle('Within normal limits for age and sex')).toHaveTextContent(
      'Within normal limits for age a…',
    );
    // Short texts stay whole.
    await expect(canvas.getByText('1.0 mg/dL')).toBeVisible();
    await expect(store.asked).toEqual(['completed:0']);
    await userEvent.click(canvas.getByRole('button', { name: 'Download the report of Complete Blood Count' }));
    await waitFor(() => expect(args.onReportDownloaded).toHaveBeenCalled(), slow);
    const [blob, filename] = (args.onReportDownloaded as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(filename).toBe('Complete Blood Count report.pdf');
    await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Serum Ferritin', undefined, slow)).toBeVisible();
    await expect(store.asked).toEqual(['completed:0', 'completed:1']);
  },
};

/** 390 px, right to left, once the records have loaded: nothing reaches past the screen. */
export const ArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByTitle('Comprehensive Metabolic Panel with eGFR', undefined, slow);
    await expectFitsViewport(canvasElement);
  },
};

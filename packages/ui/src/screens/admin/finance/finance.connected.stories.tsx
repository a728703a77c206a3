import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { requestLog } from '../../../stories/mock-requests';
import { dataRows, waitForRows, wideTable } from '../../../stories/records-table-stories';
import { typeDate } from '../../hospital/provider-schedule/provider-schedule.story-helpers';
import { adminAnswers, withAdminApi } from '../shared/admin-story-helpers';
import { ClinicFinanceScreen } from './clinic-finance.connected';
import { december, storyTimeZone } from './finance.fixtures';
import { PcrFinanceScreen } from './pcr-finance.connected';

const clinicStatistics = requestLog('post', '/hospitals/finance/statistics');
const clinicReport = requestLog('post', '/hospitals/finance/report');
const pcrStatistics = requestLog('post', '/hospitals/finance/pcr/statistics');
const pcrReport = requestLog('post', '/hospitals/finance/pcr/report');
const logs = [clinicStatistics, clinicReport, pcrStatistics, pcrReport];
const saved = fn();

const meta = {
  title: 'Admin/Finance (connected)',
  component: ClinicFinanceScreen,
  args: { hospitalId: 'hsp-marina-care', timeZone: storyTimeZone, onReportDownloaded: saved },
  decorators: [withAdminApi, wideTable],
  parameters: { layout: 'padded', ...adminAnswers(...logs.map((log) => log.handler)) },
  beforeEach: () => {
    for (const log of logs) log.clear();
    saved.mockClear();
  },
} satisfies Meta<typeof ClinicFinanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hospital Finance: the hospital's name; a missing day is refused; two days
 * ask for the statistics and the report (in English), saved as "Appointment Slip.pdf".
 */
export const ClinicFinance: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Marina Care Hospital')).toBeVisible();
    await typeDate(canvas, 'Start Date', '01122026');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Select Start date and End date first');
    await typeDate(canvas, 'End Date', '31122026');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Statistics' }));
    await waitForRows(canvasElement, 4);
    await expect(clinicStatistics.bodies).toEqual([{ hospitalId: 'hsp-marina-care', ...december }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(saved.mock.calls[0]?.[1]).toBe('Appointment Slip.pdf');
    await expect(clinicReport.bodies).toEqual([{ hospitalId: 'hsp-marina-care', ...december }]);
    await expect(clinicReport.urls[0]?.searchParams.get('lang')).toBe('en');
  },
};

/** The PCR report from "See Reports" in Arabic: its statistics with each hospital, the report in Arabic. */
export const ArabicPcrFinance: Story = {
  globals: arabic,
  render: (args) => (
    <PcrFinanceScreen startDate="report" timeZone={args.timeZone} onReportDownloaded={args.onReportDownloaded} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await typeDate(canvas, 'تاريخ البداية', '01122026');
    await typeDate(canvas, 'تاريخ النهاية', '31122026');
    await userEvent.click(canvas.getByRole('button', { name: 'عرض الإحصائيات' }));
    await waitForRows(canvasElement, 9);
    await expect(pcrStatistics.bodies).toEqual([december]);
    await expect(dataRows(canvasElement)[8]).toHaveTextContent('Al Khan Family Hospital');
    await userEvent.click(canvas.getByRole('button', { name: 'تنزيل التقرير' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(pcrReport.urls[0]?.searchParams.get('lang')).toBe('ar');
  },
};

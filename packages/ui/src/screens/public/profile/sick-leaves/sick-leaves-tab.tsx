import type { PatientSickLeave } from '@aafiya/api-client';
import { CalendarOff, Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { formatDisplayDate } from '../../../../components/date-fields';
import { EmptyState } from '../../../../components/empty-state';
import { dayKeyOf } from '../../../../components/slot-calendar/zoned-time';
import { UserTextIn } from '../../../../components/user-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { DetailFailed, DetailLoading } from '../../hospital-detail/detail-states';
import type { DashboardTabStatus } from '../tab-status';

export interface SickLeavesTabViewProps {
  status: DashboardTabStatus;
  /** Newest first. */
  leaves: readonly PatientSickLeave[];
  /** Time zone of the issue dates (the browser's). */
  timeZone: string;
  /** Downloads the leave's "Sick Leave Approval.pdf". */
  onDownload: (id: string) => void;
  /** The leave whose PDF is downloading (its button waits meanwhile). */
  downloadingId?: string | null;
  onRetry?: () => void;
}

/**
 * The Sick Leaves tab (002 "Patient dashboard", §3 "Sick leave", §7): each leave's days, when it was issued and
 * by which doctor, and its PDF ("Sick Leave Approval.pdf"). Empty: 'no sick leaves available yet'; a failed load:
 * 'Problem while getting sick leaves'. Spec choice: the hospital is not shown, as the sick leave the API answers
 * (002 §3: _id, doctorId, from, to, issuedDate) does not name it.
 */
export function SickLeavesTabView({
  status,
  leaves,
  timeZone,
  onDownload,
  downloadingId = null,
  onRetry,
}: SickLeavesTabViewProps) {
  const { t } = useTranslation('patientDashboard');
  if (status === 'loading') return <DetailLoading label={t('sickLeavesLoading')} />;
  if (status === 'error') return <DetailFailed message={t('sickLeavesFailed')} onRetry={onRetry} />;
  if (leaves.length === 0) return <EmptyState icon={<CalendarOff />} title={t('noSickLeaves')} />;
  return (
    <ul data-slot="sick-leaves" className="flex flex-col gap-3">
      {leaves.map((leave) => {
        const from = formatDisplayDate(leave.from);
        const to = formatDisplayDate(leave.to);
        const busy = downloadingId === leave.id;
        return (
          <li key={leave.id}>
            <Card className="flex-row flex-wrap items-center gap-3 px-4 py-4">
              <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-0.5 text-sm">
                <p className="text-base font-semibold tabular-nums">{t('leaveDates', { from, to })}</p>
                {leave.doctor && (
                  <p className="[overflow-wrap:anywhere]">
                    <UserTextIn text={(name) => t('byDoctor', { name })} value={leave.doctor} />
                  </p>
                )}
                {leave.issuedDate && (
                  <p className="text-foreground-muted tabular-nums">
                    {t('issuedOn', { date: formatDisplayDate(dayKeyOf(leave.issuedDate, timeZone)) })}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('downloadSickLeaveOf', { from, to })}
                aria-disabled={busy || undefined}
                className="aria-disabled:cursor-wait aria-disabled:opacity-70"
                onClick={() => {
                  if (!busy) onDownload(leave.id);
                }}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
                {t('downloadSickLeave')}
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

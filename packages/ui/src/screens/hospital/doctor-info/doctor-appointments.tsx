import type { DoctorDayAppointment } from '@aafiya/api-client';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { StatusBadge } from '../../../components/status-badge';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { UserText, UserTextIn } from '../../../components/user-text';
import { DayNavigator } from './day-navigator';
import { DetailSection, LoadAlert, LoadingBlock } from './profile-parts';

export interface DoctorAppointmentsState {
  /** The day shown, 'YYYY-MM-DD'. */
  date: string;
  items: readonly DoctorDayAppointment[];
  loading?: boolean;
  error?: boolean;
}

export interface DoctorAppointmentsProps extends DoctorAppointmentsState {
  onDateChange: (date: string) => void;
  onRetry?: (() => void) | undefined;
  /** Time zone of the times. */
  timeZone: string;
}

/** The doctor's appointments of one day, with the day-by-day navigator; empty: "No appointment found". */
export function DoctorAppointments({
  date,
  items,
  loading,
  error,
  onDateChange,
  onRetry,
  timeZone,
}: DoctorAppointmentsProps) {
  const { t } = useTranslation('providerDetail');
  const headingId = useId();
  const formatters = useSlotFormatters(timeZone);
  return (
    <DetailSection
      title={t('appointments')}
      headingId={headingId}
      tools={<DayNavigator date={date} onChange={onDateChange} />}
    >
      <div aria-busy={loading || undefined} data-slot="doctor-appointments">
        {loading ? (
          <LoadingBlock />
        ) : error ? (
          <LoadAlert onRetry={onRetry}>{t('appointmentsLoadError')}</LoadAlert>
        ) : items.length === 0 ? (
          <EmptyState title={t('noAppointments')} />
        ) : (
          <ul
            aria-labelledby={headingId}
            className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
          >
            {items.map((appointment) => (
              <li key={appointment.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="w-44 shrink-0 font-medium tabular-nums">
                  {formatters.formatRange(new Date(appointment.from), new Date(appointment.to))}
                </span>
                <span className="min-w-0 flex-1 basis-40 [overflow-wrap:anywhere]">
                  <UserText className="font-semibold">{appointment.patientName ?? t('notGiven')}</UserText>
                  {appointment.familyMemberName && (
                    <span className="text-foreground-muted">
                      {' '}
                      <UserTextIn
                        text={(name) => t('forFamilyMember', { name })}
                        value={appointment.familyMemberName}
                      />
                    </span>
                  )}
                  {appointment.serviceName && (
                    <UserText className="block text-foreground-muted">{appointment.serviceName}</UserText>
                  )}
                </span>
                <StatusBadge kind="appointment" status={appointment.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}

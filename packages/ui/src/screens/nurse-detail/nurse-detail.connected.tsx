import { useApi, useNurse, useNurseReportsByDate } from '@aafiya/api-client';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayKeyOf, localTimeZone } from '../../components/slot-calendar/zoned-time';
import { ProviderScheduleScreen } from '../provider-schedule/provider-schedule.connected';
import { NurseDetail, type NurseDetailTab } from './nurse-detail';

export interface NurseDetailScreenProps {
  /** The `{id}` of /hospital/nurse-info/{id}. */
  nurseId: string;
  /**
   * The hospital whose slots the schedule creates. Default: the signed-in
   * hospital (the session's referenceId); other roles must give it.
   */
  hospitalId?: string;
  /** Buttons on the profile (the lead places EDIT and its modal here). */
  actions?: ReactNode;
  defaultTab?: NurseDetailTab;
  /** The present moment (fixed in stories and tests): the reports' default day and the calendar rules. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
}

/**
 * The nurse detail page on the API: `GET /nurse/{id}`, the nurse's reports of
 * the chosen day (`POST /nurseReports/getAll` with date and nurseId, today
 * first) and the nurse's schedule (slots of type NURSE).
 */
export function NurseDetailScreen({ nurseId, hospitalId, actions, defaultTab, now, timeZone }: NurseDetailScreenProps) {
  const { t } = useTranslation('providerDetail');
  const { session } = useApi();
  const zone = timeZone ?? localTimeZone();
  const [date, setDate] = useState<string | null>(() => dayKeyOf(now ?? new Date(), zone));
  const nurse = useNurse(nurseId);
  const reports = useNurseReportsByDate(nurseId, date);
  const signedInHospital = session.getRole() === 'HOSPITAL' ? (session.getReferenceId() ?? undefined) : undefined;
  // NurseProfile carries no hospital: the prop, else the signed-in hospital.
  const scheduleHospital = hospitalId ?? signedInHospital;

  return (
    <NurseDetail
      nurse={nurse.data}
      nurseLoading={nurse.isPending}
      nurseError={nurse.isError}
      onRetryNurse={() => {
        void nurse.refetch();
      }}
      actions={actions}
      reports={{
        date,
        items: date === null ? [] : (reports.data ?? []),
        loading: date !== null && reports.isPending,
        error: reports.isError,
      }}
      onReportsDateChange={setDate}
      onRetryReports={() => {
        void reports.refetch();
      }}
      defaultTab={defaultTab}
      timeZone={zone}
      schedule={
        // Without a hospital to create slots for (a non-hospital user without the prop): no schedule.
        scheduleHospital ? (
          <ProviderScheduleScreen
            provider={{ kind: 'nurse', nurseId, hospitalId: scheduleHospital }}
            aria-label={nurse.data ? t('schedule', { name: nurse.data.name }) : undefined}
            timeZone={zone}
            {...(now ? { now } : {})}
          />
        ) : null
      }
    />
  );
}

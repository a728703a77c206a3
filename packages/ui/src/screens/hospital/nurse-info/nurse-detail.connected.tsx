import { useApi, useNurse, useNurseReportsByDate } from '@aafiya/api-client';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { dayKeyOf, localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { ProviderScheduleScreen } from '../provider-schedule/provider-schedule.connected';
import { EditButton } from '../staff-forms/edit-button';
import { EditNurseDialog } from '../staff-forms/nurse-form-dialog.connected';
import { NurseDetail, type NurseDetailTab } from './nurse-detail';

export interface NurseDetailScreenProps {
  /** The `{id}` of /hospital/nurse-info/{id}. */
  nurseId: string;
  /**
   * The hospital whose slots the schedule creates. Default: the signed-in
   * hospital (the session's referenceId); other roles must give it.
   */
  hospitalId?: string;
  /** More buttons on the profile card, after EDIT. */
  actions?: ReactNode;
  /** No EDIT, and a schedule without Create Slots or Delete (viewers who may not change the nurse). */
  readOnly?: boolean;
  defaultTab?: NurseDetailTab;
  /** The present moment (fixed in stories and tests): the reports' default day and the calendar rules. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
}

/**
 * The nurse detail page on the API: `GET /nurse/{id}`, the EDIT modal
 * (`PUT /nurse/{id}`, email read-only; on success "Successfully updated" and
 * every nurse query, this page's included, is refetched), the nurse's reports of
 * the chosen day (`POST /nurseReports/getAll` with date and nurseId, today
 * first) and the nurse's schedule (slots of type NURSE).
 */
export function NurseDetailScreen({
  nurseId,
  hospitalId,
  actions,
  readOnly = false,
  defaultTab,
  now,
  timeZone,
}: NurseDetailScreenProps) {
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
      actions={
        nurse.data && !readOnly ? (
          <>
            <EditNurseDialog nurse={nurse.data} trigger={<EditButton />} />
            {actions}
          </>
        ) : (
          actions
        )
      }
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
            readOnly={readOnly}
            {...(now ? { now } : {})}
          />
        ) : null
      }
    />
  );
}

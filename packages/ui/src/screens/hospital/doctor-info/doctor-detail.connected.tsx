import { useApi, useDoctor, useDoctorAppointmentsByDate, useDoctorPatients } from '@aafiya/api-client';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n';
import { dayKeyOf, localTimeZone } from '../../../components/slot-calendar/zoned-time';
import { ProviderScheduleScreen } from '../provider-schedule/provider-schedule.connected';
import { EditDoctorDialog } from '../staff-forms/doctor-form-dialog.connected';
import { EditButton } from '../staff-forms/edit-button';
import { DoctorDetail, type DoctorDetailTab } from './doctor-detail';
import { LoadingBlock } from './profile-parts';

export interface DoctorDetailScreenProps {
  /** The `{id}` of /hospital/doctor-info/{id}. */
  doctorId: string;
  /**
   * The hospital whose slots the schedule creates. Default: the doctor's
   * hospital, else the signed-in hospital (the session's referenceId).
   */
  hospitalId?: string;
  /** More buttons on the profile card, after EDIT. */
  actions?: ReactNode;
  /** No EDIT, and a schedule without Create Slots or Delete (viewers who may not change the doctor). */
  readOnly?: boolean;
  defaultTab?: DoctorDetailTab;
  /** The present moment (fixed in stories and tests): today's appointments and the calendar rules. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
}

/** The hospital id of the signed-in hospital user, if the user is one. */
function useSignedInHospital(): string | undefined {
  const { session } = useApi();
  return session.getRole() === 'HOSPITAL' ? (session.getReferenceId() ?? undefined) : undefined;
}

/**
 * The doctor detail page on the API: `GET /doctors/{id}`, the EDIT modal
 * (`PUT /doctors/{id}`, email read-only; on success "Doctor Updated
 * Successfully" and every doctor query, this page's included, is refetched),
 * the appointments of the shown day (`POST /slots/doctorAppointmentsByDate`,
 * today first), the patients (from `GET /appointments/doctorAppointments/{id}`,
 * see doctorPatientsQueryOptions) and the doctor's schedule.
 */
export function DoctorDetailScreen({
  doctorId,
  hospitalId,
  actions,
  readOnly = false,
  defaultTab,
  now,
  timeZone,
}: DoctorDetailScreenProps) {
  const { t } = useTranslation('providerDetail');
  const { locale } = useLocale();
  const zone = timeZone ?? localTimeZone();
  const [date, setDate] = useState(() => dayKeyOf(now ?? new Date(), zone));
  const [page, setPage] = useState(0);
  const doctor = useDoctor(doctorId, locale);
  const appointments = useDoctorAppointmentsByDate(doctorId, date);
  const patients = useDoctorPatients(doctorId, page);
  const signedInHospital = useSignedInHospital();
  const scheduleHospital = hospitalId ?? doctor.data?.hospital?.id ?? signedInHospital;

  return (
    <DoctorDetail
      doctor={doctor.data}
      doctorLoading={doctor.isPending}
      doctorError={doctor.isError}
      onRetryDoctor={() => {
        void doctor.refetch();
      }}
      actions={
        doctor.data && !readOnly ? (
          <>
            <EditDoctorDialog doctor={doctor.data} trigger={<EditButton />} />
            {actions}
          </>
        ) : (
          actions
        )
      }
      appointments={{
        date,
        items: appointments.data ?? [],
        loading: appointments.isPending,
        error: appointments.isError,
      }}
      onAppointmentsDateChange={setDate}
      onRetryAppointments={() => {
        void appointments.refetch();
      }}
      patients={{
        items: patients.data?.patients ?? [],
        page: patients.data?.page ?? page,
        pageCount: patients.data?.pageCount ?? 0,
        loading: patients.isPending,
        error: patients.isError,
      }}
      onPatientsPageChange={setPage}
      onRetryPatients={() => {
        void patients.refetch();
      }}
      defaultTab={defaultTab}
      timeZone={zone}
      schedule={
        scheduleHospital ? (
          <ProviderScheduleScreen
            provider={{ kind: 'doctor', doctorId, hospitalId: scheduleHospital }}
            aria-label={doctor.data ? t('schedule', { name: doctor.data.name }) : undefined}
            timeZone={zone}
            readOnly={readOnly}
            {...(now ? { now } : {})}
          />
        ) : (
          // The hospital comes with the doctor: wait for it (its failure shows above the tabs).
          !doctor.isError && <LoadingBlock />
        )
      }
    />
  );
}

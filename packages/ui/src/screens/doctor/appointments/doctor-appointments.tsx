import type { DoctorAppointmentRow } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { Pager } from '../../../components/pager';
import { cn } from '../../../lib/cn';
import { TreatmentTable } from './treatment-table';
import { WelcomeBanner, type WelcomeDoctor } from './welcome-banner';

/** The table's height (001 §9: "Appointment table heights: 360 (doctor)"). */
const TABLE_HEIGHT = 360;

export interface DoctorAppointmentsProps {
  /** The signed-in doctor, for the welcome banner. */
  doctor?: WelcomeDoctor;
  doctorLoading?: boolean;
  /** The page of appointments shown. */
  rows: readonly DoctorAppointmentRow[];
  /** Zero-based page shown. */
  page: number;
  /** 0 when the doctor has no appointment at all: "No appointments yet" instead of "No appointment found". */
  pageCount: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** The page could not be loaded: "Problem while getting doctor's appointments" (001 §8), with a retry. */
  error?: boolean;
  onRetry?: () => void;
  /** Start Treatment: the app opens the diagnosis, /doctors/patient-info/{patientId}/{appointmentId}. */
  onStartTreatment: (patientId: string, appointmentId: string) => void;
  /**
   * End Treatment, once confirmed. A returned promise keeps the confirmation
   * busy; a rejection keeps it open (the app shows the failure toast).
   */
  onEndTreatment: (appointmentId: string) => void | Promise<void>;
  /** Time zone of the Date and Time columns (the browser's). */
  timeZone: string;
  className?: string;
}

/**
 * The doctor's Appointments (001 §2, /doctors/appointment): a welcome banner
 * with the doctor's name and photo, and a table 360 px high (virtualised) of
 * Patient Name, Emirates ID Number, Date (DD-MM-YY), Time, Service (opens
 * Service Details) and the action: "End Treatment" behind "Are you sure you
 * want to end the treatment?", or "Start Treatment"; the zero-based pager
 * below. Empty: "No appointments yet" when the doctor has none at all, "No
 * appointment found" when this page has none.
 */
export function DoctorAppointments({
  doctor,
  doctorLoading = false,
  rows,
  page,
  pageCount,
  onPageChange,
  loading = false,
  error = false,
  onRetry,
  onStartTreatment,
  onEndTreatment,
  timeZone,
  className,
}: DoctorAppointmentsProps) {
  const { t } = useTranslation('doctor');

  return (
    <div data-slot="doctor-appointments" className={cn('flex flex-col gap-6', className)}>
      <WelcomeBanner doctor={doctor} loading={doctorLoading} />
      {/* Not a labelled section: the table's own scroll region already carries the name "Appointments". */}
      <div className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold text-foreground">{t('appointmentsTitle')}</h2>
        <TreatmentTable
          caption={t('appointmentsTitle')}
          rows={rows}
          height={TABLE_HEIGHT}
          loading={loading}
          error={error ? t('appointmentsError') : false}
          onRetry={onRetry}
          emptyText={pageCount === 0 ? t('appointmentsNoneYet') : t('appointmentsNoneFound')}
          onStartTreatment={onStartTreatment}
          onEndTreatment={onEndTreatment}
          timeZone={timeZone}
        />
        {!error && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
      </div>
    </div>
  );
}

import type { PatientAppointment } from '@aafiya/api-client';
import { Download, FileText, Gift } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Link } from '../../../../components/link';
import { useSlotFormatters } from '../../../../components/slot-calendar/slot-formatters';
import { dayKeyOf, localTimeZone } from '../../../../components/slot-calendar/zoned-time';
import { Spinner } from '../../../../components/spinner';
import { useTranslation } from '../../../../i18n/use-translation';
import { cn } from '../../../../lib/cn';
import { AppointmentTable } from './appointment-table';
import { VerifyCodeDialog } from './verify-code-dialog';

export interface AppointmentsProps {
  upcoming: readonly PatientAppointment[];
  history: readonly PatientAppointment[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The confirmation's Yes: resolves once cancelled, rejects when refused (the confirmation stays open). */
  onCancel: (appointment: PatientAppointment) => Promise<void>;
  /** The confirmation's Delete of a past one: resolves once removed, rejects when refused. */
  onDelete: (appointment: PatientAppointment) => Promise<void>;
  /** The verify-code form's Verify: resolves when the code gave the points, rejects when refused. */
  onVerifyCode: (appointment: PatientAppointment, code: string) => Promise<void>;
  /** The appointment's slip ("Appointment Slip.pdf"). */
  onDownloadSlip: (appointment: PatientAppointment) => void;
  /** The appointment whose slip is being fetched (its button shows a spinner). */
  downloadingSlipId?: string | null;
  /** The report page of a past TAKEN appointment. Default `/patient-report/{id}`. */
  reportHref?: (appointmentId: string) => string;
  /** Default: the browser's time zone. */
  timeZone?: string;
  className?: string;
}

const defaultReportHref = (appointmentId: string) => `/patient-report/${appointmentId}`;

/**
 * The patient dashboard's Appointments tab (002 "Patient dashboard", §4, §8):
 * upcoming and history, each row with "Get Points" (the verify-code form) and
 * its slip; an upcoming one can be cancelled (after a confirmation), a past
 * one deleted from the list (the spec's 'Are you sure you want to delete this
 * item?'), and a past TAKEN one links to its report page.
 */
export function Appointments({
  upcoming,
  history,
  loading = false,
  error = false,
  onRetry,
  onCancel,
  onDelete,
  onVerifyCode,
  onDownloadSlip,
  downloadingSlipId = null,
  reportHref = defaultReportHref,
  timeZone: timeZoneProp,
  className,
}: AppointmentsProps) {
  const { t } = useTranslation('patientCare');
  const [timeZone] = useState(() => timeZoneProp ?? localTimeZone());
  const formatters = useSlotFormatters(timeZone);
  const whenOf = useCallback(
    (appointment: PatientAppointment) =>
      `${formatters.formatDay(dayKeyOf(appointment.from, timeZone))}, ${formatters.formatRange(new Date(appointment.from), new Date(appointment.to))}`,
    [formatters, timeZone],
  );
  const [cancelling, setCancelling] = useState<PatientAppointment | null>(null);
  const [deleting, setDeleting] = useState<PatientAppointment | null>(null);
  const [verifying, setVerifying] = useState<PatientAppointment | null>(null);

  const common = (appointment: PatientAppointment) => {
    const when = whenOf(appointment);
    const downloading = downloadingSlipId === appointment.id;
    return (
      <>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('getPointsOf', { when })}
          onClick={() => {
            setVerifying(appointment);
          }}
        >
          <Gift aria-hidden="true" />
          {t('getPoints')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('slipOf', { when })}
          disabled={downloading}
          aria-busy={downloading || undefined}
          onClick={() => {
            onDownloadSlip(appointment);
          }}
        >
          {downloading ? <Spinner size="sm" tone="current" /> : <Download aria-hidden="true" />}
          {t('slip')}
        </Button>
      </>
    );
  };

  return (
    <div data-slot="patient-appointments" className={cn('flex flex-col gap-8', className)}>
      <AppointmentTable
        title={t('upcomingTitle')}
        emptyText={t('noUpcoming')}
        appointments={upcoming}
        loading={loading}
        error={error}
        onRetry={onRetry}
        whenOf={whenOf}
        actions={(appointment) => (
          <>
            {common(appointment)}
            {/* 002 §4: a BOOKED or APPROVED appointment still to come can be cancelled. */}
            {appointment.status !== 'TAKEN' && (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('cancelAppointmentOf', { when: whenOf(appointment) })}
                onClick={() => {
                  setCancelling(appointment);
                }}
              >
                {t('cancelAppointment')}
              </Button>
            )}
          </>
        )}
      />
      <AppointmentTable
        title={t('historyTitle')}
        emptyText={t('noHistory')}
        appointments={history}
        loading={loading}
        error={error}
        onRetry={onRetry}
        whenOf={whenOf}
        actions={(appointment) => (
          <>
            {common(appointment)}
            {appointment.status === 'TAKEN' && (
              <Link
                href={reportHref(appointment.id)}
                aria-label={t('viewReportOf', { when: whenOf(appointment) })}
                className="inline-flex h-8 items-center gap-1 text-sm"
              >
                <FileText aria-hidden="true" className="size-4" />
                {t('viewReport')}
              </Link>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('deleteAppointmentOf', { when: whenOf(appointment) })}
              onClick={() => {
                setDeleting(appointment);
              }}
            >
              {t('deleteAppointment')}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t('cancelQuestion')}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('keepAppointment')}
        onConfirm={() => (cancelling ? onCancel(cancelling) : undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
      <VerifyCodeDialog
        appointment={verifying}
        onClose={() => {
          setVerifying(null);
        }}
        onVerify={onVerifyCode}
      />
    </div>
  );
}

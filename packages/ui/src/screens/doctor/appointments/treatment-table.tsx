import type { DoctorAppointmentRow, ServiceDetails } from '@aafiya/api-client';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { ServiceDetailsDialog } from '../../hospital/service-details';
import { doctorAppointmentColumns } from './doctor-appointment-columns';
import { TreatmentAction } from './treatment-action';

export interface TreatmentTableProps {
  /** The table's accessible name (its scroll region's too). */
  caption: string;
  rows: readonly DoctorAppointmentRow[];
  /** Pixels (001 §9: 360 for the doctor, 300 for the nurse). */
  height: number;
  loading?: boolean;
  /** The load failure's message, with a retry; false when none. */
  error?: string | false;
  onRetry?: () => void;
  emptyText: string;
  /** Start Treatment: the app opens the diagnosis of the patient's appointment. */
  onStartTreatment: (patientId: string, appointmentId: string) => void;
  /**
   * End Treatment, once confirmed. A returned promise keeps the confirmation
   * busy; a rejection keeps it open (the app shows the failure toast).
   */
  onEndTreatment: (appointmentId: string) => void | Promise<void>;
  /** Time zone of the Date and Time columns (the browser's). */
  timeZone: string;
}

/**
 * The appointments table of the doctor's Appointments and the nurse's
 * dashboard (001 §2): Patient Name, Emirates ID Number, Date (DD-MM-YY),
 * Time, Service (opens Service Details) and the action, "End Treatment"
 * behind "Are you sure you want to end the treatment?" or "Start Treatment";
 * virtualised in a scroll region of the given height.
 */
export function TreatmentTable({
  caption,
  rows,
  height,
  loading = false,
  error = false,
  onRetry,
  emptyText,
  onStartTreatment,
  onEndTreatment,
  timeZone,
}: TreatmentTableProps) {
  const { t } = useTranslation('doctor');
  const formatters = useSlotFormatters(timeZone);
  const [service, setService] = useState<ServiceDetails | null>(null);
  const [ending, setEnding] = useState<DoctorAppointmentRow | null>(null);
  // The End Treatment button that asked; once the treatment has ended the row shows TAKEN (or leaves) instead.
  const endButton = useRef<Element | null>(null);
  const tableBox = useRef<HTMLDivElement>(null);
  const columns = useMemo(
    () => doctorAppointmentColumns({ t, formatters, timeZone, onOpenService: setService }),
    [t, formatters, timeZone],
  );

  return (
    <div ref={tableBox} className="flex flex-col">
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        height={height}
        rowHeight={57}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={emptyText}
        actionsHeader={t('appointmentsColumnAction')}
        rowActions={(row) => (
          <TreatmentAction
            row={row}
            onStart={onStartTreatment}
            onEnd={(target) => {
              endButton.current = document.activeElement;
              setEnding(target);
            }}
          />
        )}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={t('appointmentsEndTreatmentQuestion')}
        confirmLabel={t('appointmentsEndTreatment')}
        cancelLabel={t('appointmentsEndTreatmentNo')}
        variant="primary"
        onConfirm={async () => {
          if (ending) await onEndTreatment(ending.id);
        }}
        onCloseAutoFocus={(event) => {
          // The button is gone: focus the table rather than the page's start.
          if (endButton.current?.isConnected) return;
          event.preventDefault();
          tableBox.current?.querySelector<HTMLElement>('[data-slot="data-table"]')?.focus();
        }}
      />
      <ServiceDetailsDialog
        service={service}
        onClose={() => {
          setService(null);
        }}
      />
    </div>
  );
}

import type { PatientAppointment } from '@aafiya/api-client';
import { useId, useMemo, type ReactNode } from 'react';
import { createDataTableColumnHelper, DataTable, figureColumn } from '../../../../components/data-table';
import { StatusBadge } from '../../../../components/status-badge';
import { UserText } from '../../../../components/user-text';
import { useTranslation } from '../../../../i18n/use-translation';

export interface AppointmentTableProps {
  title: string;
  emptyText: string;
  appointments: readonly PatientAppointment[];
  loading: boolean;
  error: boolean;
  onRetry?: (() => void) | undefined;
  /** "Monday, 23 November 2026, 11:00 – 11:30 AM" of an appointment. */
  whenOf: (appointment: PatientAppointment) => string;
  /** The row's buttons and links. */
  actions: (appointment: PatientAppointment) => ReactNode;
}

const col = createDataTableColumnHelper<PatientAppointment>();

/** One list of the Appointments tab (upcoming or history) under its heading: when, who, where, for whom, status. */
export function AppointmentTable({
  title,
  emptyText,
  appointments,
  loading,
  error,
  onRetry,
  whenOf,
  actions,
}: AppointmentTableProps) {
  const { t } = useTranslation('patientCare');
  const titleId = useId();
  const columns = useMemo(
    () =>
      col.columns([
        col.display({ id: 'when', header: t('when'), cell: ({ row }) => whenOf(row.original), meta: figureColumn }),
        col.display({
          id: 'provider',
          header: t('provider'),
          cell: ({ row }) => {
            const { provider, providerRole } = row.original;
            if (!provider) return '';
            return <UserText>{providerRole === 'DOCTOR' ? t('doctorName', { name: provider }) : provider}</UserText>;
          },
        }),
        col.display({
          id: 'hospital',
          header: t('hospital'),
          cell: ({ row }) => <UserText>{row.original.hospital}</UserText>,
        }),
        col.display({
          id: 'for',
          header: t('bookedFor'),
          cell: ({ row }) => <UserText>{row.original.familyMember}</UserText>,
        }),
        col.display({
          id: 'status',
          header: t('status'),
          cell: ({ row }) => <StatusBadge kind="appointment" status={row.original.status} />,
        }),
      ]),
    [t, whenOf],
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        data={appointments}
        getRowId={(appointment) => appointment.id}
        loading={loading}
        error={error ? t('loadFailed') : false}
        onRetry={onRetry}
        emptyText={emptyText}
        rowActions={(appointment) => <div className="flex flex-wrap justify-end gap-2">{actions(appointment)}</div>}
      />
    </section>
  );
}

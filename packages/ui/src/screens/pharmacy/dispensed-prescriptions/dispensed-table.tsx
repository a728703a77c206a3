import type { PharmacyPrescriptionView } from '@aafiya/api-client';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { codeColumn, createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { displayDateOf } from '../display-date';
import { dispensedHeaders } from './dispensed-columns';

const col = createDataTableColumnHelper<PharmacyPrescriptionView>();

export interface DispensedTableProps {
  rows: readonly PharmacyPrescriptionView[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** "Search Not Found" instead of "No dispensed prescriptions yet". */
  searching?: boolean;
  timeZone: string;
}

/**
 * The dispensed prescriptions' table (a chunk of its own: TanStack Table loads after the first paint): Dispensed
 * On (DD/MM/YYYY), Patient Name, Emirates ID (masked), Medicine, Doctor, Hospital.
 */
export function DispensedTable({ rows, loading, error, onRetry, searching = false, timeZone }: DispensedTableProps) {
  const { t } = useTranslation('pharmacy');
  const columns = useMemo(() => {
    const [dispensedOn, patient, emiratesId, medicine, doctor, hospital] = dispensedHeaders(t);
    return col.columns([
      col.accessor((row) => row.dispensed?.at ?? '', {
        id: 'dispensedOn',
        header: dispensedOn,
        cell: (info) => (info.getValue() ? displayDateOf(info.getValue(), timeZone) : ''),
        meta: figureColumn,
      }),
      col.accessor('patientName', { header: patient }),
      col.accessor('emiratesId', { header: emiratesId, meta: codeColumn }),
      col.accessor('prescription', { header: medicine }),
      col.accessor((row) => row.doctor ?? '', { id: 'doctor', header: doctor }),
      col.accessor('hospital', { header: hospital }),
    ]);
  }, [t, timeZone]);
  return (
    <DataTable
      caption={t('dispensedTitle')}
      hideCaption
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      loading={loading}
      error={error ? t('dispensedError') : false}
      onRetry={onRetry}
      emptyText={searching ? t('searchNotFound') : t('noDispensed')}
    />
  );
}

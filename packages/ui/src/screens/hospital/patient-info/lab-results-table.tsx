import type { PatientLabResult } from '@aafiya/api-client';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createDataTableColumnHelper, DataTable } from '../../../components/data-table';

export interface LabResultsTableProps {
  /** Tests of the completed lab requests only (the mapper leaves the others out). */
  results: readonly PatientLabResult[];
  loading?: boolean;
  /** The server's message when the lab results could not be loaded. */
  error?: string;
}

const column = createDataTableColumnHelper<PatientLabResult>();

/** Lab results (test and result) of the patient's completed lab requests (001 "Patient profile"). */
export function LabResultsTable({ results, loading = false, error }: LabResultsTableProps) {
  const { t } = useTranslation('hospital');
  const titleId = useId();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('test', { header: t('test') }),
        column.accessor('result', {
          header: t('result'),
          cell: ({ getValue }) => getValue() || t('noResult'),
        }),
      ]),
    [t],
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-foreground">
        {t('labResults')}
      </h2>
      <DataTable
        caption={t('labResults')}
        hideCaption
        columns={columns}
        data={results}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ?? false}
        emptyText={t('noLabResults')}
      />
    </section>
  );
}

import type { LabReportRow } from '@aafiya/api-client';
import type { TFunction } from '../../../i18n/translation-types';
import { Button } from '../../../components/button';
import { createDataTableColumnHelper, figureColumn } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { StatusBadge } from '../../../components/status-badge';

const col = createDataTableColumnHelper<LabReportRow>();

export interface LabReportColumnsOptions {
  t: TFunction<'hospitalRecords'>;
  timeZone: string;
  onViewResults: (row: LabReportRow) => void;
}

/**
 * The Laboratory Reports columns of 000 §2.5, headers as the specification
 * writes them: DOCTOR, PATIENT NAME, LABORATORY, TEST, DATE, STATUS, RESULT.
 * DATE is DD/MM/YYYY in the browser's time zone; RESULT offers View Results
 * for a completed request only, otherwise N/A.
 */
export function labReportColumns({ t, timeZone, onViewResults }: LabReportColumnsOptions) {
  return col.columns([
    col.accessor('doctor', { header: t('columnDoctorUpper') }),
    col.accessor('patientName', { header: t('columnPatientNameUpper') }),
    col.accessor('laboratory', { header: t('columnLaboratoryUpper') }),
    col.accessor('tests', { header: t('columnTestUpper'), cell: (info) => info.getValue().join(', ') }),
    col.accessor('date', {
      header: t('columnDateUpper'),
      cell: (info) => {
        const date = info.getValue();
        return date ? formatDisplayDate(dayKeyOf(date, timeZone)) : '';
      },
      meta: figureColumn,
    }),
    col.accessor('status', {
      header: t('columnStatusUpper'),
      // "completed" is styled completed, everything else pending (000 §4).
      cell: (info) => <StatusBadge kind="labRequest" status={info.getValue()} />,
    }),
    col.display({
      id: 'result',
      header: t('columnResultUpper'),
      cell: ({ row }) =>
        row.original.completed ? (
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => {
              onViewResults(row.original);
            }}
          >
            {t('viewResults')}
          </Button>
        ) : (
          <span className="text-foreground-muted">{t('notApplicable')}</span>
        ),
    }),
  ]);
}

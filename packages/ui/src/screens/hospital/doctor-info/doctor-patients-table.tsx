import type { DoctorPatientRow } from '@aafiya/api-client';
import type { TFunction } from '../../../i18n/translation-types';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import { Pager } from '../../../components/pager';
import { DetailSection } from './profile-parts';

export interface DoctorPatientsState {
  items: readonly DoctorPatientRow[];
  /** Zero-based. */
  page: number;
  pageCount: number;
  loading?: boolean;
  error?: boolean;
}

export interface DoctorPatientsTableProps extends DoctorPatientsState {
  onPageChange: (page: number) => void;
  onRetry?: (() => void) | undefined;
}

const col = createDataTableColumnHelper<DoctorPatientRow>();

function patientColumns(t: TFunction<'providerDetail'>) {
  return col.columns([
    col.accessor('name', { header: t('columnName'), meta: { cellClassName: 'font-medium' } }),
    col.accessor('email', {
      header: t('columnEmail'),
      cell: (info) => {
        const email = info.getValue();
        return email ? (
          <a className="text-primary-700 underline-offset-2 hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          ''
        );
      },
    }),
    col.accessor('bloodType', { header: t('columnBloodType'), cell: (info) => info.getValue() ?? '' }),
    col.accessor('birthday', {
      header: t('columnBirthday'),
      // DD/MM/YYYY (000 §9).
      cell: (info) => formatDisplayDate(info.getValue()),
      meta: figureColumn,
    }),
    col.accessor('gender', {
      header: t('columnGender'),
      cell: (info) => {
        const gender = info.getValue();
        return gender === 'male' ? t('genderMale') : gender === 'female' ? t('genderFemale') : '';
      },
    }),
  ]);
}

/** The doctor's patients: Name, Email, Blood Type, Birthday, Gender, with the pager; empty "No patients Found". */
export function DoctorPatientsTable({
  items,
  page,
  pageCount,
  loading,
  error,
  onPageChange,
  onRetry,
}: DoctorPatientsTableProps) {
  const { t } = useTranslation('providerDetail');
  const headingId = useId();
  const columns = useMemo(() => patientColumns(t), [t]);
  return (
    <DetailSection title={t('patients')} headingId={headingId}>
      <DataTable
        caption={t('patients')}
        hideCaption
        columns={columns}
        data={items}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('patientsLoadError') : false}
        onRetry={onRetry}
        emptyText={t('noPatients')}
      />
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </DetailSection>
  );
}

import type { PharmacyPrescriptionView } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { MaskedField } from '../../../components/masked-field/masked-field';
import { Pager } from '../../../components/pager';
import { DispensedTable } from './dispensed-table';
import { SEARCH_FIELD_CLASS } from './search-skeleton';

export interface DispensedBodyProps {
  /** The page shown. */
  rows: readonly PharmacyPrescriptionView[];
  /** Zero-based page shown. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The Emirates ID search, as the masked field formats it ("784-19"). */
  search: string;
  onSearchChange: (text: string) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Time zone of the Dispensed On column (the browser's). */
  timeZone: string;
}

/**
 * The search, the table and the pager of the dispensed list, in a chunk of their own (the form field's code and
 * TanStack Table load after the first paint). "Search Not Found" once the search has a digit.
 */
export function DispensedBody({
  rows,
  page,
  pageCount,
  onPageChange,
  search,
  onSearchChange,
  loading = false,
  error = false,
  onRetry,
  timeZone,
}: DispensedBodyProps) {
  const { t } = useTranslation('pharmacy');
  return (
    <>
      <MaskedField
        mask="emiratesId"
        label={t('searchEmiratesId')}
        autoComplete="off"
        value={search}
        onChange={onSearchChange}
        className={SEARCH_FIELD_CLASS}
      />
      <DispensedTable
        rows={rows}
        loading={loading}
        error={error}
        onRetry={onRetry}
        searching={/\d/.test(search)}
        timeZone={timeZone}
      />
      {!error && <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </>
  );
}

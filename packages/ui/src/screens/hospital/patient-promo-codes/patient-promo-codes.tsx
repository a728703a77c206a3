import { filterPromoCodes, type PatientPromoCodeRow, type ServiceDetails } from '@aafiya/api-client';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DataTable } from '../../../components/data-table';
import { TextField } from '../../../components/forms';
import { cn } from '../../../lib/cn';
import { ServiceDetailsDialog } from '../service-details';
import { promoCodeColumns } from './promo-code-columns';

export interface PatientPromoCodesProps {
  /** Every code of the hospital; the search narrows them here. */
  rows: readonly PatientPromoCodeRow[];
  /** The "Search Patient with Emirates ID" text. */
  search: string;
  onSearchChange: (text: string) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Time zone of the Appointment Date column (the browser's). */
  timeZone: string;
  className?: string;
}

/**
 * The hospital's Patient Promo Code table (000 §2.5), searched by part of
 * the patient's Emirates ID. Empty: "No Promo Codes" when the hospital has
 * none, "Search Not Found" when the search matches none.
 */
export function PatientPromoCodes({
  rows,
  search,
  onSearchChange,
  loading = false,
  error = false,
  onRetry,
  timeZone,
  className,
}: PatientPromoCodesProps) {
  const { t } = useTranslation('hospitalRecords');
  const titleId = useId();
  const [service, setService] = useState<ServiceDetails | null>(null);
  const columns = useMemo(() => promoCodeColumns(t, timeZone, setService), [t, timeZone]);
  const shown = useMemo(() => filterPromoCodes(rows, search), [rows, search]);
  const searching = search.trim() !== '' && rows.length > 0;

  return (
    <section aria-labelledby={titleId} data-slot="patient-promo-codes" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('promoCodesTitle')}
      </h1>
      <TextField
        label={t('searchEmiratesId')}
        type="search"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        placeholder={t('searchEmiratesId')}
        value={search}
        onChange={(event) => {
          onSearchChange(event.target.value);
        }}
        className="w-full max-w-sm"
      />
      <DataTable
        caption={t('promoCodesTitle')}
        hideCaption
        columns={columns}
        data={shown}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('promoCodesError') : false}
        onRetry={onRetry}
        emptyText={searching ? t('searchNotFound') : t('noPromoCodes')}
      />
      <ServiceDetailsDialog
        service={service}
        onClose={() => {
          setService(null);
        }}
      />
    </section>
  );
}

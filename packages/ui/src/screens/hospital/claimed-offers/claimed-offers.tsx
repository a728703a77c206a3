import type { ClaimedOfferRow } from '@aafiya/api-client';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { codeColumn, createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { formatDisplayDate } from '../../../components/date-fields';
import { useSlotFormatters } from '../../../components/slot-calendar/slot-formatters';
import { dayKeyOf } from '../../../components/slot-calendar/zoned-time';
import { cn } from '../../../lib/cn';

/** A row of the table; `from` (the vendor or hospital that gave the offer) is shown with `fromHeader`. */
export type ClaimedOffersRow = ClaimedOfferRow & { from?: string };

export interface ClaimedOffersProps {
  rows: readonly ClaimedOffersRow[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Time zone of the Taken Date column (the browser's). */
  timeZone: string;
  /** Header of a first column naming who gave each offer (the admin's table of every claimed offer). Default: none. */
  fromHeader?: string;
  className?: string;
}

const col = createDataTableColumnHelper<ClaimedOffersRow>();

/**
 * The offers patients claimed from the hospital (000 §2.5 "Claimed Offers"):
 * Patient Name, Taken Date (DD/MM/YYYY and hh:mm a in the browser's time
 * zone), Patient Emirates ID, Offer Name, Points, Promo Code. Empty: "No
 * Promo Codes" (the specification's text for this table). The admin's
 * Claimed Offers (002) is the same table of every offer, with a first column
 * naming the vendor or hospital (`fromHeader`).
 */
export function ClaimedOffers({
  rows,
  loading = false,
  error = false,
  onRetry,
  timeZone,
  fromHeader,
  className,
}: ClaimedOffersProps) {
  const { t } = useTranslation('hospitalRecords');
  const titleId = useId();
  const formatters = useSlotFormatters(timeZone);
  const columns = useMemo(
    () =>
      col.columns([
        ...(fromHeader === undefined
          ? []
          : [col.accessor((row) => row.from ?? '', { id: 'from', header: fromHeader })]),
        col.accessor('patientName', { header: t('columnPatientName') }),
        col.accessor('takenAt', {
          header: t('columnTakenDate'),
          cell: (info) => {
            const at = info.getValue();
            return `${formatDisplayDate(dayKeyOf(at, timeZone))} ${formatters.formatTime(new Date(at))}`;
          },
          meta: figureColumn,
        }),
        col.accessor('emiratesId', {
          header: t('columnPatientEmiratesId'),
          cell: (info) => info.getValue() ?? '',
          meta: codeColumn,
        }),
        col.accessor('offerName', { header: t('columnOfferName') }),
        col.accessor('points', {
          header: t('columnPoints'),
          cell: (info) => info.getValue() ?? '',
          meta: figureColumn,
        }),
        col.accessor('promoCode', {
          header: t('columnPromoCode'),
          cell: (info) => info.getValue() ?? '',
          meta: { cellClassName: 'font-mono whitespace-nowrap' },
        }),
      ]),
    [t, formatters, timeZone, fromHeader],
  );
  return (
    <section aria-labelledby={titleId} data-slot="claimed-offers" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('claimedOffersTitle')}
      </h1>
      <DataTable
        caption={t('claimedOffersTitle')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('claimedOffersError') : false}
        onRetry={onRetry}
        emptyText={t('noPromoCodes')}
      />
    </section>
  );
}

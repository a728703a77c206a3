import type { VendorPromoCodeRow } from '@aafiya/api-client';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { createDataTableColumnHelper, DataTable, figureColumn } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { UserText } from '../../../components/user-text';
import { cn } from '../../../lib/cn';
import { offerTermsText } from '../../hospital/offers/offer-terms';

export interface VendorPromoCodesProps {
  rows: readonly VendorPromoCodeRow[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Redeem was pressed (`PUT /rewards/{id}` with `{ status: 'REDEEMED' }`). */
  onRedeem: (row: VendorPromoCodeRow) => void;
  /** The promo codes being redeemed: their buttons show a spinner. */
  redeemingIds?: ReadonlySet<string>;
  className?: string;
}

const col = createDataTableColumnHelper<VendorPromoCodeRow>();
const noneRedeeming: ReadonlySet<string> = new Set();

/**
 * The vendor's pending promo codes (002 "Vendor area", §4: only PENDING
 * redemptions): Patient Name, the package's offer text ("Buy: X - Get: Y" or
 * "X % Off", under its title — spec choice: a vendor with several packages
 * sees which one), Promo Code and Points. Redeem (beyond the specification,
 * #23) shows a spinner on its button until the code is used and leaves the
 * list. Empty: "No promo codes yet". Spec choice: 002 §8 shows a failed load
 * as the empty state; here it is an error with Try again, as on every other
 * list, so an outage is not mistaken for no codes.
 */
export function VendorPromoCodes({
  rows,
  loading = false,
  error = false,
  onRetry,
  onRedeem,
  redeemingIds = noneRedeeming,
  className,
}: VendorPromoCodesProps) {
  const { t } = useTranslation('vendor');
  const { t: offerT } = useTranslation('servicesOffers');
  const titleId = useId();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('patientName', { header: t('columnPatientName') }),
        col.display({
          id: 'offer',
          header: t('columnOffer'),
          cell: ({ row }) => {
            const { offerTitle, offer } = row.original;
            return (
              <>
                {offerTitle && (
                  <span className="block">
                    <UserText>{offerTitle}</UserText>
                  </span>
                )}
                {offer && (
                  <span className="block font-semibold" data-slot="offer-terms">
                    {offerTermsText(offerT, offer)}
                  </span>
                )}
              </>
            );
          },
        }),
        col.accessor('promoCode', {
          header: t('columnPromoCode'),
          meta: { dir: 'ltr', cellClassName: 'font-mono whitespace-nowrap' },
        }),
        col.accessor('points', {
          header: t('columnPoints'),
          cell: (info) => info.getValue() ?? '',
          meta: figureColumn,
        }),
      ]),
    [t, offerT],
  );
  return (
    <section aria-labelledby={titleId} data-slot="vendor-promo-codes" className={cn('flex flex-col gap-4', className)}>
      <h1 id={titleId} className="text-2xl font-semibold text-foreground">
        {t('promoCodesTitle')}
      </h1>
      <DataTable
        caption={t('promoCodesTitle')}
        hideCaption
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={loading}
        error={error ? t('promoCodesFailed') : false}
        onRetry={onRetry}
        emptyText={t('noPromoCodes')}
        rowActions={(row) => {
          const redeeming = redeemingIds.has(row.id);
          return (
            <Button
              size="sm"
              disabled={redeeming}
              aria-busy={redeeming || undefined}
              aria-label={t('redeemCode', { code: row.promoCode })}
              onClick={() => {
                onRedeem(row);
              }}
            >
              {redeeming && <Spinner size="sm" tone="current" label={t('redeeming')} />}
              {t('redeem')}
            </Button>
          );
        }}
      />
    </section>
  );
}

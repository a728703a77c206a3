import { useApi, useRedeemPromoCode, useVendorPromoCodes, type VendorPromoCodeRow } from '@aafiya/api-client';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { failureText } from '../../clinical/papers/shared/failure-text';
import { VendorPromoCodes } from './vendor-promo-codes';

export interface VendorPromoCodesScreenProps {
  className?: string;
}

/**
 * /vendor/promo-codes on the API: the signed-in vendor's pending redemptions
 * (`GET /rewards/vendor/{vendorId}?status=PENDING`, the session's
 * referenceId). Redeem (`PUT /rewards/{id}`, beyond the specification) shows
 * its spinner, then the row leaves the list and "Promo code redeemed" is
 * toasted; a refusal toasts the server's message and the list is asked again.
 */
export function VendorPromoCodesScreen({ className }: VendorPromoCodesScreenProps) {
  const { t } = useTranslation('vendor');
  const { session } = useApi();
  const vendorId = session.getReferenceId();
  const query = useVendorPromoCodes(vendorId);
  const redeem = useRedeemPromoCode(vendorId);
  const [redeemingIds, setRedeemingIds] = useState<ReadonlySet<string>>(() => new Set());
  const setRedeeming = (id: string, on: boolean) => {
    setRedeemingIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const onRedeem = (row: VendorPromoCodeRow) => {
    setRedeeming(row.id, true);
    redeem.mutate(row.id, {
      onSuccess: () => {
        toast.success(t('promoCodeRedeemed'));
      },
      onError: (error) => {
        toast.error(failureText(error, t('redeemFailed')));
      },
      onSettled: () => {
        setRedeeming(row.id, false);
      },
    });
  };
  return (
    <VendorPromoCodes
      className={className}
      rows={query.data ?? []}
      loading={query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError || !vendorId}
      onRetry={() => {
        void query.refetch();
      }}
      onRedeem={onRedeem}
      redeemingIds={redeemingIds}
    />
  );
}

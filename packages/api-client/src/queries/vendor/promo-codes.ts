import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import type { OfferView } from '../hospital/offers';
import { bodyOf } from '../shared/query-helpers';

type VendorRedemption = components['schemas']['VendorRedemption'];

/** The terms of a claimed package, for "Buy: X - Get: Y" or "X % Off". */
export type PromoCodeOfferTerms = Pick<OfferView, 'type' | 'off' | 'buyQuantity' | 'getQuantity'>;

/** One row of the vendor's Promo Codes table (002 "Vendor area"): a pending redemption. */
export interface VendorPromoCodeRow {
  /** The redemption's id (`PUT /rewards/{id}`). */
  id: string;
  patientName: string;
  /** The package's title ("" when unknown). */
  offerTitle: string;
  /** The package's terms; null when the answer does not carry them. */
  offer: PromoCodeOfferTerms | null;
  /** The claim's own promo code, which the patient shows. */
  promoCode: string;
  points: number | null;
}

export function toVendorPromoCodeRow(redemption: VendorRedemption): VendorPromoCodeRow {
  const pkg = redemption.packageId;
  const type = pkg?.type;
  return {
    id: redemption._id,
    patientName: fullName(redemption.patientId),
    offerTitle: pkg?.title?.trim() ?? '',
    offer: type
      ? {
          type,
          off: type === 'ON_PERCENTAGE' ? (pkg.off ?? null) : null,
          buyQuantity: type === 'BUY_SOME_GET_SOME' ? (pkg.buyQuantity ?? null) : null,
          getQuantity: type === 'BUY_SOME_GET_SOME' ? (pkg.getQuantity ?? null) : null,
        }
      : null,
    promoCode: redemption.voucherCode ?? '',
    points: pkg?.points ?? null,
  };
}

type RedemptionList = { data: VendorRedemption[] };

/**
 * `GET /rewards/vendor/{vendorId}?status=PENDING`: the vendor's pending
 * redemptions (002 §4: only PENDING ones are listed; the answer is filtered
 * again in case a server sends others). Disabled without an id.
 */
export function vendorPromoCodesQueryOptions(api: ApiClient, vendorId: string | null) {
  const init = { params: { path: { vendorId: vendorId ?? '' }, query: { status: 'PENDING' } } };
  return queryOptions({
    queryKey: ['get', '/rewards/vendor/{vendorId}', init] as const,
    queryFn: async ({ signal }): Promise<RedemptionList> =>
      bodyOf((await api.GET('/rewards/vendor/{vendorId}', { ...init, signal })).data),
    select: (answer) => answer.data.filter((redemption) => redemption.status === 'PENDING').map(toVendorPromoCodeRow),
    enabled: Boolean(vendorId),
  });
}

/** The signed-in vendor's pending promo codes, as table rows. */
export function useVendorPromoCodes(vendorId: string | null) {
  return useQuery(vendorPromoCodesQueryOptions(useApi(), vendorId));
}

/**
 * Redeem (beyond the specification, #23): `PUT /rewards/{id}` with
 * `{ status: 'REDEEMED' }` (`mutate(id)`). Once redeemed, the row leaves the
 * cached list at once; a refusal (e.g. 409, redeemed meanwhile) asks for the
 * list again.
 */
export function useRedeemPromoCode(vendorId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const list = vendorPromoCodesQueryOptions(api, vendorId);
  return useMutation({
    mutationFn: async (id: string) => {
      await api.PUT('/rewards/{id}', { params: { path: { id } }, body: { status: 'REDEEMED' } });
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData(list.queryKey, (answer) =>
        answer ? { ...answer, data: answer.data.filter((redemption) => redemption._id !== id) } : answer,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: list.queryKey }),
  });
}

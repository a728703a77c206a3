import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { catalogueName } from '../shared/catalogue-name';
import { bodyOf, isUnderPath } from '../shared/query-helpers';

type Schemas = components['schemas'];
type Package = Schemas['Package'];
type PackageCategory = Schemas['PackageCategory'];

/** `ON_PERCENTAGE` (shown "On Percentage") or `BUY_SOME_GET_SOME` ("Buy Some, Get Some"). */
export type OfferType = Schemas['PackageType'];

/** An offer as its card and the offer modal show it (000 §2.5 "Offers"). */
export interface OfferView {
  id: string;
  title: string;
  type: OfferType;
  points: number;
  /** Percent off (percentage offers); null otherwise. */
  off: number | null;
  /** Buy X, get Y (buy-some-get-some offers); null otherwise. */
  buyQuantity: number | null;
  getQuantity: number | null;
  /** The category's id and its name in the reader's language ("" when unknown). */
  categoryId: string;
  categoryName: string;
  about: string;
  termsAndConditions: string;
  /** The first image (the one cards show). */
  image?: string;
  voucherCode: string;
  subscribedCount: number;
}

/** What the offer modal sends. */
export interface OfferInput {
  title: string;
  type: OfferType;
  categoryId: string;
  points: number;
  off: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  termsAndConditions: string;
  about: string;
  /** The cropped picture; required on create, null keeps the current one on update. */
  image: File | null;
}

/**
 * Who publishes the offers: a hospital (000 "Offers") or a vendor (002 "Vendor
 * Packages"). Both are packages of one API; the owner picks the list's path and
 * the owner field of the multipart body. `id` is null until the session has one.
 */
export interface OfferOwner {
  kind: 'hospital' | 'vendor';
  id: string | null;
}

/** A package category as the offer modal's select offers it. */
export interface PackageCategoryOption {
  value: string;
  label: string;
}

type Locale = 'en' | 'ar';

export function toOffer(offer: Package, locale: Locale = 'en'): OfferView {
  const category = offer.category_id;
  return {
    id: offer._id,
    title: offer.title,
    type: offer.type,
    points: offer.points,
    off: offer.type === 'ON_PERCENTAGE' ? (offer.off ?? null) : null,
    buyQuantity: offer.type === 'BUY_SOME_GET_SOME' ? (offer.buyQuantity ?? null) : null,
    getQuantity: offer.type === 'BUY_SOME_GET_SOME' ? (offer.getQuantity ?? null) : null,
    categoryId: category?._id ?? '',
    categoryName: category && (category.name_en || category.name_ar) ? catalogueName(category, locale) : '',
    about: offer.about ?? '',
    termsAndConditions: offer.termsAndConditions ?? '',
    ...(offer.images?.[0] ? { image: offer.images[0] } : {}),
    voucherCode: offer.voucherCode ?? '',
    subscribedCount: offer.subscribedCount ?? 0,
  };
}

/** The offer's values back in the modal's shape, for Update. */
export function toOfferInput(offer: OfferView): OfferInput {
  return {
    title: offer.title,
    type: offer.type,
    categoryId: offer.categoryId,
    points: offer.points,
    off: offer.off,
    buyQuantity: offer.buyQuantity,
    getQuantity: offer.getQuantity,
    termsAndConditions: offer.termsAndConditions,
    about: offer.about,
    image: null,
  };
}

export function toPackageCategoryOptions(categories: readonly PackageCategory[], locale: Locale = 'en') {
  return categories.map((category): PackageCategoryOption => ({
    value: category._id,
    label: catalogueName(category, locale),
  }));
}

/** The owner field of a package body: `hospitalId` or `vendorId` (none without an id). */
function ownerField(owner: OfferOwner | undefined): { hospitalId?: string; vendorId?: string } {
  if (!owner?.id) return {};
  return owner.kind === 'vendor' ? { vendorId: owner.id } : { hospitalId: owner.id };
}

/**
 * The multipart body of `POST /packages` and `PUT /packages/{id}`: the fields
 * of the offer's type only, trimmed texts, the owner, the picture when one was chosen.
 */
export function toOfferBody(input: OfferInput, owner?: OfferOwner): Schemas['PackageUpdateForm'] {
  const terms =
    input.type === 'ON_PERCENTAGE'
      ? { off: input.off ?? undefined }
      : { buyQuantity: input.buyQuantity ?? undefined, getQuantity: input.getQuantity ?? undefined };
  return {
    type: input.type,
    title: input.title.trim(),
    category_id: input.categoryId,
    points: input.points,
    ...ownerField(owner),
    ...terms,
    termsAndConditions: input.termsAndConditions.trim(),
    about: input.about.trim(),
    ...(input.image ? { image: input.image } : {}),
  };
}

/**
 * An owner's offers, as view models: `GET /packages/hospital/{hospitalId}` or
 * `GET /packages/vendor/{vendorId}`; disabled without an id.
 */
export function offersQueryOptions(api: ApiClient, owner: OfferOwner, locale: Locale = 'en') {
  const id = owner.id ?? '';
  const vendor = { params: { path: { vendorId: id } } };
  const hospital = { params: { path: { hospitalId: id } } };
  return queryOptions({
    queryKey:
      owner.kind === 'vendor'
        ? (['get', '/packages/vendor/{vendorId}', vendor] as const)
        : (['get', '/packages/hospital/{hospitalId}', hospital] as const),
    queryFn: async ({ signal }) => {
      const answer =
        owner.kind === 'vendor'
          ? await api.GET('/packages/vendor/{vendorId}', { ...vendor, signal })
          : await api.GET('/packages/hospital/{hospitalId}', { ...hospital, signal });
      return bodyOf(answer.data).data;
    },
    select: (offers: Package[]) => offers.map((offer) => toOffer(offer, locale)),
    enabled: Boolean(owner.id),
  });
}

/** `GET /packages/hospital/{hospitalId}`, as view models; disabled without an id. */
export function hospitalOffersQueryOptions(api: ApiClient, hospitalId: string | null, locale: Locale = 'en') {
  return offersQueryOptions(api, { kind: 'hospital', id: hospitalId }, locale);
}

/** `const { data: offers, isPending, isError } = useOffers({ kind: 'vendor', id }, locale)`. */
export function useOffers(owner: OfferOwner, locale: Locale = 'en') {
  return useQuery(offersQueryOptions(useApi(), owner, locale));
}

/** `const { data: offers, isPending, isError } = useHospitalOffers(hospitalId, locale)`. */
export function useHospitalOffers(hospitalId: string | null, locale: Locale = 'en') {
  return useOffers({ kind: 'hospital', id: hospitalId }, locale);
}

/** `GET /packageCategories` as options; the catalogue changes rarely, so it stays fresh for the session. */
export function packageCategoryOptionsQuery(api: ApiClient, locale: Locale = 'en') {
  return queryOptions({
    queryKey: ['get', '/packageCategories'] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/packageCategories', { signal })).data).data,
    select: (categories: PackageCategory[]) => toPackageCategoryOptions(categories, locale),
    staleTime: Infinity,
  });
}

export function usePackageCategoryOptions(locale: Locale = 'en', enabled = true) {
  return useQuery({ ...packageCategoryOptionsQuery(useApi(), locale), enabled });
}

/** Refetches every offer list (after a create, update or delete). */
export function invalidateOffers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey, '/packages') });
}

function useOfferMutation<Variables, Result>(mutationFn: (api: ApiClient, variables: Variables) => Promise<Result>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['offers'],
    mutationFn: (variables: Variables) => mutationFn(api, variables),
    onSuccess: () => invalidateOffers(queryClient),
  });
}

/** + ADD OFFER / Add Package for the signed-in hospital or vendor: `mutate(input)`; the picture is required. */
export function useCreateOffer(owner: OfferOwner) {
  return useOfferMutation(async (api, input: OfferInput) => {
    if (!input.image) throw new Error('Please select offer image');
    const body = { ...toOfferBody(input, owner), image: input.image };
    return toOffer(bodyOf((await api.POST('/packages', { body })).data).data);
  });
}

/** Update: `mutate({ id, input })`, resolves with the updated offer. */
export function useUpdateOffer(owner: OfferOwner) {
  return useOfferMutation(async (api, { id, input }: { id: string; input: OfferInput }) => {
    const answer = await api.PUT('/packages/{id}', {
      params: { path: { id } },
      body: toOfferBody(input, owner),
    });
    return toOffer(bodyOf(answer.data).data);
  });
}

/** Delete: `mutate(id)`, resolves with the removed id. */
export function useDeleteOffer() {
  return useOfferMutation(async (api, id: string) => {
    const answer = await api.DELETE('/packages/{id}', { params: { path: { id } } });
    return bodyOf(answer.data).data._id;
  });
}

import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { bodyOf, isUnderPath } from '../shared/query-helpers';

type Schemas = components['schemas'];
type HospitalService = Schemas['HospitalService'];
type PersonRef = Schemas['PersonRef'];

const SERVICES = '/hospitalServices';

/** A doctor, nurse or technician named by a service. */
export interface ServiceProvider {
  id: string;
  /** "First Last". */
  name: string;
}

/** A hospital service as its card and the service modal show it (000 §2.5 "Services"). */
export interface HospitalServiceView {
  id: string;
  name: string;
  description: string;
  isFree: boolean;
  /** AED; null when free. */
  price: number | null;
  coveredByInsurance: boolean;
  image?: string;
  doctors: ServiceProvider[];
  nurses: ServiceProvider[];
  technicians: ServiceProvider[];
}

/** What the service modal sends. */
export interface ServiceInput {
  isFree: boolean;
  coveredByInsurance: boolean;
  name: string;
  /** AED; ignored when free. */
  price: number | null;
  description: string;
  /** Ids of the hospital's doctors, nurses and technicians. */
  doctors: string[];
  nurses: string[];
  technicians: string[];
  /** A new picture; null keeps the current one (or none). */
  image: File | null;
}

/** The hospital's staff a service can name, as the modal's multi-selects offer them. */
export interface ServiceStaffOptions {
  doctors: { id: string; label: string }[];
  nurses: { id: string; label: string }[];
  technicians: { id: string; label: string }[];
}

const fullName = (person: { firstName?: string; lastName?: string }) =>
  [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');

const toProvider = (person: PersonRef): ServiceProvider => ({ id: person._id, name: fullName(person) || person._id });

export function toHospitalService(service: HospitalService): HospitalServiceView {
  return {
    id: service._id,
    name: service.name,
    description: service.description ?? '',
    isFree: service.isFree,
    price: service.isFree ? null : (service.price ?? null),
    coveredByInsurance: service.coveredByInsurance ?? false,
    ...(service.image ? { image: service.image } : {}),
    doctors: (service.doctors ?? []).map(toProvider),
    nurses: (service.nurses ?? []).map(toProvider),
    technicians: (service.technicians ?? []).map(toProvider),
  };
}

/** The service's values back in the modal's shape, for Update. */
export function toServiceInput(service: HospitalServiceView): ServiceInput {
  return {
    isFree: service.isFree,
    coveredByInsurance: service.coveredByInsurance,
    name: service.name,
    price: service.price,
    description: service.description,
    doctors: service.doctors.map((p) => p.id),
    nurses: service.nurses.map((p) => p.id),
    technicians: service.technicians.map((p) => p.id),
    image: null,
  };
}

/** `POST /hospitalServices` (multipart): trimmed texts; no price when free; empty lists left out. */
export function toServiceCreateBody(input: ServiceInput): Schemas['HospitalServiceCreateForm'] {
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    isFree: input.isFree,
    ...(input.isFree || input.price === null ? {} : { price: input.price }),
    isCoveredByInsurance: input.coveredByInsurance,
    doctors: [...input.doctors],
    nurses: [...input.nurses],
    technicians: [...input.technicians],
    ...(input.image ? { image: input.image } : {}),
  };
}

/**
 * `PUT /hospitalServices/{id}` (multipart): the whole form. An emptied list is
 * sent as one empty part, the contract's "none" (a multipart body has no
 * empty list); the picture only when a new one was chosen.
 */
export function toServiceUpdateBody(input: ServiceInput): Schemas['HospitalServiceUpdateForm'] {
  const list = (ids: string[]): string[] => (ids.length === 0 ? [''] : [...ids]);
  const create = toServiceCreateBody(input);
  return {
    ...create,
    doctors: list(input.doctors),
    nurses: list(input.nurses),
    technicians: list(input.technicians),
  };
}

/** `GET /hospitalServices/hospital/{hospitalId}`, as view models; disabled without an id. */
export function hospitalServicesQueryOptions(api: ApiClient, hospitalId: string | null) {
  const init = { params: { path: { hospitalId: hospitalId ?? '' } } };
  return queryOptions({
    queryKey: ['get', '/hospitalServices/hospital/{hospitalId}', init] as const,
    queryFn: async ({ signal }) =>
      bodyOf((await api.GET('/hospitalServices/hospital/{hospitalId}', { ...init, signal })).data).data,
    select: (services: HospitalService[]) => services.map(toHospitalService),
    enabled: Boolean(hospitalId),
  });
}

/** `const { data: services, isPending, isError } = useHospitalServices(hospitalId)`. */
export function useHospitalServices(hospitalId: string | null) {
  return useQuery(hospitalServicesQueryOptions(useApi(), hospitalId));
}

/** Every doctor and nurse/technician of the caller's hospital (`getAll=true`), split as the modal offers them. */
export function serviceStaffQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['service-staff'] as const,
    queryFn: async ({ signal }): Promise<ServiceStaffOptions> => {
      const [doctors, nurses] = await Promise.all([
        api.GET('/doctors', { params: { query: { getAll: true } }, signal }),
        api.GET('/nurse', { params: { query: { getAll: true } }, signal }),
      ]);
      const option = (person: { _id: string; firstName: string; lastName: string }) => ({
        id: person._id,
        label: fullName(person) || person._id,
      });
      const all = bodyOf(nurses.data).data.nurses;
      return {
        doctors: bodyOf(doctors.data).doctors.map(option),
        nurses: all.filter((n) => n.type !== 'Technician').map(option),
        technicians: all.filter((n) => n.type === 'Technician').map(option),
      };
    },
  });
}

/** The doctors, nurses and technicians the service modal offers; its error reads "Error fetching doctors and nurses". */
export function useServiceStaffOptions(enabled = true) {
  return useQuery({ ...serviceStaffQueryOptions(useApi()), enabled });
}

/** Refetches every service list and service (after a create, update or delete). */
export function invalidateServices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey, SERVICES) });
}

function useServiceMutation<Variables, Result>(mutationFn: (api: ApiClient, variables: Variables) => Promise<Result>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['hospital-services'],
    mutationFn: (variables: Variables) => mutationFn(api, variables),
    onSuccess: () => invalidateServices(queryClient),
  });
}

/** + ADD SERVICE: `mutate(input)`, resolves with the new service. */
export function useCreateHospitalService() {
  return useServiceMutation(async (api, input: ServiceInput) =>
    toHospitalService(bodyOf((await api.POST('/hospitalServices', { body: toServiceCreateBody(input) })).data).data),
  );
}

/** Update: `mutate({ id, input })`, resolves with the updated service. */
export function useUpdateHospitalService() {
  return useServiceMutation(async (api, { id, input }: { id: string; input: ServiceInput }) => {
    const answer = await api.PUT('/hospitalServices/{id}', {
      params: { path: { id } },
      body: toServiceUpdateBody(input),
    });
    return toHospitalService(bodyOf(answer.data).data);
  });
}

/** Delete: `mutate(id)`, resolves with the removed id. */
export function useDeleteHospitalService() {
  return useServiceMutation(async (api, id: string) => {
    const answer = await api.DELETE('/hospitalServices/{id}', { params: { path: { id } } });
    return bodyOf(answer.data).data._id;
  });
}

// Booking and cancelling from the booking calendar (002 "Booking pages", §3
// "Appointment creation payload", §4 "Cancel", §7): `POST /appointments` and
// `DELETE /appointments/cancel/{id}`. After either, the provider's months are
// fetched again, so the calendar changes in place.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { bodyOf, isUnderPath } from '../../shared/query-helpers';
import { storedPoints, storePoints } from '../points/stored-points';

type Schemas = components['schemas'];

/** The body of `POST /appointments` (002 §3). */
export type AppointmentCreateBody = Schemas['AppointmentCreate'];

/** What the booking form and the page know of a booking. */
export interface AppointmentRequest {
  patientId: string;
  slotId: string;
  /** Booking for a member of the family. */
  familyMemberId?: string | undefined;
  /** Optional; blank is left out. */
  description?: string | undefined;
  /** Booking a hospital's service (book-service-appointment). */
  serviceId?: string | undefined;
  /** The provider of a service booking: a doctor, else a nurse or technician. */
  provider?: { role: 'DOCTOR' | 'NURSE' | 'TECHNICIAN'; id: string } | undefined;
}

/**
 * The payload of 002 §3: patientId, slotId, familyMemberId, description; for
 * services also serviceId plus doctorId (a doctor) or nurseId (a nurse or
 * technician). Empty optional fields are left out.
 */
export function toAppointmentCreate(request: AppointmentRequest): AppointmentCreateBody {
  const body: AppointmentCreateBody = { patientId: request.patientId, slotId: request.slotId };
  if (request.familyMemberId) body.familyMemberId = request.familyMemberId;
  const description = request.description?.trim();
  if (description) body.description = description;
  if (request.serviceId) {
    body.serviceId = request.serviceId;
    if (request.provider?.role === 'DOCTOR') body.doctorId = request.provider.id;
    else if (request.provider) body.nurseId = request.provider.id;
  }
  return body;
}

/** Points a cancel takes back when the answer's newPatient is not null (002 §4, §9). */
export const CANCEL_POINTS_PENALTY = 20;

/** What a cancel did to the patient's points. */
export interface AppointmentCancelled {
  /** Whether the cancel cost points (newPatient was not null). */
  pointsTaken: boolean;
  /** The stored balance now. */
  points: number;
}

const isSlotListing = (key: readonly unknown[]) =>
  key[0] === 'post' && (key[1] === '/slots/all/doctor/{id}' || key[1] === '/slots/all/nurse/{id}');

/** Fetches the slot months and the patient's appointments again (the calendar and the dashboard follow). */
function refreshBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isSlotListing(queryKey) || isUnderPath(queryKey, '/patients/profile'),
  });
}

/** `POST /appointments`: resolves with the booked appointment; a slot taken meanwhile rejects with a 409 ApiError. */
export async function createAppointment(api: ApiClient, request: AppointmentRequest): Promise<Schemas['Appointment']> {
  const answer = await api.POST('/appointments', { body: toAppointmentCreate(request) });
  return bodyOf(answer.data).data;
}

/**
 * `DELETE /appointments/cancel/{id}` (the id of the appointment, which is its
 * slot's). When the answer's newPatient is not null the stored user's points
 * drop by 20, locally (002 §4).
 */
export async function cancelAppointment(api: ApiClient, appointmentId: string): Promise<AppointmentCancelled> {
  const answer = await api.DELETE('/appointments/cancel/{id}', { params: { path: { id: appointmentId } } });
  const pointsTaken = bodyOf(answer.data).data.newPatient !== null;
  if (pointsTaken) storePoints(api, Math.max(0, storedPoints(api) - CANCEL_POINTS_PENALTY));
  return { pointsTaken, points: storedPoints(api) };
}

/** Books a slot; afterwards (success or a 409) the calendar's months are fetched again. */
export function useCreateAppointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AppointmentRequest) => createAppointment(api, request),
    onSettled: () => refreshBookings(queryClient),
  });
}

/** Cancels an upcoming appointment; afterwards the calendar's months are fetched again. */
export function useCancelAppointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => cancelAppointment(api, appointmentId),
    onSettled: () => refreshBookings(queryClient),
  });
}

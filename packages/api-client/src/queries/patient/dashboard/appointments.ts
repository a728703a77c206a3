// The dashboard's Appointments tab (002 "Patient dashboard", §4, §7, §8):
// upcoming (`upcommingAppointments`) and history (`prevAppointments`) from the
// profile; deleting a past one from the patient's list (`DELETE
// /appointments/{id}/{patientId}`) and its "Appointment Slip.pdf" (`GET
// /slots/appointmentSlip/{id}`). Cancelling an upcoming one is the booking
// page's `useCancelAppointment`; "Get Points" is `useVerifyHospitalCode`.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { fullName } from '../../hospital/full-name';
import { isUnderPath } from '../../shared/query-helpers';
import { patientFamilyMembersQueryOptions } from '../booking/family-members';

type Schemas = components['schemas'];
type Appointment = Schemas['Appointment'];

/** The name the appointment slip's PDF is saved under (002 §7). */
export const APPOINTMENT_SLIP_FILENAME = 'Appointment Slip.pdf';

/** An appointment as the tab lists it. */
export interface PatientAppointment {
  id: string;
  /** The slot "Get Points" verifies the code of (the appointment's slot, else its id). */
  slotId: string;
  /** ISO date-times. */
  from: string;
  to: string;
  status: Schemas['SlotStatus'];
  /** "First Last" of the doctor, else of the nurse; empty when unknown. */
  provider: string;
  providerRole: 'DOCTOR' | 'NURSE';
  hospital: string;
  service: string;
  /** "First Last" of the family member it was booked for; empty when for the patient himself. */
  familyMember: string;
}

export interface PatientAppointments {
  upcoming: PatientAppointment[];
  history: PatientAppointment[];
}

export function toPatientAppointment(appointment: Appointment): PatientAppointment {
  return {
    id: appointment._id,
    slotId: appointment.slotId ?? appointment._id,
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
    provider: fullName(appointment.doctorId ?? appointment.nurseId),
    providerRole: appointment.doctorId ? 'DOCTOR' : 'NURSE',
    hospital: appointment.hospitalId?.name ?? '',
    service: appointment.serviceId?.name ?? '',
    familyMember: fullName(appointment.familyMemberId),
  };
}

export function toPatientAppointments(profile: Schemas['PatientProfile']): PatientAppointments {
  const of = (list: Appointment[] | undefined) => (list ?? []).map(toPatientAppointment);
  return { upcoming: of(profile.upcommingAppointments), history: of(profile.prevAppointments) };
}

/** The patient's upcoming and past appointments from his profile. */
export function usePatientAppointments(patientId: string) {
  return useQuery({ ...patientFamilyMembersQueryOptions(useApi(), patientId), select: toPatientAppointments });
}

/** Removes a past appointment from the patient's list; afterwards the profile is fetched again. */
export function useDeletePatientAppointment(patientId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appointmentId: string) => {
      await api.DELETE('/appointments/{id}/{patientId}', { params: { path: { id: appointmentId, patientId } } });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => isUnderPath(queryKey, '/patients/profile') }),
  });
}

/** `GET /slots/appointmentSlip/{id}?lang=`: the slip as a PDF, in the reader's language. */
export async function fetchAppointmentSlip(api: ApiClient, appointmentId: string, lang: 'en' | 'ar'): Promise<Blob> {
  const { data } = await api.GET('/slots/appointmentSlip/{id}', {
    params: { path: { id: appointmentId }, query: { lang } },
    parseAs: 'blob',
  });
  if (!data) throw new Error('The document could not be downloaded');
  return data;
}

/** `mutateAsync({ appointmentId, lang })` resolves with the slip (save it as APPOINTMENT_SLIP_FILENAME). */
export function useDownloadAppointmentSlip() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ appointmentId, lang }: { appointmentId: string; lang: 'en' | 'ar' }) =>
      fetchAppointmentSlip(api, appointmentId, lang),
  });
}

// Where a booking takes place, for the "Add to calendar" event (#24 item 8):
// the hospital's name and address, from calls open to guests — the doctor's
// page (`GET /doctors/{id}`, its hospital reference) for a doctor's booking,
// the hospital's page (`GET /hospitals/details/{id}`) for a service's. Both
// cache the answer's body as sent, under the keys the other screens use.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../react/api-provider';
import { bodyOf } from '../../shared/query-helpers';

/** The hospital of a booking. */
export interface BookingPlace {
  name: string;
  /** Empty when the hospital gave none. */
  address: string;
}

/** Whose booking page: a doctor's (his hospital is on his record) or a hospital's service. */
export type BookingPlaceSource = { kind: 'doctor'; doctorId: string } | { kind: 'hospital'; hospitalId: string };

const toPlace = (hospital: { name?: string; address?: string } | undefined): BookingPlace => ({
  name: hospital?.name ?? '',
  address: hospital?.address ?? '',
});

/** The hospital's name and address; pending or failed, the page still works (the event has no location). */
export function useBookingPlace(source: BookingPlaceSource) {
  const api = useApi();
  const doctorInit = { params: { path: { id: source.kind === 'doctor' ? source.doctorId : '' } } };
  const hospitalInit = { params: { path: { id: source.kind === 'hospital' ? source.hospitalId : '' } } };
  const doctor = useQuery({
    queryKey: ['get', '/doctors/{id}', doctorInit] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/doctors/{id}', { ...doctorInit, signal })).data),
    select: (body) => toPlace(body.data.hospitalId),
    enabled: source.kind === 'doctor',
  });
  const hospital = useQuery({
    queryKey: ['get', '/hospitals/details/{id}', hospitalInit] as const,
    queryFn: async ({ signal }) => bodyOf((await api.GET('/hospitals/details/{id}', { ...hospitalInit, signal })).data),
    select: (body) => toPlace(body.data.hospital),
    enabled: source.kind === 'hospital',
  });
  return source.kind === 'doctor' ? doctor.data : hospital.data;
}

// The diagnosis screen's "Previous Prescriptions" and "Previous Lab Results"
// modals (001 §2): the patient's earlier appointments with status taken, each
// with its doctor report, nurse report and lab request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import { type LabResultLine, toLabReportRow } from '../hospital/records/lab-reports';
import { bodyOf } from '../shared/query-helpers';
import { type NurseReportView, toNurseReportView } from './diagnosis';
import { type DoctorReportView, toDoctorReportView } from './doctor-reports';

type Schemas = components['schemas'];
type Appointment = Schemas['Appointment'];

/** The lab request of an earlier appointment: its laboratory, status and each test's result. */
export interface PreviousLabRequest {
  id: string;
  laboratory: string;
  status: Schemas['LabRequestStatus'];
  /** Results are sent (001 §4): the results and reports are final. */
  completed: boolean;
  /** Test, result, reference range and the report download (undefined: "Not Available"). */
  results: LabResultLine[];
}

/** An earlier, treated appointment of the patient. */
export interface PreviousVisit {
  id: string;
  /** Start and end (ISO). */
  from: string;
  to: string;
  /** The doctor (or nurse) who treated it, "First Last"; "" when unknown. */
  provider: string;
  /** The service booked, when there was one. */
  service?: string;
  hospital?: string;
  doctorReport?: DoctorReportView;
  nurseReport?: NurseReportView;
  labRequest?: PreviousLabRequest;
}

function toPreviousLabRequest(request: Schemas['LabRequest']): PreviousLabRequest {
  const row = toLabReportRow(request);
  return { id: row.id, laboratory: row.laboratory, status: row.status, completed: row.completed, results: row.results };
}

export function toPreviousVisit(appointment: Appointment): PreviousVisit {
  const visit: PreviousVisit = {
    id: appointment._id,
    from: appointment.from,
    to: appointment.to,
    provider: fullName(appointment.doctorId ?? appointment.nurseId),
  };
  const service = appointment.serviceId?.name?.trim();
  if (service) visit.service = service;
  const hospital = appointment.hospitalId?.name?.trim();
  if (hospital) visit.hospital = hospital;
  if (appointment.doctorReport) visit.doctorReport = toDoctorReportView(appointment.doctorReport);
  if (appointment.nurseReport) visit.nurseReport = toNurseReportView(appointment.nurseReport);
  if (appointment.labRequest) visit.labRequest = toPreviousLabRequest(appointment.labRequest);
  return visit;
}

/**
 * The treated appointments (status TAKEN; the server sends only those, the
 * filter guards the modal's promise), latest first.
 */
export function toPreviousVisits(appointments: readonly Appointment[]): PreviousVisit[] {
  return appointments
    .filter((appointment) => appointment.status === 'TAKEN')
    .map(toPreviousVisit)
    .sort((a, b) => Date.parse(b.from) - Date.parse(a.from));
}

/** `GET /slots/previousPatientPrescriptions/{id}`: the patient's earlier treated appointments. */
export function previousVisitsQuery(api: ApiClient, patientId: string) {
  return queryOptions({
    queryKey: ['get', '/slots/previousPatientPrescriptions/{id}', { params: { path: { id: patientId } } }] as const,
    queryFn: async ({ signal }) =>
      bodyOf(
        (await api.GET('/slots/previousPatientPrescriptions/{id}', { params: { path: { id: patientId } }, signal }))
          .data,
      ),
    select: (body) => toPreviousVisits(body.data),
  });
}

/** The patient's earlier treated appointments, latest first; `enabled: false` while the modal is closed. */
export function usePreviousVisits(patientId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...previousVisitsQuery(useApi(), patientId), ...options });
}

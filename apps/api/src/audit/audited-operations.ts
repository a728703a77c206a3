// Which operations the audit trail records (#17), in one place. Every
// operation that is not a GET may change something and is recorded as a
// write; a GET is recorded only when it changes something too, or when it
// reads a patient's clinical record. audited-operations.test.ts checks these
// lists against the contract: every name is an operation, and every GET whose
// answer can carry a clinical record is listed here, either way.
import type { OperationSpec } from '../contract/contract';
import type { OperationId } from '../http/operation-types';

/**
 * Reads of a patient's clinical record: reports (doctor's, nurse's), sick
 * leaves, prescriptions, laboratory requests and results, and vitals (the
 * contract's Patient carries them), and appointments, whose answer carries the
 * appointment's doctor's and nurse's reports and laboratory request. The POST
 * ones are searches by date.
 */
export const clinicalReads: ReadonlySet<OperationId> = new Set<OperationId>([
  // patients, with their vitals and lab results
  'listPatients',
  'getPatient',
  'getPatientProfile',
  'getPatientLabResults',
  // laboratory requests and results
  'listLabRequests',
  'getAppointmentLabRequest',
  'downloadLabReport',
  'listLabRequestsByDate',
  // doctor's reports
  'getDoctorReport',
  'getAppointmentDoctorReport',
  'listPatientDoctorReports',
  'getDoctorReportPdfData',
  'downloadDoctorReport',
  'listDoctorReportsByDate',
  // nurse's reports
  'getNurseReport',
  'getAppointmentNurseReport',
  'listPatientNurseReports',
  'listNurseReportsByDate',
  // sick leaves
  'listPatientSickLeaves',
  'getAppointmentSickLeave',
  'downloadSickLeave',
  // prescriptions
  'listQrPrescriptions',
  'downloadQrPrescription',
  'listPreviousPatientPrescriptions',
  // a pharmacy's scans and what it dispensed (#21): the person's name and masked Emirates ID with the
  // prescription. dispensePrescription, a POST that changes something, is recorded as a write (which
  // records its read too: the prescription it answers is the event's record).
  'scanPrescription',
  'listDispensedPrescriptions',
  // appointments (with their reports and lab request)
  'getAppointment',
  'listDoctorAppointments',
  'listDoctorApprovedAppointments',
  'listHospitalBookedAppointments',
  'listDoctorAppointmentsByDate',
  'listHospitalAppointments',
]);

/** GETs that change something, recorded as writes: approving an appointment, sending a verification mail. */
export const getWrites: ReadonlySet<OperationId> = new Set<OperationId>([
  'approvePatientAppointment',
  'resendVerification',
]);

/**
 * GETs whose contract answer could hold a clinical record but does not in
 * fact, with the reason: audited-operations.test.ts makes every other such
 * GET a clinical read.
 */
export const notClinicalReads: Readonly<Partial<Record<OperationId, string>>> = {
  getUser: "the account: the contract's User may list appointments, the handler answers none",
  listHospitalCodes: 'promo codes: the appointment a code was issued for, never its reports',
  downloadAppointmentSlip: 'the booking slip: when and where, no clinical content',
  getTradeLicenseFile: "a hospital's trade licence",
};

export type AuditKind = 'read' | 'write';

/** How the trail records an operation: a clinical read, a write, or not at all (undefined). */
export function auditKind(operation: Pick<OperationSpec, 'operationId' | 'method' | 'cache'>): AuditKind | undefined {
  const id = operation.operationId as OperationId;
  if (clinicalReads.has(id)) return 'read';
  // A read the server may keep (x-cache) changes nothing, even when it is a POST whose body filters.
  if (operation.cache) return undefined;
  if (operation.method !== 'get' || getWrites.has(id)) return 'write';
  return undefined;
}

/** The contract's record identifier: path parameters of this schema name records and are kept. */
const ID_REF = '#/components/schemas/Id';
const ID_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The records a request's path names: its parameters that the contract
 * declares as record identifiers, when the value is one. Free text (searches),
 * e-mail addresses and anything else a path could carry are left out, so no
 * personal data or secret pasted into a URL reaches the trail.
 */
export function pathRecords(operation: Pick<OperationSpec, 'parameters'>, params: Record<string, string>) {
  const records: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' || parameter.schema?.$ref !== ID_REF) continue;
    const value = params[parameter.name];
    if (value !== undefined && ID_VALUE.test(value)) records[parameter.name] = value;
  }
  return records;
}

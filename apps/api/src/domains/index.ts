// The server's handlers, by area: each domain's index exports its handler groups
// (README "The server"); here they join the registry.
import { handlerRegistry } from '../http/handler-registry';
import { backOfficeHandlers, catalogueHandlers, hospitalApprovalHandlers } from './admin';
import {
  doctorHandlers,
  hospitalCodeHandlers,
  hospitalProfileHandlers,
  hospitalRewardHandlers,
  hospitalServiceHandlers,
  laboratoryHandlers,
  nurseHandlers,
  packageHandlers,
  patientHandlers,
  pcrSlotHandlers,
  promoVideoHandlers,
  receptionistHandlers,
} from './hospital';
import {
  appointmentActionHandlers,
  appointmentSlipHandlers,
  doctorReportHandlers,
  labRequestHandlers,
  paperVerificationHandlers,
  patientVitalHandlers,
  qrPrescriptionHandlers,
  sickLeaveHandlers,
} from './doctor';
import { labReportHandlers, labResultHandlers } from './laboratory';
import { notBuiltYetHandlers } from './not-built-yet';
import { nursePatientHandlers, nurseReportHandlers } from './nurse';
import { patientDashboardHandlers } from './patient';
import { pointsHandlers } from './points';
import { dispensingHandlers, pharmacyAccountHandlers } from './pharmacy';
import {
  authHandlers,
  cryptoHandlers,
  doctorDirectoryHandlers,
  hospitalListHandlers,
  lookupHandlers,
  quoteHandlers,
  registrationHandlers,
} from './public';
import { bookedAppointmentHandlers } from './receptionist';
import {
  appointmentCancelHandlers,
  appointmentHandlers,
  notificationHandlers,
  pushTokenHandlers,
  slotHandlers,
  slotListHandlers,
} from './shared';
import { vendorAreaHandlers } from './vendor';

/** The handler groups of the domains, and the operations not built yet. */
export const handlerGroups = [
  // public (sign-in and accounts first: scripts/fixtures/broken-static/handlers/missing-handler.ts leaves it out)
  authHandlers,
  cryptoHandlers,
  registrationHandlers,
  lookupHandlers,
  hospitalListHandlers,
  doctorDirectoryHandlers,
  // hospital
  hospitalProfileHandlers,
  doctorHandlers,
  nurseHandlers,
  laboratoryHandlers,
  receptionistHandlers,
  hospitalServiceHandlers,
  packageHandlers,
  promoVideoHandlers,
  pcrSlotHandlers,
  patientHandlers,
  hospitalCodeHandlers,
  hospitalRewardHandlers,
  // admin, laboratory, nurse, receptionist (#20)
  hospitalApprovalHandlers,
  labReportHandlers,
  labResultHandlers,
  nurseReportHandlers,
  nursePatientHandlers,
  bookedAppointmentHandlers,
  // doctor (#19)
  doctorReportHandlers,
  sickLeaveHandlers,
  qrPrescriptionHandlers,
  labRequestHandlers,
  appointmentActionHandlers,
  appointmentSlipHandlers,
  patientVitalHandlers,
  paperVerificationHandlers,
  // pharmacy (#21)
  pharmacyAccountHandlers,
  dispensingHandlers,
  // shared
  slotHandlers,
  slotListHandlers,
  appointmentHandlers,
  notificationHandlers,
  pushTokenHandlers,
  // admin (#22): the catalogues
  catalogueHandlers,
  // admin (#22): vendors, finance, the PCR schedule, claimed offers, the dashboard, deleting patients
  backOfficeHandlers,
  // vendor area and points (#23): the vendor's pictures, gallery and promo codes; earning and spending points
  vendorAreaHandlers,
  pointsHandlers,
  // patient site (#24): the get-a-quote request; cancelling an appointment (the public hospital pages are in
  // hospitalListHandlers)
  quoteHandlers,
  appointmentCancelHandlers,
  // patient dashboard (#25): family members, removing a past appointment, the patient's account
  patientDashboardHandlers,
  // the operations of areas not built yet, with their issues
  notBuiltYetHandlers,
] as const;

/**
 * A handler for every operation of the contract, by operationId: the typecheck
 * refuses a missing one and one handled twice (see http/handler-registry.ts).
 */
export const handlers = handlerRegistry(...handlerGroups);

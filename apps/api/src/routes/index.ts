import { notBuiltYetHandlers } from '../domains/not-built-yet';
import { handlerRegistry } from '../http/handler-registry';
import { appointmentHandlers } from './appointments';
import { authHandlers } from './auth';
import { cryptoHandlers } from './crypto';
import { doctorDirectoryHandlers } from './doctor-directory';
import { doctorHandlers } from './doctors';
import { hospitalApprovalHandlers } from './hospital-approval';
import { hospitalServiceHandlers } from './hospital-services';
import { hospitalCodeHandlers } from './hospital-codes';
import { hospitalProfileHandlers } from './hospital-profile';
import { hospitalRewardHandlers } from './hospital-rewards';
import { hospitalHandlers } from './hospitals';
import { labReportHandlers } from './lab-reports';
import { laboratoryHandlers } from './laboratories';
import { lookupHandlers } from './lookups';
import { notificationHandlers } from './notifications';
import { nurseReportHandlers } from './nurse-reports';
import { nurseHandlers } from './nurses';
import { packageHandlers } from './packages';
import { patientHandlers } from './patients';
import { pcrSlotHandlers } from './pcr-slots';
import { promoVideoHandlers } from './promo-videos';
import { pushTokenHandlers } from './push-tokens';
import { receptionistHandlers } from './receptionists';
import { registrationHandlers } from './registration';
import { slotHandlers } from './slots';

/** The handler groups of the domains, and the operations not built yet. */
export const handlerGroups = [
  authHandlers,
  cryptoHandlers,
  doctorHandlers,
  doctorDirectoryHandlers,
  nurseHandlers,
  laboratoryHandlers,
  receptionistHandlers,
  registrationHandlers,
  hospitalApprovalHandlers,
  lookupHandlers,
  slotHandlers,
  pcrSlotHandlers,
  appointmentHandlers,
  hospitalHandlers,
  hospitalProfileHandlers,
  patientHandlers,
  nurseReportHandlers,
  hospitalCodeHandlers,
  labReportHandlers,
  hospitalRewardHandlers,
  notificationHandlers,
  pushTokenHandlers,
  hospitalServiceHandlers,
  packageHandlers,
  promoVideoHandlers,
  notBuiltYetHandlers,
] as const;

/**
 * A handler for every operation of the contract, by operationId: the typecheck
 * refuses a missing one and one handled twice (see http/handler-registry.ts).
 */
export const handlers = handlerRegistry(...handlerGroups);

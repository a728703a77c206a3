import type { Handlers } from '../http/types';
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

/** Every implemented operation, by operationId. */
export const handlers: Handlers = {
  ...authHandlers,
  ...cryptoHandlers,
  ...doctorHandlers,
  ...doctorDirectoryHandlers,
  ...nurseHandlers,
  ...laboratoryHandlers,
  ...receptionistHandlers,
  ...registrationHandlers,
  ...hospitalApprovalHandlers,
  ...lookupHandlers,
  ...slotHandlers,
  ...pcrSlotHandlers,
  ...appointmentHandlers,
  ...hospitalHandlers,
  ...hospitalProfileHandlers,
  ...patientHandlers,
  ...nurseReportHandlers,
  ...hospitalCodeHandlers,
  ...labReportHandlers,
  ...hospitalRewardHandlers,
  ...notificationHandlers,
  ...pushTokenHandlers,
  ...hospitalServiceHandlers,
  ...packageHandlers,
  ...promoVideoHandlers,
};

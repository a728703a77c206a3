// The admin's back-office calls beside the catalogues and approvals, as one
// handler group: vendors, finance, the PCR schedule, claimed offers, the
// dashboard and deleting patients. (One group rather than six: made when the
// registry's type, http/handler-registry.ts, reached the compiler's depth limit
// at about fifty groups; since #23 it walks the groups tail-recursively.)
import type { HandlerGroup } from '../../http/types';
import { claimedOfferHandlers } from './claimed-offers';
import { adminDashboardHandlers } from './dashboard';
import { financeHandlers } from './finance';
import { patientRemovalHandlers } from './patient-removal';
import { pcrScheduleHandlers } from './pcr-schedule';
import { vendorHandlers } from './vendors';

export const backOfficeHandlers = {
  ...vendorHandlers,
  ...financeHandlers,
  ...pcrScheduleHandlers,
  ...claimedOfferHandlers,
  ...adminDashboardHandlers,
  ...patientRemovalHandlers,
} satisfies HandlerGroup;

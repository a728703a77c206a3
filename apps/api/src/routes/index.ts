import type { Handlers } from '../http/types';
import { authHandlers } from './auth';
import { cryptoHandlers } from './crypto';
import { doctorHandlers } from './doctors';
import { hospitalApprovalHandlers } from './hospital-approval';
import { lookupHandlers } from './lookups';
import { registrationHandlers } from './registration';
import { slotHandlers } from './slots';

/** Every implemented operation, by operationId. */
export const handlers: Handlers = {
  ...authHandlers,
  ...cryptoHandlers,
  ...doctorHandlers,
  ...registrationHandlers,
  ...hospitalApprovalHandlers,
  ...lookupHandlers,
  ...slotHandlers,
};

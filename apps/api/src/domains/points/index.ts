// points (issue 23): earning them with an appointment's promo code and spending them on offers, as one handler group
// (http/handler-registry.ts).
import type { HandlerGroup } from '../../http/types';
import { offerListHandlers } from './offers';
import { rewardHandlers } from './rewards';
import { visitCodeHandlers } from './visit-codes';

export { refundPendingClaims } from './rewards';
export { issueVisitCode, withdrawVisitCode } from './visit-codes';

export const pointsHandlers = { ...offerListHandlers, ...rewardHandlers, ...visitCodeHandlers } satisfies HandlerGroup;

import type { HandlerGroup } from '../../http/types';

export const paperVerificationHandlers = {} satisfies HandlerGroup;

import type { HandlerGroup } from '../../http/types';

export const appointmentActionHandlers = {} satisfies HandlerGroup;

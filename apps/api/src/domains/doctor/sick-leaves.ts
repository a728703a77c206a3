import type { HandlerGroup } from '../../http/types';

export const sickLeaveHandlers = {} satisfies HandlerGroup;

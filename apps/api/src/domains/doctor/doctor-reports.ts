import type { HandlerGroup } from '../../http/types';

export const doctorReportHandlers = {} satisfies HandlerGroup;

import type { HandlerGroup } from '../../http/types';

export const qrPrescriptionHandlers = {} satisfies HandlerGroup;

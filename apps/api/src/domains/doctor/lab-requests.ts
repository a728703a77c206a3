import type { HandlerGroup } from '../../http/types';

export const labRequestHandlers = {} satisfies HandlerGroup;

// shared: what several areas use. The operations of many roles (slots and appointments in scheduling/, the
// notification stream, push tokens), and the helpers the domains import by path (mappers, paging, pictures, views).
export { notificationHandlers } from './notifications';
export { pushTokenHandlers } from './push-tokens';
export { appointmentCancelHandlers } from './scheduling/appointment-cancel';
export { appointmentHandlers } from './scheduling/appointments';
export { slotListHandlers } from './scheduling/slot-lists';
export { slotHandlers } from './scheduling/slots';

// receptionist: the hospital's appointments waiting for approval (the rest of the
// receptionist's calls are the hospital area's, read-only by the policy).
export { bookedAppointmentHandlers } from './booked-appointments';

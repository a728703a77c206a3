// Booking from the patient site (#24 item 7 and 8): the booking calendar's slots, booking and cancelling,
// the family members of the 'for someone else' choice, and the hospital of the "Add to calendar" event.
export {
  type AppointmentCancelled,
  type AppointmentCreateBody,
  type AppointmentRequest,
  CANCEL_POINTS_PENALTY,
  cancelAppointment,
  createAppointment,
  toAppointmentCreate,
  useCancelAppointment,
  useCreateAppointment,
} from './appointments';
export { type BookingPlace, type BookingPlaceSource, useBookingPlace } from './booking-place';
export { type BookingSlot, toBookingSlots, useBookingSlots } from './booking-slots';
export {
  type FamilyMemberChoice,
  patientFamilyMembersQueryOptions,
  toFamilyMemberChoices,
  usePatientFamilyMembers,
} from './family-members';

// The booking pages, /book-appointment and /book-service-appointment (002 "Booking pages", #24 items 7 and 8).
export { BookingScreen, type BookingScreenProps } from './booking.connected';
export { Booking, type BookingProps, preloadBookingCalendar } from './booking';
export {
  BOOKING_HANDOFF_KEY,
  type BookingHandoff,
  type BookingProvider,
  type BookingProviderRole,
  bookingPath,
  readBookingHandoff,
  saveBookingHandoff,
} from './booking-handoff';
export { appointmentIcs, type AppointmentIcsEvent } from './appointment-ics';

import type { Catalog } from './messages';

/**
 * Texts of the booking pages (002 "Booking pages", §4, §8; #24 items 7 and 8), English: the specification's
 * wording where it gives one (the booking and cancel toasts and failures); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/booking.ar.ts has the Arabic).
 */
export default {
  // The heading (ours): the provider, and the service when booking one
  doctorName: 'Dr. {{name}}', // (ours; the doctor cards' 'Dr.' and the name)
  headingDoctor: 'Book an appointment with {{provider}}', // (ours)
  headingService: 'Book {{service}} with {{provider}}', // (ours)
  atHospital: 'At {{hospital}}', // (ours)
  pickSlot: 'Choose a free slot to book it, or one of your appointments to cancel it.', // (ours)
  calendarLabel: 'Appointments of {{provider}}', // (ours)

  // No hand-off stored (ours)
  noChoiceTitle: 'No doctor chosen yet', // (ours)
  noChoiceText: 'Choose a doctor, or a hospital service and its provider, to see the free appointments.', // (ours)
  findDoctor: 'Find a doctor', // (ours)

  // The booking form (002 "Booking pages": description optional; family member when 'for someone else' is ticked)
  formTitle: 'Book this appointment', // (ours)
  description: 'Description', // (ours)
  descriptionHint: 'Optional: what the visit is about.', // (ours)
  forSomeoneElse: 'For someone else', // (ours)
  familyMember: 'Family member', // (ours)
  familyMemberHint: 'Leave empty to book for yourself.', // (ours)
  book: 'Book', // (ours)
  cancel: 'Cancel', // (ours)
  booked: "Your appointment is created successfully, Don't Forget to claim your points",
  bookFailed: 'Problem while creating appointment',
  slotTaken: 'Sorry, someone else has just booked this slot. Please choose another one.', // (ours)
  bookedTitle: 'Appointment booked', // (ours)
  close: 'Close', // (ours)

  // The patient's own appointment (002 §4: a BOOKED or APPROVED one still to come can be cancelled)
  ownTitle: 'Your appointment', // (ours)
  forMember: 'For {{name}}', // (ours)
  addToCalendar: 'Add to calendar', // (ours, #24 item 8)
  cancelAppointment: 'Cancel appointment', // (ours)
  cancelQuestion: 'Cancel this appointment?', // (ours)
  cancelConfirm: 'Yes, cancel it', // (ours)
  keepIt: 'Keep it', // (ours)
  cancelled: 'Your appointment cancelled successfully',
  cancelFailed: 'Problem while cancelling the appointment',

  // The .ics event (#24 item 8, ours)
  icsSummary: 'Appointment with {{provider}}', // (ours)
  icsSummaryService: '{{service}} with {{provider}}', // (ours)
  icsDescription: 'Your Aafiya appointment. See or cancel it: {{link}}', // (ours)
} satisfies Catalog;

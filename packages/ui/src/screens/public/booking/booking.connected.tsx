import {
  type BookingSlot,
  isApiError,
  type ScheduleProvider,
  useApi,
  useBookingPlace,
  useBookingSlots,
  useCancelAppointment,
  useCreateAppointment,
  usePatientFamilyMembers,
} from '@aafiya/api-client';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../components/toaster';
import { useTranslation } from '../../../i18n/use-translation';
import { saveFile } from '../../hospital/lab-reports/save-file';
import { useCalendarMonth } from '../../hospital/provider-schedule/use-calendar-month';
import { appointmentIcs, appointmentIcsFileName } from './appointment-ics';
import { Booking } from './booking';
import type { BookingFormValues, BookingOutcome } from './booking-form-dialog';
import { type BookingHandoff, readBookingHandoff } from './booking-handoff';
import { icsSummary } from './booking-texts';

export interface BookingScreenProps {
  /** The choice to book with. Default: the stored hand-off (`readBookingHandoff()`), read once. */
  handoff?: BookingHandoff | null;
  /** Where 'Find a doctor' goes when nothing was chosen. Default `/doctor`. */
  findDoctorHref?: string;
  /** The site's origin for the event's link back (`<origin>/profile?tab=appointments`). Default: this page's. */
  siteOrigin?: string;
  /**
   * A cancel took points back (002 §4: 20 when the answer's newPatient is not
   * null): the stored user has the new balance; the app refreshes what shows it
   * (e.g. `useStoredUserUpdate()`).
   */
  onPointsChange?: (points: number) => void;
  /** Saves the .ics file. Default: a download. */
  saveCalendarFile?: (file: Blob, filename: string) => void;
  /** The present moment (fixed in stories and tests). Default: the real now. */
  now?: Date;
  /** Default: the browser's time zone. */
  timeZone?: string;
  /** A day ('YYYY-MM-DD') of the month shown first. Default: this month. */
  defaultMonth?: string;
  /** Above the heading (e.g. the site's breadcrumb). */
  before?: ReactNode;
  className?: string;
}

const noCalendar = {
  slots: [],
  familyMembers: [],
  onBook: () => Promise.resolve('taken' as const),
  onCancel: () => Promise.resolve(),
  onAddToCalendar: () => undefined,
};

/**
 * The booking page on the API (002 "Booking pages", §3, §4, §8): the chosen
 * provider's slots month by month (`POST /slots/all/doctor|nurse/{id}`),
 * booking (`POST /appointments`), cancelling (`DELETE
 * /appointments/cancel/{id}`), the family members of 'For someone else'
 * (`GET /patients/profile/{id}`) and "Add to calendar". For signed-in patients
 * (the app guards the routes).
 */
export function BookingScreen({ handoff: handoffProp, ...props }: BookingScreenProps) {
  const [stored] = useState(() => (handoffProp === undefined ? readBookingHandoff() : null));
  const handoff = handoffProp === undefined ? stored : handoffProp;
  if (!handoff) {
    return (
      <Booking
        handoff={null}
        calendar={noCalendar}
        findDoctorHref={props.findDoctorHref}
        before={props.before}
        className={props.className}
      />
    );
  }
  return <ChosenBooking key={handoff.provider.id} handoff={handoff} {...props} />;
}

const scheduleProviderOf = (handoff: BookingHandoff): ScheduleProvider => {
  // The hospital is only needed to create slots, which a patient never does.
  const hospitalId = handoff.hospitalId ?? '';
  return handoff.provider.role === 'DOCTOR'
    ? { kind: 'doctor', doctorId: handoff.provider.id, hospitalId }
    : { kind: 'nurse', nurseId: handoff.provider.id, hospitalId };
};

function ChosenBooking({
  handoff,
  findDoctorHref,
  siteOrigin,
  onPointsChange,
  saveCalendarFile = saveFile,
  now,
  timeZone,
  defaultMonth,
  before,
  className,
}: Omit<BookingScreenProps, 'handoff'> & { handoff: BookingHandoff }) {
  const { t } = useTranslation('booking');
  const api = useApi();
  const patientId = api.session.getReferenceId() ?? '';
  const { month, calendar } = useCalendarMonth({ now, timeZone, defaultMonth });
  const slots = useBookingSlots(scheduleProviderOf(handoff), month, patientId);
  const family = usePatientFamilyMembers(patientId);
  const place = useBookingPlace(
    handoff.kind === 'doctor'
      ? { kind: 'doctor', doctorId: handoff.provider.id }
      : { kind: 'hospital', hospitalId: handoff.hospitalId },
  );
  const create = useCreateAppointment();
  const cancel = useCancelAppointment();

  async function book(slot: BookingSlot, values: BookingFormValues): Promise<BookingOutcome> {
    try {
      await create.mutateAsync({
        patientId,
        slotId: slot.id,
        familyMemberId: values.familyMemberId,
        description: values.description,
        ...(handoff.kind === 'service' ? { serviceId: handoff.serviceId, provider: handoff.provider } : {}),
      });
    } catch (error) {
      // Someone booked it first (the server books atomically and answers 409): the months are
      // fetched again (useCreateAppointment), so the slot leaves the calendar.
      if (isApiError(error) && error.status === 409) {
        toast.error(t('slotTaken'));
        return 'taken';
      }
      toast.error(t('bookFailed'));
      throw error;
    }
    // 002 §8 reloads the page 3.5 s after this toast. On purpose, not here: the calendar's months
    // are fetched again (query invalidation), so the slot turns into the patient's booking in place.
    toast.success(t('booked'));
    return 'booked';
  }

  async function cancelBooking(slot: BookingSlot) {
    try {
      const result = await cancel.mutateAsync(slot.id);
      if (result.pointsTaken) onPointsChange?.(result.points);
    } catch (error) {
      toast.error(t('cancelFailed'));
      throw error;
    }
    toast.success(t('cancelled'));
  }

  function addToCalendar(slot: BookingSlot) {
    const link = `${siteOrigin ?? window.location.origin}/profile?tab=appointments`;
    const hospital = place?.name || handoff.hospitalName || '';
    const ics = appointmentIcs({
      id: slot.id,
      from: slot.from,
      to: slot.to,
      summary: icsSummary(handoff, t),
      location: [hospital, place?.address ?? ''].filter(Boolean).join(', '),
      description: t('icsDescription', { link }),
      url: link,
      now: new Date(),
    });
    saveCalendarFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), appointmentIcsFileName(slot.from));
  }

  return (
    <Booking
      handoff={handoff}
      findDoctorHref={findDoctorHref}
      before={before}
      className={className}
      calendar={{
        ...calendar,
        slots: slots.data ?? [],
        loading: slots.isPending || slots.isPlaceholderData,
        // 002 §7: a failed slot load is only logged there; here the calendar says so and offers a retry.
        error: slots.isError && !slots.isPlaceholderData,
        onRetry: () => {
          void slots.refetch();
        },
        familyMembers: family.data ?? [],
        onBook: book,
        onCancel: cancelBooking,
        onAddToCalendar: addToCalendar,
      }}
    />
  );
}

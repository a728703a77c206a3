/**
 * The booking hand-off (002 §4): the chosen doctor, or the chosen service and
 * its provider, are kept in local storage before the site goes to
 * /book-appointment or /book-service-appointment, with a flag saying whether
 * booking started from the hospital detail page. The booking page reads it
 * back; a guest sent to sign in first finds it still there when brought back.
 *
 * Names are kept for the booking page's heading so it can paint before any
 * call answers; ids are what the calls use.
 */
export const BOOKING_HANDOFF_KEY = 'aafiya.bookingHandoff';

export type BookingProviderRole = 'DOCTOR' | 'NURSE' | 'TECHNICIAN';

export interface BookingProvider {
  readonly id: string;
  readonly role: BookingProviderRole;
  readonly name: string;
}

export type BookingHandoff =
  | {
      /** /book-appointment: a doctor's slots. */
      readonly kind: 'doctor';
      readonly provider: BookingProvider & { readonly role: 'DOCTOR' };
      readonly hospitalId?: string;
      readonly hospitalName?: string;
      readonly fromHospitalPage: boolean;
    }
  | {
      /** /book-service-appointment: the slots of a provider of a hospital's service. */
      readonly kind: 'service';
      readonly provider: BookingProvider;
      readonly hospitalId: string;
      readonly hospitalName?: string;
      readonly serviceId: string;
      readonly serviceName?: string;
      readonly fromHospitalPage: boolean;
    };

/** The booking page of a hand-off. */
export const bookingPath = (handoff: BookingHandoff): string =>
  handoff.kind === 'doctor' ? '/book-appointment' : '/book-service-appointment';

export function saveBookingHandoff(handoff: BookingHandoff, storage: Storage = localStorage): void {
  storage.setItem(BOOKING_HANDOFF_KEY, JSON.stringify(handoff));
}

const roles: readonly string[] = ['DOCTOR', 'NURSE', 'TECHNICIAN'];
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isProvider(value: unknown): value is BookingProvider {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.name) &&
    typeof value.role === 'string' &&
    roles.includes(value.role)
  );
}

function isHandoff(value: unknown): value is BookingHandoff {
  if (!isRecord(value) || !isProvider(value.provider) || typeof value.fromHospitalPage !== 'boolean') return false;
  if (value.kind === 'doctor') return value.provider.role === 'DOCTOR';
  return value.kind === 'service' && isText(value.hospitalId) && isText(value.serviceId);
}

/** The stored hand-off, or null when there is none or it is not one (an old or edited entry). */
export function readBookingHandoff(storage: Storage = localStorage): BookingHandoff | null {
  const raw = storage.getItem(BOOKING_HANDOFF_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isHandoff(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * "Add to calendar" (#24 item 8, beyond the specification): a booked
 * appointment as an iCalendar file (RFC 5545) that phone and desktop
 * calendars import. Times are UTC (`Z`), so every calendar shows them in its
 * own zone (the UAE's for a patient there).
 */
export interface AppointmentIcsEvent {
  /** The appointment's id: with the domain, the event's UID (importing it again updates the same event). */
  id: string;
  /** ISO date-times. */
  from: string;
  to: string;
  /** The title, e.g. "Appointment with Dr. Ahmed Al Mansoori". */
  summary: string;
  /** The hospital's name and address; left out when empty. */
  location?: string;
  /** The event's notes (the link back to the appointment goes here and in URL). */
  description: string;
  /** The link back to the appointment (`<site origin>/profile?tab=appointments`). */
  url?: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The UID's domain. Default: aafiya.ae. */
  domain?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as an RFC 5545 UTC DATE-TIME: `20261123T060000Z`. */
export function icsDateTime(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  return (
    `${String(date.getUTCFullYear())}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets of
 * UTF-8, continuation lines starting with one space; a character is never
 * split (Arabic letters are two octets each).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file of one appointment: a VCALENDAR with one VEVENT, CRLF line ends. */
export function appointmentIcs(event: AppointmentIcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aafiya//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(`${event.id}@${event.domain ?? 'aafiya.ae'}`)}`,
    `DTSTAMP:${icsDateTime(event.now)}`,
    `DTSTART:${icsDateTime(event.from)}`,
    `DTEND:${icsDateTime(event.to)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `DESCRIPTION:${icsText(event.description)}`,
    // URL is a URI value, not TEXT: not escaped.
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The file name of an appointment's event: `appointment-2026-11-23.ics`. */
export const appointmentIcsFileName = (from: string) => `appointment-${new Date(from).toISOString().slice(0, 10)}.ics`;

import { describe, expect, it } from 'vitest';
import { appointmentIcs, foldIcsLine, icsText } from './appointment-ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('appointmentIcs', () => {
  it('writes one VEVENT with UTC times, escaped texts and folded lines', () => {
    const ics = appointmentIcs({
      id: 'slot-1',
      from: '2026-11-23T10:00:00+04:00',
      to: '2026-11-23T10:30:00+04:00',
      summary: 'Appointment with Dr. Ahmed Al Mansoori',
      location: 'Marina Care Hospital, Al Marsa St; Dubai Marina\\Tower 2',
      description: `Your appointment.\nManage it: https://aafiya.example/profile?tab=appointments ${'و'.repeat(60)}`,
      url: 'https://aafiya.example/profile?tab=appointments',
      now: new Date('2026-11-20T05:00:00Z'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    // Every line break is CRLF; unfolded, the content lines are these.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Aafiya//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:slot-1@aafiya.ae',
      'DTSTAMP:20261120T050000Z',
      'DTSTART:20261123T060000Z',
      'DTEND:20261123T063000Z',
      'SUMMARY:Appointment with Dr. Ahmed Al Mansoori',
      'LOCATION:Marina Care Hospital\\, Al Marsa St\\; Dubai Marina\\\\Tower 2',
      `DESCRIPTION:Your appointment.\\nManage it: https://aafiya.example/profile?tab=appointments ${'و'.repeat(60)}`,
      'URL:https://aafiya.example/profile?tab=appointments',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    // Folded at 75 octets at most, never inside a two-octet Arabic letter.
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(ics))).toBe(ics);
  });

  it('leaves LOCATION and URL out when unknown; folds continuation lines with one space', () => {
    const ics = appointmentIcs({
      id: 'a',
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-01T00:30:00Z',
      summary: 'x',
      description: 'y',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(ics).not.toMatch(/LOCATION|URL/);
    const folded = foldIcsLine(`DESCRIPTION:${'a'.repeat(200)}`).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(icsText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});

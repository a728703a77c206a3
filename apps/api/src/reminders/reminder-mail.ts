// The text of the appointment reminder mail, in English and Arabic (patients
// store no language, so both go in one mail, English first).

/** What a reminder tells. */
export interface ReminderFacts {
  /** The patient's first name (the account holder, who booked). */
  patientName: string;
  /** The family member the appointment is for, when it is not the patient. */
  forMember: string | undefined;
  providerKind: 'DOCTOR' | 'NURSE';
  providerName: string;
  hospitalName: string;
  hospitalAddress: string;
  startAt: Date;
  /** Where the patient sees his appointments. */
  link: string;
}

/** Hospitals are in the UAE: the reminder gives their local time. */
const ZONE = 'Asia/Dubai';

const when = (startAt: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startAt);

/** Subject and body of the reminder of one appointment. */
export function reminderMail(facts: ReminderFacts): { subject: string; body: string } {
  const englishWith = facts.providerKind === 'DOCTOR' ? `Dr. ${facts.providerName}` : facts.providerName;
  const arabicWith = facts.providerKind === 'DOCTOR' ? `د. ${facts.providerName}` : facts.providerName;
  const english = [
    `Hello ${facts.patientName},`,
    '',
    `This is a reminder of your appointment${facts.forMember ? ` for ${facts.forMember}` : ''} with ${englishWith}:`,
    `${when(facts.startAt, 'en-GB')} (UAE time)`,
    `${facts.hospitalName}, ${facts.hospitalAddress}`,
    '',
    `See or cancel your appointments: ${facts.link}`,
  ];
  const arabic = [
    `مرحباً ${facts.patientName}،`,
    '',
    `نذكّرك بموعدك${facts.forMember ? ` لـ ${facts.forMember}` : ''} مع ${arabicWith}:`,
    `${when(facts.startAt, 'ar-AE')} (بتوقيت الإمارات)`,
    `${facts.hospitalName}، ${facts.hospitalAddress}`,
    '',
    `لعرض مواعيدك أو إلغائها: ${facts.link}`,
  ];
  return {
    subject: `Appointment reminder · تذكير بالموعد — ${when(facts.startAt, 'en-GB')}`,
    body: [...english, '', '—', '', ...arabic].join('\n'),
  };
}

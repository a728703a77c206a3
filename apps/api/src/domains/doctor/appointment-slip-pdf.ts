// The appointment slip, "Appointment Slip.pdf" (002 §7, #19): when and where,
// for whom and with whom, with a QR code that opens the slip's public
// verification page. No clinical content: not the patient's description.
import { and, eq } from 'drizzle-orm';
import { hospitalServices, hospitals, providers, slots } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { verifyAddress } from '../../papers';
import type { Services } from '../../services';
import { dayOf } from '../../time/zoned-day';
import { paperClock, paperDate, paperPerson, type PaperLanguage } from './doctor-papers';

/** What the slip prints (dates DD/MM/YYYY, times 12-hour in the reader's zone). */
export interface AppointmentSlipPaper {
  hospital: string;
  address: string;
  patient: string;
  emiratesId: string;
  /** "Dr. Ahmed Al Mansoori", or the nurse's name. */
  provider: string;
  service: string | null;
  date: string;
  from: Date;
  to: Date;
  status: string;
  /** What the QR code carries: verifyAddress(services, 'appointment-slip', id). */
  verify: string;
}

const labels = {
  en: {
    subtitle: 'Appointment Slip',
    patient: 'Patient',
    emiratesId: 'Emirates ID',
    provider: 'With',
    service: 'Service',
    date: 'Date',
    time: 'Time',
    status: 'Status',
    address: 'Address',
    caption: 'Scan this code to check that this appointment is genuine.',
    doctor: 'Dr.',
  },
  ar: {
    subtitle: 'قسيمة موعد',
    patient: 'المريض',
    emiratesId: 'رقم الهوية الإماراتية',
    provider: 'مع',
    service: 'الخدمة',
    date: 'التاريخ',
    time: 'الوقت',
    status: 'الحالة',
    address: 'العنوان',
    caption: 'امسح هذا الرمز للتحقق من صحة هذا الموعد.',
    doctor: 'د.',
  },
} satisfies Record<PaperLanguage, Record<string, string>>;

/** The statuses as a slip prints them. */
export const statusNames: Record<PaperLanguage, Record<string, string>> = {
  en: { BOOKED: 'Booked', APPROVED: 'Approved', TAKEN: 'Taken' },
  ar: { BOOKED: 'محجوز', APPROVED: 'مؤكد', TAKEN: 'تمت المعاينة' },
};

/**
 * What the slip of appointment `id` prints, or 404 for a slot nobody booked. It
 * names the person the appointment is for (the family member, else the patient).
 */
export async function appointmentSlipPaper(
  services: Services,
  id: string,
  timezone: string,
  lang: PaperLanguage,
): Promise<AppointmentSlipPaper> {
  const db = services.database.db;
  const [row] = await db
    .select({ slot: slots, hospital: hospitals, provider: providers, service: hospitalServices.name })
    .from(slots)
    .innerJoin(hospitals, eq(hospitals.id, slots.hospitalId))
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .leftJoin(hospitalServices, and(eq(hospitalServices.id, slots.serviceId)))
    .where(eq(slots.id, id));
  const patientId = row?.slot.patientId;
  if (!row || !patientId || row.slot.status === 'AVAILABLE') throw notFound('Appointment not found');
  const person = await paperPerson(db, patientId, row.slot.id);
  const t = labels[lang];
  const name = `${row.provider.firstName} ${row.provider.lastName}`;
  return {
    hospital: row.hospital.name,
    address: row.hospital.address,
    patient: `${person.firstName} ${person.lastName}`,
    emiratesId: person.emiratesId,
    provider: row.provider.kind === 'DOCTOR' ? `${t.doctor} ${name}` : name,
    service: row.service,
    date: paperDate(dayOf(row.slot.startAt, timezone)),
    from: row.slot.startAt,
    to: row.slot.endAt,
    status: statusNames[lang][row.slot.status] ?? row.slot.status,
    verify: verifyAddress(services, 'appointment-slip', row.slot.id),
  };
}

/** The slip's PDF in the reader's language (Arabic right to left). */
export async function appointmentSlipPdf(
  paper: AppointmentSlipPaper,
  timezone: string,
  lang: PaperLanguage = 'en',
): Promise<Uint8Array> {
  const { Paper } = await import('../../pdf');
  const t = labels[lang];
  return new Paper({ title: t.subtitle, lang })
    .title(paper.hospital)
    .subtitle(t.subtitle)
    .fields(
      [
        { label: t.patient, value: paper.patient },
        { label: t.emiratesId, value: paper.emiratesId },
        { label: t.provider, value: paper.provider },
        ...(paper.service ? [{ label: t.service, value: paper.service }] : []),
        { label: t.date, value: paper.date },
        {
          label: t.time,
          value: `${paperClock(paper.from, timezone, lang)} – ${paperClock(paper.to, timezone, lang)}`,
        },
        { label: t.status, value: paper.status },
        { label: t.address, value: paper.address },
      ],
      { columns: 1 },
    )
    .qr(paper.verify, t.caption, { side: 120 })
    .toBytes();
}

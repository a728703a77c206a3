// The sick leave's paper, "Sick Leave Approval.pdf" (#19): the hospital, the
// person on leave, the doctor, the days and the reason, with a QR code that
// opens the paper's public verification page.
import { eq } from 'drizzle-orm';
import { hospitals, providers, sickLeaves } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { verifyAddress } from '../../papers';
import type { Services } from '../../services';
import { dayOf } from '../../time/zoned-day';
import { paperDate, paperPerson, type PaperLanguage } from './doctor-papers';

/** What the sick leave's paper prints (the data as stored; dates as DD/MM/YYYY). */
export interface SickLeavePaper {
  hospital: string;
  patient: string;
  emiratesId: string;
  doctor: string;
  from: string;
  to: string;
  /** Days off, both ends included. */
  days: number;
  issuedOn: string;
  description: string;
  /** What the QR code carries: verifyAddress(services, 'sick-leave', id). */
  address: string;
}

const labels = {
  en: {
    subtitle: 'Sick Leave Approval',
    patient: 'Patient',
    emiratesId: 'Emirates ID',
    doctor: 'Doctor',
    from: 'From',
    to: 'To',
    days: 'Number of days',
    issuedOn: 'Issued on',
    description: 'Description',
    caption: 'Scan this code to check that this sick leave is genuine.',
  },
  ar: {
    subtitle: 'اعتماد إجازة مرضية',
    patient: 'المريض',
    emiratesId: 'رقم الهوية الإماراتية',
    doctor: 'الطبيب',
    from: 'من',
    to: 'إلى',
    days: 'عدد الأيام',
    issuedOn: 'تاريخ الإصدار',
    description: 'الوصف',
    caption: 'امسح هذا الرمز للتحقق من صحة هذه الإجازة المرضية.',
  },
} satisfies Record<PaperLanguage, Record<string, string>>;

const DAY_MS = 24 * 3600_000;

/** Days from `from` to `to` ('YYYY-MM-DD'), both included. */
export function leaveDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * What sick leave `id` prints, or 404. It names the person on leave (the
 * family member the appointment was for, else the patient); "issued on" is the
 * day it was approved in the reader's time zone.
 */
export async function sickLeavePaper(services: Services, id: string, timezone: string): Promise<SickLeavePaper> {
  const db = services.database.db;
  const [row] = await db
    .select({ leave: sickLeaves, hospital: hospitals.name, doctor: providers })
    .from(sickLeaves)
    .innerJoin(hospitals, eq(hospitals.id, sickLeaves.hospitalId))
    .leftJoin(providers, eq(providers.id, sickLeaves.doctorId))
    .where(eq(sickLeaves.id, id));
  if (!row) throw notFound('Sick leave not found');
  const { leave, hospital, doctor } = row;
  const person = await paperPerson(db, leave.patientId, leave.appointmentId);
  return {
    hospital,
    patient: `${person.firstName} ${person.lastName}`,
    emiratesId: person.emiratesId,
    doctor: doctor ? `${doctor.firstName} ${doctor.lastName}` : '-',
    from: paperDate(leave.from),
    to: paperDate(leave.to),
    days: leaveDays(leave.from, leave.to),
    issuedOn: paperDate(dayOf(leave.issuedAt, timezone)),
    description: leave.description,
    address: verifyAddress(services, 'sick-leave', leave.id),
  };
}

/**
 * The PDF of a sick leave in the reader's language (labels translated, Arabic
 * right to left). The paper module is loaded on the first paper, not at start.
 */
export async function sickLeavePdf(paper: SickLeavePaper, lang: PaperLanguage = 'en'): Promise<Uint8Array> {
  const { Paper } = await import('../../pdf');
  const t = labels[lang];
  return new Paper({ title: t.subtitle, lang })
    .title(paper.hospital)
    .subtitle(t.subtitle)
    .fields([
      { label: t.patient, value: paper.patient },
      { label: t.emiratesId, value: paper.emiratesId },
      { label: t.doctor, value: paper.doctor },
      { label: t.issuedOn, value: paper.issuedOn },
      { label: t.from, value: paper.from },
      { label: t.to, value: paper.to },
      { label: t.days, value: String(paper.days) },
    ])
    .paragraph(`${t.description}:`)
    .paragraph(paper.description)
    .qr(paper.address, t.caption, { side: 120 })
    .toBytes();
}

// The QR prescription's paper, "Prescription.pdf" (#19): the hospital, the
// doctor, the patient, what is prescribed and for how long, and a QR code large
// enough to scan at a pharmacy counter that opens the paper's public
// verification page (the pharmacy issue dispenses from it).
import { eq } from 'drizzle-orm';
import { hospitals, providers, qrPrescriptions } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { verifyAddress } from '../../papers';
import type { Services } from '../../services';
import { dayOf } from '../../time/zoned-day';
import type { TreatmentType } from '../../db/schema-doctor-papers';
import { paperDate, paperPerson, treatmentTypeNames, type PaperLanguage } from './doctor-papers';

/** What the prescription's paper prints (the data as stored, the treatment type named in the reader's language; the date as DD/MM/YYYY). */
export interface QrPrescriptionPaper {
  hospital: string;
  doctor: string;
  patient: string;
  emiratesId: string;
  date: string;
  treatmentType: TreatmentType;
  prescription: string;
  dosageADay: number;
  consumptionDays: number;
  /** What the QR code carries: verifyAddress(services, 'qr-prescription', id). */
  address: string;
}

const labels = {
  en: {
    subtitle: 'Prescription',
    doctor: 'Doctor',
    patient: 'Patient',
    emiratesId: 'Emirates ID',
    date: 'Date',
    treatmentType: 'Treatment type',
    dosageADay: 'Dosage a day',
    consumptionDays: 'Number of days',
    prescription: 'Prescription',
    caption: 'Scan this code to check that this prescription is genuine.',
  },
  ar: {
    subtitle: 'وصفة طبية',
    doctor: 'الطبيب',
    patient: 'المريض',
    emiratesId: 'رقم الهوية الإماراتية',
    date: 'التاريخ',
    treatmentType: 'نوع العلاج',
    dosageADay: 'الجرعة في اليوم',
    consumptionDays: 'عدد الأيام',
    prescription: 'الوصفة',
    caption: 'امسح هذا الرمز للتحقق من صحة هذه الوصفة الطبية.',
  },
} satisfies Record<PaperLanguage, Record<string, string>>;

/** Side of the QR code in points (6 cm): each module is well over a millimetre. */
const QR_SIDE = 170;

/**
 * What QR prescription `id` prints, or 404. It names the person treated (the
 * family member the appointment was for, else the patient); the date is the
 * day it was written in the reader's time zone.
 */
export async function qrPrescriptionPaper(
  services: Services,
  id: string,
  timezone: string,
): Promise<QrPrescriptionPaper> {
  const db = services.database.db;
  const [row] = await db
    .select({ prescription: qrPrescriptions, hospital: hospitals.name, doctor: providers })
    .from(qrPrescriptions)
    .innerJoin(hospitals, eq(hospitals.id, qrPrescriptions.hospitalId))
    .leftJoin(providers, eq(providers.id, qrPrescriptions.doctorId))
    .where(eq(qrPrescriptions.id, id));
  if (!row) throw notFound('Prescription not found');
  const { prescription: p, hospital, doctor } = row;
  const person = await paperPerson(db, p.patientId, p.appointmentId);
  return {
    hospital,
    doctor: doctor ? `${doctor.firstName} ${doctor.lastName}` : '-',
    patient: `${person.firstName} ${person.lastName}`,
    emiratesId: person.emiratesId,
    date: paperDate(dayOf(p.date, timezone)),
    treatmentType: p.treatmentType,
    prescription: p.prescription,
    dosageADay: p.dosageADay,
    consumptionDays: p.consumptionDays,
    address: verifyAddress(services, 'qr-prescription', p.id),
  };
}

/**
 * The PDF of a QR prescription in the reader's language (labels translated,
 * Arabic right to left). The paper module is loaded on the first paper.
 */
export async function qrPrescriptionPdf(paper: QrPrescriptionPaper, lang: PaperLanguage = 'en'): Promise<Uint8Array> {
  const { Paper } = await import('../../pdf');
  const t = labels[lang];
  return new Paper({ title: t.subtitle, lang })
    .title(paper.hospital)
    .subtitle(t.subtitle)
    .fields([
      { label: t.doctor, value: paper.doctor },
      { label: t.date, value: paper.date },
      { label: t.patient, value: paper.patient },
      { label: t.emiratesId, value: paper.emiratesId },
      { label: t.treatmentType, value: treatmentTypeNames[lang][paper.treatmentType] },
      { label: t.dosageADay, value: String(paper.dosageADay) },
      { label: t.consumptionDays, value: String(paper.consumptionDays) },
    ])
    .paragraph(`${t.prescription}:`)
    .paragraph(paper.prescription)
    .qr(paper.address, t.caption, { side: QR_SIDE })
    .toBytes();
}

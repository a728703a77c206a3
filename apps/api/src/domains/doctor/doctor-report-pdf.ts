// The doctor report's paper, "DoctorReport.pdf" on A4 (#19, 002 "Patient
// report page"): the hospital, the patient, the doctor and the appointment,
// the diagnosis (treatment type, description, medicines, surgery), the nurse's
// vitals of the same appointment, and a QR code that opens the paper's public
// verification page.
import { desc, eq } from 'drizzle-orm';
import { doctorReports, hospitals, nurseReports, patients, providers, slots } from '../../db/schema';
import type { TreatmentType } from '../../db/schema-doctor-papers';
import { notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { verifyAddress } from '../../papers';
import type { Services } from '../../services';
import { dayOf } from '../../time/zoned-day';
import { paperClock, paperDate, paperPerson, type PaperLanguage } from './doctor-papers';

/** The nurse's vitals of the appointment, as stored (height in metres, as the nurse's form has it). */
export interface PaperVitals {
  height: number;
  weight: number;
  bp: string;
  bt: number;
  heartRate: number;
  glucose: number;
  complain: string;
}

/** What the doctor report's paper prints (the data as stored; dates as DD/MM/YYYY). */
export interface DoctorReportPaper {
  hospital: string;
  patient: string;
  emiratesId: string;
  /** The patient's birthday; absent for a family member's appointment (none is kept for them). */
  birthDate?: string;
  doctor: string;
  /** The appointment's day and time range in the reader's time zone; absent when the appointment is gone. */
  appointment?: { day: string; from: Date; to: Date };
  treatmentType: TreatmentType;
  description: string;
  medicines: { medicine: string; dosage: number; days: number }[];
  /** The day of the surgery ('YYYY-MM-DD') when surgery is required. */
  surgeryOn?: string;
  vitals?: PaperVitals;
  /** What the QR code carries: verifyAddress(services, 'doctor-report', id). */
  address: string;
  timezone: string;
}

const labels = {
  en: {
    subtitle: 'Doctor Report',
    patient: 'Patient',
    emiratesId: 'Emirates ID',
    birthDate: 'Date of birth',
    doctor: 'Doctor',
    date: 'Appointment date',
    time: 'Appointment time',
    treatmentType: 'Treatment type',
    description: 'Description',
    medicines: 'Medicines',
    medicine: 'Medicine',
    dosage: 'Dosage',
    days: 'Number of days',
    noMedicines: 'No medicines prescribed.',
    surgery: 'Surgery',
    required: 'Required',
    notRequired: 'Not required',
    dateOfSurgery: 'Date of surgery',
    vitals: 'Vitals (nurse report)',
    height: 'Height',
    weight: 'Weight',
    bp: 'Blood pressure',
    bt: 'Temperature',
    heartRate: 'Heart rate',
    glucose: 'Glucose',
    complain: 'Complaint',
    metres: 'm',
    kg: 'kg',
    mmHg: 'mmHg',
    celsius: '°C',
    bpm: 'bpm',
    mgdl: 'mg/dl',
    caption: 'Scan to verify this report: the code opens its page on Aafiya, which says whether it is genuine.',
    Medication: 'Medication',
    'Skin Desease': 'Skin Desease',
  },
  ar: {
    subtitle: 'تقرير الطبيب',
    patient: 'المريض',
    emiratesId: 'رقم الهوية الإماراتية',
    birthDate: 'تاريخ الميلاد',
    doctor: 'الطبيب',
    date: 'تاريخ الموعد',
    time: 'وقت الموعد',
    treatmentType: 'نوع العلاج',
    description: 'الوصف',
    medicines: 'الأدوية',
    medicine: 'الدواء',
    dosage: 'الجرعة',
    days: 'عدد الأيام',
    noMedicines: 'لم توصف أدوية.',
    surgery: 'الجراحة',
    required: 'مطلوبة',
    notRequired: 'غير مطلوبة',
    dateOfSurgery: 'تاريخ الجراحة',
    // No brackets: a reader extracting right-to-left text does not mirror them back.
    vitals: 'العلامات الحيوية من تقرير الممرض',
    height: 'الطول',
    weight: 'الوزن',
    bp: 'ضغط الدم',
    bt: 'درجة الحرارة',
    heartRate: 'نبض القلب',
    glucose: 'الجلوكوز',
    complain: 'الشكوى',
    metres: 'م',
    kg: 'كغ',
    mmHg: 'ملم زئبق',
    celsius: '°م',
    bpm: 'نبضة/دقيقة',
    mgdl: 'ملغ/دل',
    caption: 'امسح الرمز للتحقق من هذا التقرير: يفتح صفحته على عافية التي تبين إن كان صحيحاً.',
    // The treatment types are the form's two options: printed in the reader's language.
    Medication: 'علاج دوائي',
    'Skin Desease': 'مرض جلدي',
  },
} satisfies Record<PaperLanguage, Record<string, string>>;

/**
 * What doctor report `id` prints, or 404. It names the person treated (the
 * family member the appointment was for, else the patient, as the other
 * papers do); the appointment's day and time are in the reader's time zone;
 * the vitals are those of the appointment's latest nurse report, if any.
 */
export async function doctorReportPaper(services: Services, id: string, timezone: string): Promise<DoctorReportPaper> {
  const db = services.database.db;
  const [row] = await db
    .select({
      report: doctorReports,
      hospital: hospitals.name,
      doctor: providers,
      slot: slots,
      birthday: patients.birthday,
    })
    .from(doctorReports)
    .innerJoin(hospitals, eq(hospitals.id, doctorReports.hospitalId))
    .innerJoin(patients, eq(patients.id, doctorReports.patientId))
    .leftJoin(providers, eq(providers.id, doctorReports.doctorId))
    .leftJoin(slots, eq(slots.id, doctorReports.appointmentId))
    .where(eq(doctorReports.id, id));
  if (!row) throw notFound('Report not found');
  const { report, hospital, doctor, slot, birthday } = row;
  const person = await paperPerson(db, report.patientId, report.appointmentId);
  const [vitals] = report.appointmentId
    ? await db
        .select({
          height: nurseReports.height,
          weight: nurseReports.weight,
          bp: nurseReports.bp,
          bt: nurseReports.bt,
          heartRate: nurseReports.heartRate,
          glucose: nurseReports.glucose,
          complain: nurseReports.complain,
        })
        .from(nurseReports)
        .where(eq(nurseReports.appointmentId, report.appointmentId))
        .orderBy(desc(nurseReports.createdAt))
        .limit(1)
    : [];
  return {
    hospital,
    patient: `${person.firstName} ${person.lastName}`,
    emiratesId: person.emiratesId,
    ...(slot?.familyMemberId ? {} : { birthDate: paperDate(birthday) }),
    doctor: doctor ? `${doctor.firstName} ${doctor.lastName}` : '-',
    ...(slot
      ? { appointment: { day: paperDate(dayOf(slot.startAt, timezone)), from: slot.startAt, to: slot.endAt } }
      : {}),
    treatmentType: report.treatmentType,
    description: report.description,
    medicines: report.medicines,
    ...(report.requiresSurgery && report.dateOfSurgery ? { surgeryOn: paperDate(report.dateOfSurgery) } : {}),
    ...(vitals ? { vitals } : {}),
    address: verifyAddress(services, 'doctor-report', report.id),
    timezone,
  };
}

/**
 * The PDF of a doctor report in the reader's language (labels translated,
 * Arabic right to left). The paper module is loaded on the first paper, not at start.
 */
export async function doctorReportPdf(paper: DoctorReportPaper, lang: PaperLanguage = 'en'): Promise<Uint8Array> {
  const { Paper } = await import('../../pdf');
  const t = labels[lang];
  const { appointment, vitals } = paper;
  const doc = new Paper({ title: t.subtitle, lang })
    .title(paper.hospital)
    .subtitle(t.subtitle)
    .fields([
      { label: t.patient, value: paper.patient },
      { label: t.emiratesId, value: paper.emiratesId },
      ...(paper.birthDate ? [{ label: t.birthDate, value: paper.birthDate }] : []),
      { label: t.doctor, value: paper.doctor },
      ...(appointment
        ? [
            { label: t.date, value: appointment.day },
            {
              label: t.time,
              value: `${paperClock(appointment.from, paper.timezone, lang)} - ${paperClock(appointment.to, paper.timezone, lang)}`,
            },
          ]
        : []),
      { label: t.treatmentType, value: t[paper.treatmentType] },
    ])
    .paragraph(`${t.description}:`)
    .paragraph(paper.description)
    .paragraph(`${t.medicines}:`);
  if (paper.medicines.length > 0)
    doc.table({
      columns: [{ header: t.medicine }, { header: t.dosage, width: 110 }, { header: t.days, width: 110 }],
      rows: paper.medicines.map((m) => [m.medicine, String(m.dosage), String(m.days)]),
    });
  else doc.paragraph(t.noMedicines);
  doc.fields([
    { label: t.surgery, value: paper.surgeryOn ? t.required : t.notRequired },
    ...(paper.surgeryOn ? [{ label: t.dateOfSurgery, value: paper.surgeryOn }] : []),
  ]);
  if (vitals)
    doc.paragraph(`${t.vitals}:`).fields([
      { label: t.height, value: `${String(vitals.height)} ${t.metres}` },
      { label: t.weight, value: `${String(vitals.weight)} ${t.kg}` },
      { label: t.bp, value: `${vitals.bp} ${t.mmHg}` },
      { label: t.bt, value: `${String(vitals.bt)} ${t.celsius}` },
      { label: t.heartRate, value: `${String(vitals.heartRate)} ${t.bpm}` },
      { label: t.glucose, value: `${String(vitals.glucose)} ${t.mgdl}` },
      { label: t.complain, value: vitals.complain },
    ]);
  return doc.qr(paper.address, t.caption, { side: 120 }).toBytes();
}

export const doctorReportPdfHandlers = {
  /** Downloads a doctor report (id = the report's) as "DoctorReport.pdf", in the `lang` query's language. */
  async downloadDoctorReport({ params, query, timezone }, services) {
    const paper = await doctorReportPaper(services, params.id, timezone);
    const bytes = await doctorReportPdf(paper, query.lang ?? 'en');
    return { file: { bytes, mime: 'application/pdf', filename: 'DoctorReport.pdf' } };
  },
} satisfies HandlerGroup;

// The admin's finance reports (002 §2 /admin/clinic/{id} and /admin/pcr/{startDate},
// §7, §9), saved as "Appointment Slip.pdf": the period, the totals and a table of
// the appointments, in the reader's language (Arabic right to left).
import type { AppointmentView } from '../shared/scheduling/appointment-view';
import { statusNames } from '../doctor/appointment-slip-pdf';
import { paperClock, paperDate, type PaperLanguage } from '../doctor/doctor-papers';
import { dayOf } from '../../time/zoned-day';
import { financeTotals } from './finance-totals';

/** The file name 002 §7 and §9 give the finance reports. */
export const FINANCE_REPORT_FILENAME = 'Appointment Slip.pdf';

const labels = {
  en: {
    report: 'Finance report',
    pcr: 'PCR Tests',
    period: 'Period',
    appointments: 'Total appointments',
    amount: 'Total amount',
    date: 'Date',
    time: 'Time',
    patient: 'Patient',
    provider: 'Provider',
    hospital: 'Hospital',
    status: 'Status',
    none: 'No appointments in this period.',
    aed: 'AED',
    doctor: 'Dr.',
  },
  ar: {
    report: 'تقرير مالي',
    pcr: 'فحوصات PCR',
    period: 'الفترة',
    appointments: 'إجمالي المواعيد',
    amount: 'إجمالي المبلغ',
    date: 'التاريخ',
    time: 'الوقت',
    patient: 'المريض',
    provider: 'مقدم الخدمة',
    hospital: 'المستشفى',
    status: 'الحالة',
    none: 'لا توجد مواعيد في هذه الفترة.',
    aed: 'درهم',
    doctor: 'د.',
  },
} satisfies Record<PaperLanguage, Record<string, string>>;

export interface FinanceReport {
  /** A hospital's report (its name heads it), or the PCR report of every PCR hospital. */
  kind: 'hospital' | 'pcr';
  hospitalName?: string;
  /** 'YYYY-MM-DD', both included. */
  fromDate: string;
  toDate: string;
  appointments: AppointmentView[];
}

const nameOf = (person: { firstName?: string; lastName?: string } | undefined) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : '-';

/** The report's PDF; dates and times in the reader's zone. */
export async function financeReportPdf(
  report: FinanceReport,
  timezone: string,
  lang: PaperLanguage = 'en',
): Promise<Uint8Array> {
  const { Paper } = await import('../../pdf');
  const t = labels[lang];
  const heading = report.kind === 'pcr' ? t.pcr : (report.hospitalName ?? t.hospital);
  const totals = financeTotals(
    report.appointments.map((a) => a.status),
    report.kind,
  );
  const provider = (a: AppointmentView) =>
    a.doctorId ? `${t.doctor} ${nameOf(a.doctorId)}` : a.nurseId ? nameOf(a.nurseId) : '-';
  const rows = report.appointments.map((a) => {
    const from = new Date(a.from);
    return [
      paperDate(dayOf(from, timezone)),
      `${paperClock(from, timezone, lang)} – ${paperClock(new Date(a.to), timezone, lang)}`,
      nameOf(a.patientId),
      report.kind === 'pcr' ? a.hospitalId.name : provider(a),
      statusNames[lang][a.status] ?? a.status,
    ];
  });
  const paper = new Paper({ title: `${heading} - ${t.report}`, lang })
    .title(heading)
    .subtitle(t.report)
    .fields(
      [
        { label: t.period, value: `${paperDate(report.fromDate)} – ${paperDate(report.toDate)}` },
        { label: t.appointments, value: String(totals.appointments) },
        { label: t.amount, value: `${totals.amount} ${t.aed}` },
      ],
      { columns: 1 },
    );
  if (rows.length === 0) return paper.paragraph(t.none).toBytes();
  return paper
    .table({
      columns: [
        { header: t.date, width: 72 },
        { header: t.time, width: 120 },
        { header: t.patient },
        { header: report.kind === 'pcr' ? t.hospital : t.provider },
        { header: t.status, width: 64 },
      ],
      rows,
    })
    .toBytes();
}

// The admin's finance (002 §2 /admin/clinic/{id} and /admin/pcr/{startDate}, §7,
// §9): a hospital's appointments in a period, and the PCR test appointments of
// every PCR hospital, as lists and as PDF reports. Periods are whole days in the
// caller's time zone, both ends included.
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitals, slots } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { daysRange } from '../../time/zoned-day';
import { loadPcrSlots } from '../hospital/pcr-slots';
import { toNamedHospitals } from '../shared/hospital-view';
import { loadAppointments } from '../shared/scheduling/appointment-view';
import { FINANCE_REPORT_FILENAME, financeReportPdf } from './finance-report-pdf';

/** Booked slots, whatever became of them (approved, taken); a free slot is no appointment. */
const BOOKED_STATUSES = ['BOOKED', 'APPROVED', 'TAKEN'] as const;

interface Period {
  fromDate: string;
  toDate: string;
}

/**
 * Slots booked and starting in the period. Spec choice: a period that ends
 * before it starts is refused (002 shows only the message for missing dates,
 * which the contract gives: 'Select Start date and End date first').
 */
function bookedIn(period: Period, timezone: string): SQL | undefined {
  if (period.fromDate > period.toDate) throw badRequest('The start date must not be after the end date');
  const { start, end } = daysRange(period.fromDate, period.toDate, timezone);
  return and(inArray(slots.status, [...BOOKED_STATUSES]), gte(slots.startAt, start), lt(slots.startAt, end));
}

async function hospitalOf(db: Db, id: string) {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id));
  if (!row) throw notFound('Hospital not found');
  return row;
}

/** The hospital's appointments of the period, in time order. */
async function hospitalAppointments(db: Db, body: Period & { hospitalId: string }, timezone: string) {
  const hospital = await hospitalOf(db, body.hospitalId);
  const where = and(eq(slots.hospitalId, hospital.id), bookedIn(body, timezone));
  return { hospital, appointments: await loadAppointments(db, where) };
}

/** The PCR test appointments of the period of every hospital whose PCRDPI flag is on (the admin's PCR Schedule). */
function pcrWhere(body: Period, timezone: string) {
  return and(eq(slots.pcrType, 'PCR_TEST'), eq(hospitals.pcrdpi, true), bookedIn(body, timezone));
}

const reportFile = (bytes: Uint8Array) => ({
  file: { bytes, mime: 'application/pdf', filename: FINANCE_REPORT_FILENAME },
});

export const financeHandlers = {
  /** The clinic's finance screen heading (002 §7: data.hospital[0]). */
  async getHospitalFinance({ params }, services) {
    const db = services.database.db;
    const hospital = await toNamedHospitals(db, [await hospitalOf(db, params.id)]);
    return { json: { data: { hospital } } };
  },

  async getHospitalFinanceStatistics({ body, timezone }, services) {
    const { appointments } = await hospitalAppointments(services.database.db, body, timezone);
    return { json: { data: appointments } };
  },

  async downloadHospitalFinanceReport({ body, query, timezone }, services) {
    const { hospital, appointments } = await hospitalAppointments(services.database.db, body, timezone);
    const report = { kind: 'hospital' as const, hospitalName: hospital.name, ...body, appointments };
    return reportFile(await financeReportPdf(report, timezone, query.lang ?? 'en'));
  },

  async getPcrFinanceStatistics({ body, timezone }, services) {
    const data = await loadPcrSlots(services.database.db, 'PCR_TEST', pcrWhere(body, timezone), {
      withHospital: true,
    });
    return { json: { data } };
  },

  async downloadPcrFinanceReport({ body, query, timezone }, services) {
    const db = services.database.db;
    const appointments = await loadAppointments(db, pcrWhere(body, timezone));
    const report = { kind: 'pcr' as const, ...body, appointments };
    return reportFile(await financeReportPdf(report, timezone, query.lang ?? 'en'));
  },
} satisfies HandlerGroup;

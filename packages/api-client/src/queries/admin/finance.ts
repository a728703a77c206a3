// The admin's finance screens (002 "/admin/clinic/{id}" and "/admin/pcr/{startDate}", §5, §7, §9): a
// hospital's appointments or every PCR test in a period, their totals, and the report's PDF.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { fullName } from '../hospital/full-name';
import type { PaperLanguage } from '../doctor/appointment-papers';
import { bodyOf } from '../shared/query-helpers';

type Schemas = components['schemas'];
type SlotStatus = Schemas['SlotStatus'];

/** The name the finance report's PDF is saved under (002 §7, §9). */
export const FINANCE_REPORT_FILENAME = 'Appointment Slip.pdf';

/** What one appointment counts for in the totals, in AED (002 §9). */
export const FINANCE_FEE_AED = 21;

/** Which finance screen: one hospital's (the clinic's) or every PCR test's. */
export type FinanceScope = { kind: 'clinic'; hospitalId: string } | { kind: 'pcr' };

/** The period of a report: both days as 'YYYY-MM-DD' (002 §5: both are needed). */
export interface FinancePeriod {
  fromDate: string;
  toDate: string;
}

/** One appointment of the statistics, as the finance screens list it. */
export interface FinanceAppointmentRow {
  id: string;
  /** ISO date-times. */
  from: string;
  to: string;
  status?: SlotStatus;
  patientName: string;
  /** The doctor or nurse (a hospital's appointments). */
  providerName?: string;
  serviceName?: string;
  /** The hospital (the PCR tests of every hospital). */
  hospitalName?: string;
}

/** How many appointments of the period have a status. */
export interface FinanceStatusCount {
  status: SlotStatus | 'NONE';
  count: number;
}

/** The statistics of a period: its appointments, their count per status and the totals (002 §9). */
export interface FinanceStatistics {
  rows: FinanceAppointmentRow[];
  byStatus: FinanceStatusCount[];
  /** Total appointments: those with status BOOKED. */
  totalAppointments: number;
  /** Total amount in AED. */
  totalAmount: number;
}

const statusOrder: readonly SlotStatus[] = ['BOOKED', 'APPROVED', 'TAKEN', 'AVAILABLE'];

function countByStatus(rows: readonly FinanceAppointmentRow[]): FinanceStatusCount[] {
  const counts = new Map<FinanceStatusCount['status'], number>();
  for (const row of rows) counts.set(row.status ?? 'NONE', (counts.get(row.status ?? 'NONE') ?? 0) + 1);
  const rank = (status: FinanceStatusCount['status']) => {
    const index = statusOrder.indexOf(status as SlotStatus);
    return index === -1 ? statusOrder.length : index;
  };
  return [...counts].map(([status, count]) => ({ status, count })).sort((a, b) => rank(a.status) - rank(b.status));
}

const byStart = (a: FinanceAppointmentRow, b: FinanceAppointmentRow) => Date.parse(a.from) - Date.parse(b.from);

function optional<K extends keyof FinanceAppointmentRow>(key: K, value: FinanceAppointmentRow[K] | '' | undefined) {
  return value === undefined || value === '' ? {} : { [key]: value };
}

export function toClinicFinanceRow(appointment: Schemas['Appointment']): FinanceAppointmentRow {
  return {
    id: appointment._id,
    from: appointment.from,
    to: appointment.to,
    status: appointment.status,
    patientName: fullName(appointment.patientId),
    ...optional('providerName', fullName(appointment.doctorId ?? appointment.nurseId)),
    ...optional('serviceName', appointment.serviceId?.name),
  };
}

export function toPcrFinanceRow(slot: Schemas['PcrSlot']): FinanceAppointmentRow {
  return {
    id: slot._id,
    from: slot.from,
    to: slot.to,
    ...optional('status', slot.status),
    patientName: fullName(slot.patientId),
    ...optional('serviceName', slot.serviceId?.name),
    ...optional('hospitalName', slot.hospitalId?.name),
  };
}

/**
 * The statistics of a period (002 §9): total appointments counts those
 * BOOKED; the total amount is 21 AED times every appointment returned for a
 * hospital, and 21 times the BOOKED ones for PCR, as the specification gives each.
 */
export function toFinanceStatistics(scope: FinanceScope['kind'], rows: FinanceAppointmentRow[]): FinanceStatistics {
  const sorted = [...rows].sort(byStart);
  const booked = sorted.filter((row) => row.status === 'BOOKED').length;
  return {
    rows: sorted,
    byStatus: countByStatus(sorted),
    totalAppointments: booked,
    totalAmount: FINANCE_FEE_AED * (scope === 'clinic' ? sorted.length : booked),
  };
}

/** `GET /hospitals/finance/{id}` (answer `data.hospital[0]`): the hospital's name, or null when there is none. */
export function hospitalFinanceQueryOptions(api: ApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: ['get', '/hospitals/finance/{id}', { params: { path: { id: hospitalId } } }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/hospitals/finance/{id}', { params: { path: { id: hospitalId } }, signal });
      return bodyOf(data);
    },
    select: (answer): { name: string } | null => {
      const [hospital] = answer.data.hospital;
      return hospital ? { name: hospital.name.trim() } : null;
    },
  });
}

/** The hospital of a clinic's finance screen. */
export function useHospitalFinance(hospitalId: string) {
  return useQuery(hospitalFinanceQueryOptions(useApi(), hospitalId));
}

const clinicBody = (hospitalId: string, period: FinancePeriod) => ({ hospitalId, ...period });

/**
 * `POST /hospitals/finance/statistics` (hospitalId, fromDate, toDate) or
 * `POST /hospitals/finance/pcr/statistics` (fromDate, toDate) as statistics;
 * not run until a period is given.
 */
export function financeStatisticsQueryOptions(api: ApiClient, scope: FinanceScope, period: FinancePeriod | null) {
  const body = period ?? { fromDate: '', toDate: '' };
  return queryOptions({
    queryKey:
      scope.kind === 'clinic'
        ? (['post', '/hospitals/finance/statistics', { body: clinicBody(scope.hospitalId, body) }] as const)
        : (['post', '/hospitals/finance/pcr/statistics', { body }] as const),
    queryFn: async ({ signal }): Promise<FinanceStatistics> => {
      if (scope.kind === 'clinic') {
        const { data } = await api.POST('/hospitals/finance/statistics', {
          body: clinicBody(scope.hospitalId, body),
          signal,
        });
        return toFinanceStatistics('clinic', bodyOf(data).data.map(toClinicFinanceRow));
      }
      const { data } = await api.POST('/hospitals/finance/pcr/statistics', { body, signal });
      return toFinanceStatistics('pcr', bodyOf(data).data.map(toPcrFinanceRow));
    },
    enabled: period !== null,
  });
}

/** The statistics of the period shown (null: none asked for yet). */
export function useFinanceStatistics(scope: FinanceScope, period: FinancePeriod | null) {
  return useQuery(financeStatisticsQueryOptions(useApi(), scope, period));
}

/** What a report download sends: the period and the reader's language ('en' or 'ar'). */
export interface FinanceReportRequest extends FinancePeriod {
  lang: PaperLanguage;
}

/** `POST /hospitals/finance/report` or `/hospitals/finance/pcr/report?lang=`: the period's report (PDF). */
export async function fetchFinanceReport(
  api: ApiClient,
  scope: FinanceScope,
  { lang, ...period }: FinanceReportRequest,
): Promise<Blob> {
  const params = { query: { lang } };
  const { data } =
    scope.kind === 'clinic'
      ? await api.POST('/hospitals/finance/report', {
          params,
          body: clinicBody(scope.hospitalId, period),
          parseAs: 'blob',
        })
      : await api.POST('/hospitals/finance/pcr/report', { params, body: period, parseAs: 'blob' });
  return bodyOf(data);
}

/**
 * Downloads the report of a period in the reader's language (`mutate({ fromDate, toDate, lang })`;
 * the caller saves the Blob as FINANCE_REPORT_FILENAME).
 */
export function useDownloadFinanceReport(scope: FinanceScope) {
  const api = useApi();
  return useMutation({ mutationFn: (request: FinanceReportRequest) => fetchFinanceReport(api, scope, request) });
}

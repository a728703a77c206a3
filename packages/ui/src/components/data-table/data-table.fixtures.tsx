import { cn } from '../../lib/cn';
import { codeColumn, createDataTableColumnHelper, figureColumn } from './data-table-columns';

/** A row of the hospital's Appointments table, as a screen's view model would give it. */
export interface AppointmentRow {
  id: string;
  provider: string;
  /** null when the slot has no patient: such rows are hidden. */
  patientName: string | null;
  emiratesId: string;
  service: string;
  date: string;
  time: string;
  status: 'BOOKED' | 'APPROVED' | 'TAKEN';
  /** End of the appointment (ISO); rows whose end has passed are greyed. */
  endsAt: string;
}

/** "Now" of the stories, so muted rows do not depend on the day the tests run. */
export const storyNow = Date.parse('2026-11-20T10:15:00+04:00');

export const isPast = (row: AppointmentRow) => Date.parse(row.endsAt) < storyNow;
export const hasNoPatient = (row: AppointmentRow) => row.patientName === null;

const statusClass: Record<AppointmentRow['status'], string> = {
  BOOKED: 'bg-primary-50 text-primary-700',
  APPROVED: 'bg-warning-50 text-warning-800',
  TAKEN: 'bg-success-50 text-success-700',
};

const col = createDataTableColumnHelper<AppointmentRow>();

function appointmentColumns(headers: readonly [string, string, string, string, string, string, string]) {
  const [provider, patient, emiratesId, service, date, time, status] = headers;
  return col.columns([
    col.accessor('provider', { header: provider }),
    col.accessor('patientName', { header: patient, cell: (info) => info.getValue() ?? '' }),
    col.accessor('emiratesId', { header: emiratesId, meta: codeColumn }),
    col.accessor('service', { header: service }),
    col.accessor('date', { header: date, meta: figureColumn }),
    col.accessor('time', { header: time, meta: figureColumn }),
    col.accessor('status', {
      header: status,
      cell: (info) => (
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusClass[info.getValue()])}>
          {info.getValue()}
        </span>
      ),
    }),
  ]);
}

/** The specification's Appointments columns, word for word. */
export const appointmentColumnsEn = appointmentColumns([
  'Provider',
  'PATIENT NAME',
  'EMIRATES ID',
  'SERVICE',
  'DATE',
  'TIME',
  'STATUS',
]);

export const appointmentColumnsAr = appointmentColumns([
  'مقدّم الخدمة',
  'اسم المريض',
  'رقم الهوية الإماراتية',
  'الخدمة',
  'التاريخ',
  'الوقت',
  'الحالة',
]);

const providers = ['Dr. Omar Haddad', 'Dr. Layla Nasser', 'Nurse Sara Ali', 'Dr. Khalid Rahman'];
const patients = ['Aisha Al Mansoori', 'Mohammed Saeed', 'Fatima Yousef', 'Hamdan Obaid', 'Mariam Khalfan'];
const services = ['General Consultation', 'Blood Test', 'PCR Test', 'Dental Check-up'];
const statuses: ReadonlyArray<AppointmentRow['status']> = ['BOOKED', 'APPROVED', 'TAKEN'];

/** `count` appointments on 20/11/2026 from 08:00 in 30-minute slots (deterministic). */
export function makeAppointments(count: number): AppointmentRow[] {
  return Array.from({ length: count }, (_, index) => {
    const startMinutes = 8 * 60 + index * 30;
    const day = 20 + Math.floor(startMinutes / (24 * 60));
    const minutes = startMinutes % (24 * 60);
    const hh = (value: number) => String(value).padStart(2, '0');
    const start = `${hh(Math.floor(minutes / 60))}:${hh(minutes % 60)}`;
    const end = `${hh(Math.floor((minutes + 30) / 60) % 24)}:${hh((minutes + 30) % 60)}`;
    return {
      id: `appointment-${index + 1}`,
      provider: providers[index % providers.length] ?? '',
      patientName: `${patients[index % patients.length] ?? ''} ${index + 1}`,
      emiratesId: `784-1990-${String(1000000 + index).padStart(7, '0')}-${index % 10}`,
      service: services[index % services.length] ?? '',
      date: `${hh(day % 31 || 1)}-11-26`,
      time: `${start} - ${end}`,
      status: statuses[index % statuses.length] ?? 'BOOKED',
      endsAt: new Date(Date.UTC(2026, 10, 20, 4, 0) + (index + 1) * 30 * 60_000).toISOString(),
    };
  });
}

/** Eight appointments: the first four have ended (greyed), the sixth has no patient (hidden). */
export const appointments: AppointmentRow[] = makeAppointments(8).map((row, index) =>
  index === 5 ? { ...row, patientName: null } : row,
);

export const arabicAppointments: AppointmentRow[] = appointments.map((row, index) => ({
  ...row,
  provider: ['د. عمر حداد', 'د. ليلى ناصر', 'الممرضة سارة علي', 'د. خالد رحمن'][index % 4] ?? '',
  patientName:
    row.patientName === null ? null : (['عائشة المنصوري', 'محمد سعيد', 'فاطمة يوسف', 'حمدان عبيد'][index % 4] ?? ''),
  service: ['استشارة عامة', 'فحص دم', 'فحص PCR', 'فحص الأسنان'][index % 4] ?? '',
}));

export const manyAppointments: AppointmentRow[] = makeAppointments(10_000);

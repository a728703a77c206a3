import { toPatientPromoCodeRow } from '@aafiya/api-client';
import { type FixtureSchema, patients, scheduling } from '@aafiya/api-client/mocks';

type HospitalCode = FixtureSchema<'HospitalCode'>;

/** Story data of the Patient Promo Code page. Not exported from the package. */
export const storyTimeZone = 'Asia/Dubai';

const code = (id: string, value: string, appointment: FixtureSchema<'Appointment'>, status?: string): HospitalCode => ({
  _id: id,
  code: value,
  ...(status ? { status } : {}),
  patientId: appointment.patientId ?? patients.patientRef(patients.patientMariam),
  slotId: appointment,
});

export const storyCodes: HospitalCode[] = [
  code('code-hamad', 'MC-5190', scheduling.appointmentHamad),
  code('code-yousef', 'MC-4821', scheduling.appointmentYousef, 'PENDING'),
  code('code-priya', 'RC-2207', scheduling.appointmentPriya, 'TAKEN'),
  code('code-mariam', 'MC-3377', scheduling.appointmentMariam, 'TAKEN'),
];

export const storyRows = storyCodes.map(toPatientPromoCodeRow);

/** Arabic names on the rows. */
export const arabicRows = storyRows.map((row, index) => ({
  ...row,
  patientName: ['مريم الكعبي', 'يوسف الحمادي', 'بريا مينون', 'مريم الكعبي'][index] ?? row.patientName,
  provider: ['فاطمة الهاشمي', 'أحمد المنصوري', 'راجيش ناير', 'أحمد المنصوري'][index] ?? row.provider,
  service: row.service && {
    ...row.service,
    name: ['تطعيم الإنفلونزا الموسمي', 'استشارة أخصائي', 'أشعة سينية', 'استشارة أخصائي'][index] ?? row.service.name,
  },
}));

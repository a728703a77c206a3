import { toClinicFinanceRow, toFinanceStatistics, toPcrFinanceRow } from '@aafiya/api-client';
import { scheduling } from '@aafiya/api-client/mocks';

/** Story data of the finance screens (not exported from the package). */
export const storyTimeZone = 'Asia/Dubai';

/** Marina Care's four appointments: one BOOKED, so 1 appointment and 4 × 21 = 84 AED (002 §9). */
export const clinicStatistics = toFinanceStatistics('clinic', scheduling.appointments.map(toClinicFinanceRow));

/** Every PCR hospital's tests: four BOOKED, 4 × 21 = 84 AED. */
export const pcrStatistics = toFinanceStatistics('pcr', scheduling.allPcrTestSlots.map(toPcrFinanceRow));

export const december = { fromDate: '2026-12-01', toDate: '2026-12-31' };

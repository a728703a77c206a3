import { type PcrSlotView, toPcrSlotView } from '@aafiya/api-client';
import { hospitals, scheduling } from '@aafiya/api-client/mocks';

/**
 * Story data, fixed in time: "now" is Thursday 3 December 2026, 09:00 in
 * Dubai, so the first two days' PCR slots are over and those from Monday 7 are
 * still to come. Not exported from the package.
 */
export const storyNow = new Date('2026-12-03T09:00:00+04:00');
export const storyTimeZone = 'Asia/Dubai';
export const storyMonth = '2026-12-01';
export const hospitalId = hospitals.marinaCare._id;

export const testSlots: PcrSlotView[] = scheduling.pcrTestSlots.map(toPcrSlotView);
export const vaccinationSlots: PcrSlotView[] = scheduling.pcrVaccinationSlots.map(toPcrSlotView);

export const PCR_DISABLED_MESSAGE = 'PCR is not enabled for this hospital';

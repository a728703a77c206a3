// hospital: the hospital area's own management: its profile, its staff (staff/), services, offers, promo videos,
// PCR calendars, and its record screens (patients, patient promo codes, claimed offers).
export { hospitalCodeHandlers } from './codes';
export { packageHandlers } from './packages';
export { patientHandlers } from './patients';
export { pcrSlotHandlers } from './pcr-slots';
export { hospitalProfileHandlers } from './profile';
export { promoVideoHandlers } from './promo-videos';
export { hospitalRewardHandlers } from './rewards';
export { hospitalServiceHandlers } from './services';
export { doctorHandlers } from './staff/doctors';
export { laboratoryHandlers } from './staff/laboratories';
export { nurseHandlers } from './staff/nurses';
export { receptionistHandlers } from './staff/receptionists';

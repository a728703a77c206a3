export { HospitalProfileView, type HospitalProfileTab, type HospitalProfileViewProps } from './hospital-profile';
export { HospitalProfileScreen, type HospitalProfileScreenProps } from './hospital-profile.connected';
export {
  hospitalAccountSchema,
  hospitalLocationUpdateSchema,
  hospitalUpdateSchema,
  type HospitalAccountValues,
  type HospitalLocationUpdateValues,
  type HospitalUpdateValues,
} from './hospital-profile.schema';
export { findUaePlaces, uaePlacesGeocoder } from './uae-places';

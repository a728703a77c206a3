// The receptionist area's hooks (#20): the receptionist's own record and hospital.
export {
  useDeleteReceptionistPicture,
  useReceptionistAccount,
  useUpdateReceptionistAccount,
  useUploadReceptionistPicture,
} from './account';
export {
  type ReceptionistHospital,
  receptionistHospitalQuery,
  toReceptionistHospital,
  useReceptionistHospital,
} from './hospital';
export { type StaffAccountInput, toStaffAccountBody } from '../shared/own-account';

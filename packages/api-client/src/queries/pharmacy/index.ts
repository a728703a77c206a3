// The pharmacy area (#21): scanning and dispensing QR prescriptions, the dispensed list, the pharmacy's account.
export {
  type DispensedPrescriptionPage,
  dispensePrescription,
  dispensedPrescriptionsQueryOptions,
  emiratesIdDigits,
  type PharmacyPrescriptionView,
  scanPrescription,
  toDispensedPrescriptionPage,
  toPharmacyPrescription,
  useDispensePrescription,
  useDispensedPrescriptions,
  useScanPrescription,
} from './prescriptions';
export { type PharmacyDetails, pharmacyQueryOptions, toPharmacyDetails, usePharmacyDetails } from './own-pharmacy';
export {
  toPharmacyAccount,
  type PharmacyAccount,
  useDeletePharmacyPicture,
  usePharmacyAccount,
  useUpdatePharmacyAccount,
  useUploadPharmacyPicture,
} from './account';

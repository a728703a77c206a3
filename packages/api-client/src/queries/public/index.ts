// Query hooks of the public site: sign-in, email verification, password
// recovery, the patient and hospital registrations, and the verification of papers.
export {
  authErrorMessage,
  authMutations,
  LOGIN_FAILED_MESSAGE,
  type LoginCredentials,
  loginErrorMessage,
  type ResetPasswordInput,
  type SignedInUser,
  signIn,
  useForgetPassword,
  useLogin,
  useResendVerification,
  useResetPassword,
  useVerifyEmail,
  type VerifyEmailInput,
} from './auth';
export {
  type HospitalRegistrationInput,
  type PatientRegistrationInput,
  registerHospital,
  registerPatient,
  type RegistrationPoint,
  registrationErrorMessage,
  toHospitalRegistrationBody,
  toHospitalRegistrationFormData,
  toPatientRegistrationBody,
  toPatientRegistrationFormData,
  useRegisterHospital,
  useRegisterPatient,
} from './registration';
export {
  isUnverifiedPaper,
  type PaperKind,
  paperVerificationQuery,
  toVerifiedPaper,
  usePaperVerification,
  type VerifiedPaper,
} from './papers';
export {
  fetchDoctorReportPdf,
  type PatientReport,
  patientReportQuery,
  type ReportDiagnosis,
  type ReportVitals,
  toPatientReport,
  useDownloadDoctorReport,
  usePatientReport,
} from './patient-report';
export { useInsuranceCompanies } from './insurance-companies';
export { type QuoteRequestInput, useRequestQuote } from './quote-request';
export {
  type DoctorSearchCard,
  type DoctorSearchFilters,
  doctorSearchQuery,
  type HospitalSearchCard,
  type HospitalSearchFilters,
  hospitalSearchQuery,
  patientInsuranceIds,
  type SearchHospitalType,
  type SearchResultPage,
  toDoctorFilterBody,
  toDoctorSearchCard,
  toHospitalFilterBody,
  toHospitalSearchCard,
  useDoctorSearch,
  useHospitalSearch,
} from './search';
export {
  type HospitalDetails,
  hospitalDetailsQuery,
  type PublicHospitalDoctor,
  type PublicHospitalService,
  type PublicProviderRole,
  type PublicServiceProvider,
  toHospitalDetails,
  toPublicHospitalService,
  useHospitalDetails,
} from './hospital-details';

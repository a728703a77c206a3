// Query hooks of the public site: sign-in, email verification, password
// recovery and the patient and hospital registrations.
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

import type { Catalog } from './messages';

/**
 * Texts of the sign-in, registration choice, password recovery and email
 * confirmation screens. English keeps the specification's wording where it
 * gives one (000 §2.1, §5, §8; 002 "Password recovery", §5, §8); the others
 * are ours and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/auth.ar.ts has the Arabic).
 */
export default {
  // Validation (spec texts)
  required: 'Required',
  invalidEmail: 'Invalid email address',
  passwordsDiffer: 'Both password need to be the same',
  // The contract asks for 8 to 128 characters; the spec shows no message (ours).
  passwordTooShort: 'Password must be at least 8 characters',
  // Ours: a common password (@aafiya/api-client/password), as the server refuses it.
  passwordTooCommon: 'This password is too common or too easy to guess. Please choose another',
  // Fields (ours, except Email/Password as the forms read)
  email: 'Email',
  password: 'Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  // Login
  loginTitle: 'Login',
  loginDescription: 'Sign in to your Aafiya account',
  loginSubmit: 'Login',
  signingIn: 'Signing in…',
  forgotPassword: 'Forgot Password',
  noAccount: 'No account yet?',
  register: 'Register',
  loggedIn: 'Logged In Successfully',
  // Registration choice
  registerTitle: 'Register',
  registerDescription: 'How would you like to register?',
  back: 'Back',
  patient: 'Patient',
  patientHint: 'Find doctors, book appointments and earn points.',
  clinicHospital: 'Clinic/Hospital',
  clinicHospitalHint: 'Register your hospital or clinic and manage your staff and services.',
  // Forgot password
  forgotTitle: 'Forgot Password',
  forgotDescription: 'Enter the email of your account and we will send you a link to set a new password.',
  forgotSubmit: 'Send Reset Link',
  sending: 'Sending…',
  resetLinkSent: 'Reset password link sent to your email',
  resetLinkSentHint:
    'Open the link in the email to choose a new password. If it has not arrived, check your spam folder.',
  backToLogin: 'Back To Login',
  registerHere: 'Register Here',
  // Reset password
  resetTitle: 'Reset Password',
  resetDescription: 'Choose a new password for your account.',
  resetSubmit: 'Update Password',
  updating: 'Updating…',
  passwordUpdated: 'Password updated successfully',
  // Verify email (all ours: the spec shows no such page)
  verifyTitle: 'Email Confirmation',
  verifying: 'Confirming your email…',
  verified: 'Your email is confirmed. You can now log in.',
  verifyFailed: 'Your email could not be confirmed',
  goToLogin: 'Go To Login',
} satisfies Catalog;

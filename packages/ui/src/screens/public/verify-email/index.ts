export { VerifyEmailView, type VerifyEmailStatus, type VerifyEmailViewProps } from './verify-email';
export { VerifyEmailScreen, type VerifyEmailScreenProps } from './verify-email.connected';

export { ResetPasswordView, type ResetPasswordViewProps } from './reset-password';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './reset-password.connected';
export type { ResetPasswordValues } from './reset-password.schema';

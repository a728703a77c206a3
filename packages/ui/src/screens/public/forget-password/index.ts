export { ForgotPasswordView, type ForgotPasswordViewProps } from './forgot-password';
export { ForgotPasswordScreen } from './forgot-password.connected';
export type { ForgotPasswordValues } from './forgot-password.schema';

export { ResetPasswordView, type ResetPasswordViewProps } from './reset-password';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './reset-password.connected';
export {
  createResetPasswordSchema,
  emptyResetPassword,
  resetPasswordSchema,
  type ResetPasswordValues,
} from './reset-password.schema';

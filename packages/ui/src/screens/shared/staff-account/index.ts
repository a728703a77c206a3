export { StaffAccountView, type StaffAccountKind, type StaffAccountViewProps } from './staff-account';
export { SIGN_OUT_DELAY_MS, StaffAccountScreen, type StaffAccountScreenProps } from './staff-account.connected';

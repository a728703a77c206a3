export { LoginView, type LoginViewProps } from './login';
export { LoginScreen, type LoginScreenProps } from './login.connected';
export type { LoginValues } from './login.schema';

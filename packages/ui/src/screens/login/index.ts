export { AuthCard, AuthMessage, type AuthCardProps, type AuthMessageProps } from './auth-card';
export { LoginView, type LoginViewProps } from './login';
export { LoginScreen, type LoginScreenProps } from './login.connected';
export { createLoginSchema, emptyLogin, loginSchema, type LoginValues } from './login.schema';

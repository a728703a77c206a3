export { RegistrationChoiceView, type RegistrationChoiceViewProps } from './registration-choice';
export { RegistrationChoiceScreen, type RegistrationChoiceScreenProps } from './registration-choice.connected';

import { RegistrationChoiceView } from './registration-choice';

export interface RegistrationChoiceScreenProps {
  /** The back arrow: the app goes to the previous page. */
  onBack: () => void;
}

/**
 * The registration choice as the public site places it. It calls no API: the
 * choices are links through the app's navigation, and `onBack` is the app's.
 */
export function RegistrationChoiceScreen({ onBack }: RegistrationChoiceScreenProps) {
  return <RegistrationChoiceView onBack={onBack} />;
}

import { RegistrationChoiceScreen } from '@aafiya/ui';

/** The back arrow returns to the previous page (000, section 2.1). */
export default function RegistrationChoicePage() {
  return (
    <RegistrationChoiceScreen
      onBack={() => {
        window.history.back();
      }}
    />
  );
}

import { useFormContext } from 'react-hook-form';
import { PasswordField } from '../../../components/forms';

export interface AccountPasswordFieldsProps {
  texts: {
    password: string;
    confirmPassword: string;
    /** Under the password: why it is asked for on every save (or, when optional, that empty keeps it). */
    passwordHint: string;
  };
  /** Both may stay empty to keep the current password. */
  passwordOptional?: boolean;
}

/** The new password and its confirmation of an account form (inside its `Form`). */
export function AccountPasswordFields({ texts, passwordOptional = false }: AccountPasswordFieldsProps) {
  const { register } = useFormContext<{ password: string; confirmPassword: string }>();
  return (
    <>
      <PasswordField
        label={texts.password}
        description={texts.passwordHint}
        autoComplete="new-password"
        required={!passwordOptional}
        {...register('password')}
      />
      <PasswordField
        label={texts.confirmPassword}
        autoComplete="new-password"
        required={!passwordOptional}
        {...register('confirmPassword')}
      />
    </>
  );
}

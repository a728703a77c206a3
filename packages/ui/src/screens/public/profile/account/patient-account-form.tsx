import type { PatientAccount } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { StaffAlert } from '../../../hospital/staff/staff-alert';
import { PersonFields } from '../../../hospital/staff-forms/person-fields';
import { useAccountDetailsMessages } from '../../../shared/account/account-details.schema';
import { AccountFormCard } from '../../../shared/account/account-form-card';
import { AccountPasswordFields } from '../../../shared/account/account-password-fields';
import { PatientAccountExtraFields, type PatientAccountFieldsProps } from './patient-account-fields';
import { type PatientAccountFields, patientAccountSchema, type PatientAccountValues } from './patient-account.schema';

export type PatientAccountFormProps = PatientAccountFieldsProps & {
  account: PatientAccount;
  /** Saves the details; resolves true when saved (the form then holds them, both password fields empty). */
  onSave?: ((values: PatientAccountValues) => Promise<boolean>) | undefined;
  saving?: boolean;
  /** The server's refusal, shown above the fields (the typed values stay). */
  saveError?: string | null | undefined;
};

function fieldsOf(account: PatientAccount): PatientAccountFields {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    mobile: account.phone,
    birthday: account.birthday,
    gender: account.gender,
    location: account.location,
    insurances: account.insurances,
    password: '',
    confirmPassword: '',
  };
}

/**
 * The patient's personal and contact details (002 "Account settings", §5
 * "Patient profile form"): the shared account form card with its person
 * fields and password pair (optional here), and the patient's own fields.
 */
export function PatientAccountForm({
  account,
  onSave,
  saving = false,
  saveError,
  ...insurances
}: PatientAccountFormProps) {
  const { t } = useTranslation('patientAccount');
  const registration = useTranslation('registration').t;
  const messages = useAccountDetailsMessages();
  const schema = useMemo(() => patientAccountSchema(messages), [messages]);
  const form = useForm<PatientAccountFields, unknown, PatientAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: fieldsOf(account),
    mode: 'onTouched',
  });

  async function save(values: PatientAccountValues) {
    if (!onSave) return;
    if (await onSave(values)) form.reset({ ...values, password: '', confirmPassword: '' });
  }

  return (
    <AccountFormCard
      form={form}
      title={t('formTitle')}
      onSubmit={onSave && ((values: PatientAccountValues) => void save(values))}
      saving={saving}
      alert={saveError && <StaffAlert>{saveError}</StaffAlert>}
      submitLabel={t('update')}
      savingLabel={t('saving')}
    >
      {/* The account form's person fields; "add" leaves the email editable: the patient may change his own. */}
      <PersonFields mode="add" mobileLabel={registration('phone')} />
      <PatientAccountExtraFields {...insurances} />
      <AccountPasswordFields
        passwordOptional
        texts={{
          password: registration('password'),
          confirmPassword: registration('confirmPassword'),
          passwordHint: t('passwordHint'),
        }}
      />
    </AccountFormCard>
  );
}

import type { DoctorProfile } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { PasswordField } from '../../../components/forms';
import { StaffAlert } from '../../hospital/staff/staff-alert';
import { PersonFields } from '../../hospital/staff-forms/person-fields';
import { AccountFormCard } from '../../shared/account/account-form-card';
import { type ProfilePictureActions, ProfilePicturePanel } from '../../shared/account/profile-picture-panel';
import {
  doctorAccountSchema,
  type DoctorAccountFields,
  type DoctorAccountValues,
  useDoctorAccountMessages,
} from './doctor-profile.schema';

export interface AccountTabActions {
  /** Saves the account; resolves true when saved (both password fields then empty). */
  onSave?: (values: DoctorAccountValues) => Promise<boolean>;
  saving?: boolean;
  /** The server's refusal, shown above the fields. */
  saveError?: string;
  /** Upload and remove of the profile picture. */
  picture?: ProfilePictureActions;
}

export type AccountTabProps = AccountTabActions & { doctor: DoctorProfile };

function fieldsOf(doctor: DoctorProfile): DoctorAccountFields {
  return {
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    email: doctor.email,
    mobile: doctor.mobile,
    password: '',
    confirmPassword: '',
  };
}

/**
 * The doctor's Account tab (001 §2 "Doctor profile", §5 "Doctor account"):
 * first name, last name, email, mobile (+971 mask), change password and its
 * confirmation, then the profile picture (upload and remove).
 */
export function AccountTab({ doctor, onSave, saving = false, saveError, picture }: AccountTabProps) {
  const { t } = useTranslation('doctor');
  const messages = useDoctorAccountMessages();
  const schema = useMemo(() => doctorAccountSchema(messages), [messages]);
  const form = useForm<DoctorAccountFields, unknown, DoctorAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: fieldsOf(doctor),
    mode: 'onTouched',
  });

  async function save(values: DoctorAccountValues) {
    if (!onSave) return;
    if (await onSave(values)) form.reset({ ...values, password: '', confirmPassword: '' });
  }

  return (
    <div className="flex flex-col gap-6">
      <AccountFormCard
        form={form}
        title={t('profileAccountTitle')}
        onSubmit={onSave && ((values: DoctorAccountValues) => void save(values))}
        saving={saving}
        alert={saveError && <StaffAlert>{saveError}</StaffAlert>}
        submitLabel={t('profileUpdate')}
        savingLabel={t('profileSaving')}
      >
        {/* The staff forms' person fields; "add" leaves the email editable: the doctor may change his own. */}
        <PersonFields mode="add" />
        <PasswordField
          label={t('profileChangePassword')}
          description={t('profilePasswordHint')}
          autoComplete="new-password"
          required
          {...form.register('password')}
        />
        <PasswordField
          label={t('profileConfirmPassword')}
          autoComplete="new-password"
          required
          {...form.register('confirmPassword')}
        />
      </AccountFormCard>
      <Card className="px-6">
        <ProfilePicturePanel image={doctor.image} name={doctor.name} {...picture} />
      </Card>
    </div>
  );
}

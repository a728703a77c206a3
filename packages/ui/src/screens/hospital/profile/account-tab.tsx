import type { HospitalProfile } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Card } from '../../../components/card';
import { PasswordField, TextField } from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import { AccountFormCard } from '../../shared/account/account-form-card';
import { ProfilePicturePanel, type ProfilePictureActions } from '../../shared/account/profile-picture-panel';
import { StaffAlert } from '../staff/staff-alert';
import {
  hospitalAccountSchema,
  type HospitalAccountFields,
  type HospitalAccountValues,
  useAccountMessages,
} from './hospital-profile.schema';

export interface AccountTabActions {
  /** Saves the account form; resolves true when saved (the password fields then empty). */
  onSave?: (values: HospitalAccountValues) => Promise<boolean>;
  saving?: boolean;
  /** The server's refusal, shown above the form. */
  saveError?: string;
  picture?: ProfilePictureActions;
}

export type AccountTabProps = AccountTabActions & { hospital: HospitalProfile };

function fieldsOf(hospital: HospitalProfile): HospitalAccountFields {
  return {
    name: hospital.name,
    tradeLicenseNo: hospital.tradeLicenseNo,
    address: hospital.address,
    email: hospital.email,
    phoneNo: hospital.phoneNo,
    password: '',
    confirmPassword: '',
  };
}

/**
 * The Account tab (000 §2.5, §5): name, trade license number (7-digit mask),
 * address, email, phone (+971 mask), password and its confirmation, and the
 * profile picture.
 */
export function AccountTab({ hospital, onSave, saving = false, saveError, picture }: AccountTabProps) {
  const { t } = useTranslation('hospitalProfile');
  const messages = useAccountMessages();
  const schema = useMemo(() => hospitalAccountSchema(messages), [messages]);
  const form = useForm<HospitalAccountFields, unknown, HospitalAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: fieldsOf(hospital),
    mode: 'onTouched',
  });
  const { control, register } = form;

  async function save(values: HospitalAccountValues) {
    if (saving || !onSave) return;
    if (await onSave(values)) form.reset({ ...values, password: '', confirmPassword: '' });
  }

  return (
    <div className="flex flex-col gap-6">
      <AccountFormCard
        form={form}
        title={t('accountTitle')}
        onSubmit={onSave && ((values: HospitalAccountValues) => void save(values))}
        saving={saving}
        alert={saveError && <StaffAlert>{saveError}</StaffAlert>}
        submitLabel={t('update')}
        savingLabel={t('saving')}
      >
        <TextField label={t('name')} required autoComplete="organization" {...register('name')} />
        <Controller
          control={control}
          name="tradeLicenseNo"
          render={({ field }) => <MaskedField label={t('tradeLicenseNo')} mask="tradeLicence" required {...field} />}
        />
        <TextField label={t('address')} required autoComplete="street-address" {...register('address')} />
        <TextField label={t('email')} type="email" required autoComplete="email" {...register('email')} />
        <Controller
          control={control}
          name="phoneNo"
          render={({ field }) => <MaskedField label={t('phone')} mask="phone" required autoComplete="tel" {...field} />}
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <PasswordField
          label={t('password')}
          description={t('passwordHint')}
          autoComplete="new-password"
          {...register('password')}
        />
        <PasswordField label={t('confirmPassword')} autoComplete="new-password" {...register('confirmPassword')} />
      </AccountFormCard>
      <Card className="px-6">
        <ProfilePicturePanel image={hospital.image} name={hospital.name} {...picture} />
      </Card>
    </div>
  );
}

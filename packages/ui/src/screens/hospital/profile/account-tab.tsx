import type { HospitalProfile } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Form, PasswordField, TextField } from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import { StaffAlert } from '../staff/staff-alert';
import {
  hospitalAccountSchema,
  type HospitalAccountFields,
  type HospitalAccountValues,
  useAccountMessages,
} from './hospital-profile.schema';
import { ProfilePicturePanel, type ProfilePictureActions } from './profile-picture-panel';

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
  const headingId = useId();
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
      <Card role="region" aria-labelledby={headingId} className="px-6">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('accountTitle')}
        </h2>
        <Form form={form} aria-labelledby={headingId} onSubmit={(values) => void save(values)}>
          {saveError && <StaffAlert>{saveError}</StaffAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('name')} required autoComplete="organization" {...register('name')} />
            <Controller
              control={control}
              name="tradeLicenseNo"
              render={({ field }) => (
                <MaskedField label={t('tradeLicenseNo')} mask="tradeLicence" required {...field} />
              )}
            />
            <TextField label={t('address')} required autoComplete="street-address" {...register('address')} />
            <TextField label={t('email')} type="email" required autoComplete="email" {...register('email')} />
            <Controller
              control={control}
              name="phoneNo"
              render={({ field }) => (
                <MaskedField label={t('phone')} mask="phone" required autoComplete="tel" {...field} />
              )}
            />
            <div aria-hidden="true" className="hidden sm:block" />
            <PasswordField
              label={t('password')}
              description={t('passwordHint')}
              autoComplete="new-password"
              {...register('password')}
            />
            <PasswordField label={t('confirmPassword')} autoComplete="new-password" {...register('confirmPassword')} />
          </div>
          {onSave && (
            <Button
              type="submit"
              className="self-start"
              aria-disabled={saving || undefined}
              disabled={!form.formState.isDirty && !saving}
            >
              {saving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {saving ? t('saving') : t('update')}
            </Button>
          )}
        </Form>
      </Card>
      <Card className="px-6">
        <ProfilePicturePanel image={hospital.image} name={hospital.name} {...picture} />
      </Card>
    </div>
  );
}

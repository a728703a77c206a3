import type { VendorInput } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField, Textarea } from '../../../components/forms';
import { MaskedField } from '../../../components/masked-field';
import { StaffForm } from '../../hospital/staff-forms/staff-form';
import {
  type StaffDialogControl,
  StaffFormDialog,
  type StaffFormState,
} from '../../hospital/staff-forms/staff-form-dialog';
import { useStaffValidation } from '../../hospital/staff-forms/staff-validation';
import { useCatalogueTexts } from './catalogue-kind';
import {
  createVendorFormSchema,
  emptyVendorForm,
  VENDOR_ABOUT_MAX_LENGTH,
  type VendorFormFields,
} from './vendor-form.schema';

export interface VendorFormProps extends StaffFormState {
  /** Update: the vendor's current values. */
  defaultValues?: VendorFormFields;
  /** Called with the valid form. */
  onSubmit: (input: VendorInput) => void;
}

export type VendorFormDialogProps = VendorFormProps & StaffDialogControl;

/** The vendor modal's fields (002 §5): names, branch, email, address, phone (+971 mask), about. */
function VendorForm({ mode, defaultValues, onSubmit, pending = false, error }: VendorFormProps) {
  const { t } = useTranslation('adminCatalogues');
  const texts = useCatalogueTexts('vendor');
  const messages = useStaffValidation();
  const schema = useMemo(() => createVendorFormSchema(messages), [messages]);
  const form = useForm<VendorFormFields, unknown, VendorInput>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyVendorForm,
    mode: 'onTouched',
  });
  const { control, register } = form;
  return (
    <StaffForm
      form={form}
      label={mode === 'add' ? texts.addTitle : texts.updateTitle}
      mode={mode}
      pending={pending}
      error={error}
      submitLabel={mode === 'add' ? texts.submitAdd : texts.submitUpdate}
      onValid={onSubmit}
    >
      {mode === 'add' && <p className="text-sm text-foreground-muted">{t('vendorAccountHint')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="off" required maxLength={100} {...register('firstName')} />
        <TextField label={t('lastName')} autoComplete="off" required maxLength={100} {...register('lastName')} />
        <TextField label={t('branchName')} autoComplete="off" required {...register('branchName')} />
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          {...register('email')}
        />
        <Controller
          control={control}
          name="phoneNo"
          render={({ field }) => <MaskedField label={t('phoneNo')} mask="phone" required {...field} />}
        />
        <TextField label={t('address')} autoComplete="off" required {...register('address')} />
      </div>
      <Textarea label={t('about')} rows={3} maxLength={VENDOR_ABOUT_MAX_LENGTH} {...register('about')} />
    </StaffForm>
  );
}

/** "+ Add Vendor" / Update modal (one modal; its mode follows the selected vendor). Closing it resets the form. */
export function VendorFormDialog({ open, defaultOpen, onOpenChange, trigger, ...form }: VendorFormDialogProps) {
  const texts = useCatalogueTexts('vendor');
  return (
    <StaffFormDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={form.mode === 'add' ? texts.addTitle : texts.updateTitle}
      size="lg"
    >
      <VendorForm {...form} />
    </StaffFormDialog>
  );
}

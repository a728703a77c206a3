import type { ServiceInput, ServiceStaffOptions } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ImageCropField } from '../../../components/files';
import { MultiSelect, NumberField, RadioGroup, TextField, Textarea } from '../../../components/forms';
import { StaffAlert } from '../staff/staff-alert';
import { StaffForm } from '../staff-forms/staff-form';
import { type StaffDialogControl, type StaffFormState, staffFormDialog } from '../staff-forms/staff-form-dialog';
import {
  createServiceFormSchema,
  emptyServiceForm,
  type ServiceFormFields,
  type ServiceFormValues,
  toServiceInputOf,
} from './service-form.schema';

/**
 * The pictures a service takes: jpg, jpeg or png up to 7,500,000 bytes (as
 * offers; the spec gives no limit). As the offer's, the chosen picture shows
 * in a frame to move and zoom it in; the frame is the card's 16:9 (256 × 144,
 * which fits a phone's dialog), sent as a JPEG of at most 1280 × 720.
 */
export const SERVICE_IMAGE_RULES = {
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  maxSize: 7_500_000,
  cropSize: { width: 256, height: 144 },
  maxOutputSize: { width: 1280, height: 720 },
};

export interface ServiceFormProps extends StaffFormState {
  /** Update: the service's current values. */
  defaultValues?: ServiceFormFields;
  /** The hospital's doctors, nurses and technicians to choose from. */
  staff: ServiceStaffOptions;
  /** The staff lists failed to load: "Error fetching doctors and nurses". */
  staffError?: boolean;
  /** Called with the valid form (a free service has no price). */
  onSubmit: (input: ServiceInput) => void;
}

export type ServiceFormDialogProps = ServiceFormProps & StaffDialogControl;

/** "Add Service" / "Update Service": the modal's title and the form's name. */
function useServiceFormTitle(mode: StaffFormState['mode']): string {
  const { t } = useTranslation('servicesOffers');
  return mode === 'add' ? t('addServiceTitle') : t('updateServiceTitle');
}

/**
 * The service modal (000 §2.5, §5): Free/Paid and Covered/Not covered radios,
 * name, price (hidden when free), doctors / nurses / technicians, description
 * and image.
 */
export function ServiceForm({
  mode,
  defaultValues,
  staff,
  staffError = false,
  onSubmit,
  pending = false,
  error,
}: ServiceFormProps) {
  const { t } = useTranslation('servicesOffers');
  const schema = useMemo(
    () => createServiceFormSchema({ required: t('required'), priceMustBePositive: t('priceMustBePositive') }),
    [t],
  );
  const form = useForm<ServiceFormFields, unknown, ServiceFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyServiceForm,
    mode: 'onTouched',
  });
  const { control, register } = form;
  const pricing = useWatch({ control, name: 'pricing' });
  return (
    <StaffForm
      form={form}
      label={useServiceFormTitle(mode)}
      mode={mode}
      pending={pending}
      error={error}
      onValid={(values) => {
        onSubmit(toServiceInputOf(values));
      }}
    >
      {staffError && <StaffAlert>{t('staffFailed')}</StaffAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="pricing"
          render={({ field }) => (
            <RadioGroup
              label={t('pricing')}
              orientation="horizontal"
              options={[
                { id: 'free', label: t('free') },
                { id: 'paid', label: t('paid') },
              ]}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="coverage"
          render={({ field }) => (
            <RadioGroup
              label={t('insurance')}
              orientation="horizontal"
              options={[
                { id: 'covered', label: t('covered') },
                { id: 'notCovered', label: t('notCovered') },
              ]}
              {...field}
            />
          )}
        />
        <TextField label={t('name')} autoComplete="off" required {...register('name')} />
        {pricing === 'paid' && (
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberField
                label={t('price')}
                required
                minValue={0}
                formatOptions={{ maximumFractionDigits: 2 }}
                {...field}
              />
            )}
          />
        )}
      </div>
      <Controller
        control={control}
        name="doctors"
        render={({ field }) => <MultiSelect label={t('doctors')} options={staff.doctors} {...field} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="nurses"
          render={({ field }) => <MultiSelect label={t('nurses')} options={staff.nurses} {...field} />}
        />
        <Controller
          control={control}
          name="technicians"
          render={({ field }) => <MultiSelect label={t('technicians')} options={staff.technicians} {...field} />}
        />
      </div>
      <Textarea label={t('description')} rows={3} required {...register('description')} />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageCropField
            label={t('image')}
            description={mode === 'edit' ? t('offerImageKept') : undefined}
            {...SERVICE_IMAGE_RULES}
            name={field.name}
            onChange={field.onChange}
          />
        )}
      />
    </StaffForm>
  );
}

/** "+ ADD SERVICE" / Update modal. Closing it resets the form. */
export const ServiceFormDialog = staffFormDialog(ServiceForm, useServiceFormTitle);

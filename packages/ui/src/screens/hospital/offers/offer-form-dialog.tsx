import type { OfferInput } from '@aafiya/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ImageCropField } from '../../../components/files';
import { type FieldOption, NumberField, RadioGroup, Select, TextField, Textarea } from '../../../components/forms';
import { StaffAlert } from '../staff/staff-alert';
import { StaffForm } from '../staff-forms/staff-form';
import { type StaffDialogControl, type StaffFormState, staffFormDialog } from '../staff-forms/staff-form-dialog';
import { type OfferWording, useHospitalOfferWording } from './offer-wording';
import {
  createOfferFormSchema,
  emptyOfferForm,
  type OfferFormFields,
  type OfferFormValues,
  toOfferInputOf,
} from './offer-form.schema';

/** 000 §9: jpg, jpeg or png up to 7,500,000 bytes, cropped 300 × 300, zoom 1 to 2 in steps of 0.1. */
export const OFFER_IMAGE_RULES = {
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  maxSize: 7_500_000,
  cropSize: { width: 300, height: 300 },
  maxOutputSize: { width: 300, height: 300 },
  minZoom: 1,
  maxZoom: 2,
  zoomStep: 0.1,
};

export interface OfferFormProps extends StaffFormState {
  /** Update: the offer's current values. */
  defaultValues?: OfferFormFields;
  /** The package categories to choose from. */
  categories: readonly FieldOption[];
  /** The categories failed to load ("Something went wrong"). */
  categoriesError?: boolean;
  /** Called with the valid form (the fields of the chosen type only). */
  onSubmit: (input: OfferInput) => void;
  /** The owner's words (title, image field); default the hospital's ("Add Offer", "Offer Image"). */
  wording?: OfferWording;
}

export type OfferFormDialogProps = OfferFormProps & StaffDialogControl;

const whole = { maximumFractionDigits: 0 };

/** The owner's words, else the hospital's. */
function useWording(wording: OfferWording | undefined): OfferWording {
  const hospitalWords = useHospitalOfferWording();
  return wording ?? hospitalWords;
}

/** "Add Offer" / "Update Offer" ("Add Package" / "Update Package"): the modal's title and the form's name. */
function useOfferFormTitle(mode: StaffFormState['mode'], { wording }: Pick<OfferFormProps, 'wording'>): string {
  const words = useWording(wording);
  return mode === 'add' ? words.addTitle : words.updateTitle;
}

/**
 * The offer modal (000 §2.5, §5, §9): title, type (On Percentage / Buy Some,
 * Get Some, which switches between off and the two quantities), category,
 * points, terms and conditions, about, and the offer image cropped to 300 × 300.
 */
export function OfferForm({
  mode,
  defaultValues,
  categories,
  categoriesError = false,
  onSubmit,
  pending = false,
  error,
  wording,
}: OfferFormProps) {
  const { t } = useTranslation('servicesOffers');
  const words = useWording(wording);
  const schema = useMemo(
    () =>
      createOfferFormSchema(mode, {
        required: t('required'),
        fieldRequired: t('fieldRequired'),
        selectOfferImage: words.selectImage,
        offOutOfRange: t('offOutOfRange'),
        pointsNegative: t('pointsNegative'),
        quantityTooSmall: t('quantityTooSmall'),
      }),
    [mode, t, words.selectImage],
  );
  const form = useForm<OfferFormFields, unknown, OfferFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyOfferForm,
    mode: 'onTouched',
  });
  const { control, register } = form;
  const type = useWatch({ control, name: 'type' });
  return (
    <StaffForm
      form={form}
      label={useOfferFormTitle(mode, { wording })}
      mode={mode}
      pending={pending}
      error={error}
      onValid={(values) => {
        onSubmit(toOfferInputOf(values));
      }}
    >
      {categoriesError && <StaffAlert>{t('categoriesFailed')}</StaffAlert>}
      <TextField label={t('title')} autoComplete="off" required {...register('title')} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            label={t('type')}
            orientation="horizontal"
            required
            options={[
              { id: 'ON_PERCENTAGE', label: t('onPercentage') },
              { id: 'BUY_SOME_GET_SOME', label: t('buySomeGetSome') },
            ]}
            {...field}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => <Select label={t('category')} options={categories} required {...field} />}
        />
        <Controller
          control={control}
          name="points"
          render={({ field }) => (
            <NumberField label={t('points')} required minValue={0} formatOptions={whole} {...field} />
          )}
        />
        {type === 'ON_PERCENTAGE' && (
          <Controller
            control={control}
            name="off"
            render={({ field }) => (
              <NumberField
                label={t('off')}
                required
                minValue={1}
                maxValue={100}
                formatOptions={{ maximumFractionDigits: 2 }}
                {...field}
              />
            )}
          />
        )}
        {type === 'BUY_SOME_GET_SOME' && (
          <>
            <Controller
              control={control}
              name="buyQuantity"
              render={({ field }) => (
                <NumberField label={t('buyQuantity')} required minValue={1} formatOptions={whole} {...field} />
              )}
            />
            <Controller
              control={control}
              name="getQuantity"
              render={({ field }) => (
                <NumberField label={t('getQuantity')} required minValue={1} formatOptions={whole} {...field} />
              )}
            />
          </>
        )}
      </div>
      <Textarea label={t('termsAndConditions')} rows={3} {...register('termsAndConditions')} />
      <Textarea label={t('about')} rows={3} {...register('about')} />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageCropField
            label={words.image}
            description={mode === 'edit' ? t('offerImageKept') : undefined}
            required={mode === 'add'}
            {...OFFER_IMAGE_RULES}
            messages={{ tooLarge: t('offerImageTooLarge'), wrongType: t('offerImageWrongType') }}
            name={field.name}
            onChange={field.onChange}
          />
        )}
      />
    </StaffForm>
  );
}

/** "+ ADD OFFER" / Update modal. Closing it resets the form. */
export const OfferFormDialog = staffFormDialog(OfferForm, useOfferFormTitle);

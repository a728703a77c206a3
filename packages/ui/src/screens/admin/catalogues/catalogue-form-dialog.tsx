import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/forms';
import { ProgressBar } from '../../../components/progress-bar';
import { Spinner } from '../../../components/spinner';
import { StaffForm } from '../../hospital/staff-forms/staff-form';
import {
  type StaffDialogControl,
  StaffFormDialog,
  type StaffFormState,
} from '../../hospital/staff-forms/staff-form-dialog';
import { CatalogueImageField } from './catalogue-image-field';
import { useCatalogueTexts } from './catalogue-kind';
import { type NamedCatalogueKind, useCatalogueFormRules } from './catalogue-form-rules';
import {
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_TAGS_MAX_LENGTH,
  type CatalogueFormFields,
  type CatalogueFormValues,
  createCatalogueFormSchema,
  emptyCatalogueForm,
} from './catalogue-form.schema';

export interface CatalogueFormProps extends StaffFormState {
  kind: NamedCatalogueKind;
  /** Update: the item's current values (the image field starts empty). */
  defaultValues?: CatalogueFormFields;
  /** Called with the valid form. */
  onSubmit: (values: CatalogueFormValues) => void;
  /** The image upload's progress in percent while it runs; null (or left out) otherwise. */
  progress?: number | null;
}

export type CatalogueFormDialogProps = CatalogueFormProps & StaffDialogControl;

/**
 * A catalogue's add/update modal body (002 §5): the English and Arabic
 * names, a speciality's tags and order, the logo or image; the upload's
 * percentage while it goes out.
 */
function CatalogueForm({
  kind,
  mode,
  defaultValues,
  onSubmit,
  pending = false,
  error,
  progress = null,
}: CatalogueFormProps) {
  const { t } = useTranslation('adminCatalogues');
  const texts = useCatalogueTexts(kind);
  const { shape, messages, imageLabel } = useCatalogueFormRules(kind);
  const schema = useMemo(() => createCatalogueFormSchema(shape, mode, messages), [shape, mode, messages]);
  const form = useForm<CatalogueFormFields, unknown, CatalogueFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues ?? emptyCatalogueForm,
    mode: 'onTouched',
  });
  const { control, register } = form;
  const imageRequired = shape.image === 'always' || (shape.image === 'onCreate' && mode === 'add');
  const uploading = pending && progress !== null;
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('nameEn')}
          lang="en"
          dir="ltr"
          autoComplete="off"
          required
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          {...register('nameEn')}
        />
        <TextField
          label={t('nameAr')}
          lang="ar"
          dir="rtl"
          autoComplete="off"
          required
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          {...register('nameAr')}
        />
        {shape.tagsAndOrder && (
          <>
            <TextField
              label={t('tags')}
              description={t('tagsHint')}
              autoComplete="off"
              required
              maxLength={CATALOGUE_TAGS_MAX_LENGTH}
              {...register('tags')}
            />
            <TextField label={t('order')} inputMode="decimal" autoComplete="off" required {...register('order')} />
          </>
        )}
      </div>
      {shape.image !== 'none' && (
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <CatalogueImageField
              label={imageLabel}
              name={field.name}
              value={field.value}
              onChange={(file) => {
                field.onChange(file);
                if (file) form.clearErrors('image');
              }}
              onBlur={field.onBlur}
              required={imageRequired}
              keepsCurrent={mode === 'edit' && !imageRequired}
              selectMessage={messages.image}
              disabled={pending}
            />
          )}
        />
      )}
      {uploading && (
        <div data-slot="catalogue-upload-progress" className="flex items-center gap-3">
          <Spinner size="sm" label={t('uploading')} />
          <ProgressBar value={progress} label={t('uploadProgress')} />
        </div>
      )}
    </StaffForm>
  );
}

/** A catalogue's "Add …" / "Update …" modal (one modal; its mode follows the selected item). Closing it resets the form. */
export function CatalogueFormDialog({ open, defaultOpen, onOpenChange, trigger, ...form }: CatalogueFormDialogProps) {
  const texts = useCatalogueTexts(form.kind);
  return (
    <StaffFormDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={form.mode === 'add' ? texts.addTitle : texts.updateTitle}
    >
      <CatalogueForm {...form} />
    </StaffFormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog';
import { FileField } from '../../../components/files';
import { Form, TextField } from '../../../components/forms';
import { ProgressBar } from '../../../components/progress-bar';
import { Spinner } from '../../../components/spinner';
import { StaffAlert } from '../staff/staff-alert';
import {
  createPromoVideoSchema,
  PROMO_NAME_MAX_LENGTH,
  PROMO_VIDEO_ACCEPT,
  PROMO_VIDEO_MAX_BYTES,
  PROMO_VIDEO_MAX_SECONDS,
  type PromoVideoFormFields,
  type PromoVideoFormValues,
} from './add-promo-video.schema';

export interface AddPromoVideoDialogProps {
  open: boolean;
  /** Closing while an upload runs is the way to cancel it (the screen aborts the upload). */
  onOpenChange: (open: boolean) => void;
  /** Sends the video. A rejected promise keeps the modal open with its values. */
  onSubmit: (values: PromoVideoFormValues) => void | Promise<void>;
  /** The upload's progress in percent while it runs; null (or left out) otherwise. */
  progress?: number | null;
  /** The server's refusal of the last upload, shown in the modal. */
  error?: string;
  /** Reads a chosen video's length in seconds; the browser's `<video>` metadata by default. */
  readDuration?: (file: File) => Promise<number | null>;
}

/**
 * + ADD PROMO VIDEO (000 §2.5, §5, §9): one video file, refused as it is
 * chosen when it is not a video ("Please select a video"), larger than
 * 20,000,000 bytes ("File too big, please select a file less than 20MB") or
 * longer than 2 minutes ("Video is too long! …"); an optional name. While it
 * uploads, the modal shows the percentage with a spinner.
 */
export function AddPromoVideoDialog({
  open,
  onOpenChange,
  onSubmit,
  progress = null,
  error,
  readDuration,
}: AddPromoVideoDialogProps) {
  const { t } = useTranslation('promoVideos');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('addTitle')}</DialogTitle>
          <DialogDescription>{t('addDescription')}</DialogDescription>
        </DialogHeader>
        {/* Inside the content: a closed modal unmounts it, so the form starts empty each time. */}
        <PromoVideoForm onSubmit={onSubmit} progress={progress} error={error} readDuration={readDuration} />
      </DialogContent>
    </Dialog>
  );
}

interface PromoVideoFormProps extends Pick<AddPromoVideoDialogProps, 'onSubmit' | 'error' | 'readDuration'> {
  progress: number | null;
}

function PromoVideoForm({ onSubmit, progress, error, readDuration }: PromoVideoFormProps) {
  const { t } = useTranslation('promoVideos');
  const schema = useMemo(
    () => createPromoVideoSchema({ selectVideo: t('selectVideo'), nameTooLong: t('nameTooLong') }),
    [t],
  );
  const form = useForm<PromoVideoFormFields, unknown, PromoVideoFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { video: null, name: '' },
  });
  const uploading = progress !== null;
  const submit = async (values: PromoVideoFormValues) => {
    try {
      await onSubmit(values);
    } catch {
      // The screen shows the refusal (`error`); the modal stays open with its values.
    }
  };
  return (
    <Form form={form} onSubmit={submit}>
      <Controller
        control={form.control}
        name="video"
        render={({ field }) => (
          <FileField
            label={t('video')}
            accept={PROMO_VIDEO_ACCEPT}
            maxSize={PROMO_VIDEO_MAX_BYTES}
            maxDuration={PROMO_VIDEO_MAX_SECONDS}
            messages={{ wrongType: t('selectVideo'), tooLarge: t('videoTooBig'), tooLong: t('videoTooLong') }}
            readDuration={readDuration}
            required
            disabled={uploading}
            name={field.name}
            value={field.value}
            onChange={(file) => {
              field.onChange(file);
              if (file) form.clearErrors('video');
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        label={t('name')}
        description={t('nameHint')}
        maxLength={PROMO_NAME_MAX_LENGTH}
        disabled={uploading}
        {...form.register('name')}
      />
      {uploading && (
        <div data-slot="promo-upload-progress" className="flex items-center gap-3">
          <Spinner size="sm" label={t('uploading')} />
          <ProgressBar value={progress} label={t('uploadProgress')} />
        </div>
      )}
      {error && !uploading && <StaffAlert>{error}</StaffAlert>}
      <DialogFooter>
        {/* Through the dialog: with a video chosen it asks "Discard changes?" first. */}
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={uploading}>
          {t('upload')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

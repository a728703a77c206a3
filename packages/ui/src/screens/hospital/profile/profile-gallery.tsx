import type { HospitalGalleryImage } from '@aafiya/api-client';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileField } from '../../../components/files';
import { IconButton } from '../../../components/icon-button';
import { Spinner } from '../../../components/spinner';

/** Gallery images: JPEG or PNG up to 5,242,880 bytes, as the server checks them (by content). */
export const GALLERY_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024;

export interface ProfileGalleryProps {
  images: readonly HospitalGalleryImage[];
  /** Uploads a chosen image; resolves when done (the screen shows the toast). */
  onUpload?: (file: File) => Promise<unknown>;
  /** Deletes an image after the confirmation; rejects to keep the question open. */
  onDelete?: (imageId: string) => Promise<void>;
  uploading?: boolean;
  /** The heading's level: 3 under the hospital's name, 2 where the gallery is a tab of its own (the vendor's Images). */
  headingLevel?: 2 | 3;
}

/** The hospital's (and the vendor's) picture gallery: each image with its Delete, and a picker that uploads the chosen image. */
export function ProfileGallery({
  images,
  onUpload,
  onDelete,
  uploading = false,
  headingLevel = 3,
}: ProfileGalleryProps) {
  const { t } = useTranslation('hospitalProfile');
  const headingId = useId();
  // The picker is emptied after each upload by giving it a new key.
  const [pickerKey, setPickerKey] = useState(0);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function upload(file: File | null) {
    if (!file || !onUpload) return;
    try {
      await onUpload(file);
    } finally {
      setPickerKey((key) => key + 1);
    }
  }

  return (
    <section aria-labelledby={headingId} data-slot="profile-gallery" className="flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-semibold">
        {t('gallery')}
      </Heading>
      {images.length === 0 ? (
        <p className="text-sm text-foreground-muted">{t('galleryEmpty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="relative overflow-hidden rounded-md border border-border bg-neutral-100">
              <img
                src={image.url}
                alt={t('galleryImage', { number: index + 1 })}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              {onDelete && (
                <ConfirmDialog
                  onConfirm={() => onDelete(image.id)}
                  trigger={
                    <IconButton
                      variant="secondary"
                      size="sm"
                      label={t('deleteImage', { number: index + 1 })}
                      className="absolute end-2 top-2"
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {onUpload && (
        <div className="flex max-w-md flex-col gap-2">
          <FileField
            key={pickerKey}
            label={t('addImage')}
            description={t('addImageHint')}
            accept={GALLERY_ACCEPT}
            maxSize={GALLERY_MAX_BYTES}
            messages={{ tooLarge: t('galleryTooLarge') }}
            disabled={uploading}
            onChange={(file) => void upload(file)}
          />
          {uploading && (
            <div className="flex items-center gap-2 text-sm text-foreground-muted">
              <Spinner size="sm" label={t('uploading')} />
              <span aria-hidden="true">{t('uploading')}</span>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

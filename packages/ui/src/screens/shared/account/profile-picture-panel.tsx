import { LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageCropField } from '../../../components/files';
import { PendingWorkContext, settledWithin, useOwnPendingWork } from '../../../components/forms';

/**
 * The profile picture of an account (000 §5, §9; 001 §5 "Profile picture"):
 * jpg or jpeg, one file, at most 500 KB, cropped 250 × 250, zoom 1 to 2. The
 * hospital's rule; 001 shows no limits for the doctor's picture and the
 * contract applies the same ones to his upload (and the nurse's and
 * receptionist's). Shared by the hospital's, the doctor's, the nurse's and the
 * receptionist's account forms; its texts are the
 * `hospitalProfile` namespace's, where they were first written.
 */
export const PICTURE_ACCEPT = 'image/jpeg,.jpg,.jpeg';
export const PICTURE_MAX_BYTES = 500 * 1024;
const CROP = { width: 250, height: 250 };

export interface ProfilePictureActions {
  /** Uploads the cropped JPEG; resolves when done (the screen shows the toast), rejects on failure. */
  onUpload?: (file: File) => Promise<void>;
  /** Removes the picture after the confirmation; rejects to keep the question open. */
  onRemove?: () => Promise<void>;
  uploading?: boolean;
}

export type ProfilePicturePanelProps = ProfilePictureActions & {
  /** The current picture, if any. */
  image?: string;
  name: string;
};

/** The current picture with Remove, and a picker that crops a new one to 250 × 250 and uploads it as a JPEG. */
export function ProfilePicturePanel({ image, name, onUpload, onRemove, uploading = false }: ProfilePicturePanelProps) {
  const { t } = useTranslation('hospitalProfile');
  const headingId = useId();
  const [cropped, setCropped] = useState<File | null>(null);
  // The latest crop, read after waiting for one in progress (a press right after choosing or zooming).
  const latest = useRef<File | null>(null);
  const crop = useOwnPendingWork();
  const [waiting, setWaiting] = useState(false);
  // A successful upload empties the picker by giving it a new key.
  const [pickerKey, setPickerKey] = useState(0);

  function choose(file: File | null) {
    latest.current = file;
    setCropped(file);
  }

  async function upload() {
    if (!onUpload || waiting) return;
    setWaiting(true);
    await settledWithin(crop.work);
    setWaiting(false);
    const file = latest.current;
    if (!file) return;
    try {
      await onUpload(file);
      choose(null);
      setPickerKey((key) => key + 1);
    } catch {
      // The screen shows the failure; the crop stays so the user can try again.
    }
  }

  return (
    <section aria-labelledby={headingId} data-slot="profile-picture" className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('profilePicture')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={image} alt={t('currentPicture')} name={name} size="xl" />
        {image && onRemove && (
          <ConfirmDialog
            title={t('removePictureQuestion')}
            confirmLabel={t('remove')}
            onConfirm={onRemove}
            trigger={
              <Button variant="secondary">
                <Trash2 aria-hidden="true" />
                {t('removePicture')}
              </Button>
            }
          />
        )}
      </div>
      {onUpload && (
        <div className="flex flex-col gap-3">
          <PendingWorkContext.Provider value={crop.work}>
            <ImageCropField
              key={pickerKey}
              label={t('newPicture')}
              description={t('pictureHint')}
              accept={PICTURE_ACCEPT}
              maxSize={PICTURE_MAX_BYTES}
              messages={{ tooLarge: t('pictureTooLarge'), wrongType: t('pictureWrongType') }}
              cropSize={CROP}
              maxOutputSize={CROP}
              disabled={uploading}
              onChange={choose}
            />
          </PendingWorkContext.Provider>
          <Button
            className="self-start"
            disabled={!cropped && !crop.pending}
            aria-disabled={uploading || waiting || undefined}
            onClick={() => void (uploading ? undefined : upload())}
          >
            {uploading || waiting ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {t('uploadPicture')}
          </Button>
        </div>
      )}
    </section>
  );
}

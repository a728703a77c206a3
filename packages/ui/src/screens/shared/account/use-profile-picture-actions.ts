import type { SessionUser } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import type { ProfilePictureActions } from './profile-picture-panel';

/** The two calls behind a profile picture (e.g. the hospital's or the doctor's upload and delete mutations). */
export interface ProfilePictureMutations {
  /** Uploads the cropped JPEG for the account `id`; resolves with the record, its new `image` included. */
  upload: {
    isPending: boolean;
    mutateAsync: (variables: { id: string; file: File }) => Promise<{ image?: string | undefined }>;
  };
  /** Removes the picture of the account `id`. */
  remove: { mutateAsync: (id: string) => Promise<unknown> };
}

/**
 * A profile picture on the API (000 §8, 001 §8 "Profile pictures"): "Profile
 * picture updated" / "Failed to update profile picture", "Profile picture
 * deleted" / "Failed to delete profile picture". The new picture goes to
 * `onUserChange` (the app refreshes the stored user and the top bar). Nothing
 * to do without an id.
 */
export function useProfilePictureActions(
  id: string | null,
  { upload, remove }: ProfilePictureMutations,
  onUserChange?: (changes: Partial<SessionUser>) => void,
): ProfilePictureActions {
  const { t } = useTranslation('hospitalProfile');
  if (!id) return {};
  return {
    uploading: upload.isPending,
    onUpload: async (file) => {
      try {
        const record = await upload.mutateAsync({ id, file });
        toast.success(t('pictureUpdated'));
        onUserChange?.({ image: record.image });
      } catch (error) {
        toast.error(t('pictureUpdateFailed'));
        throw error;
      }
    },
    onRemove: async () => {
      try {
        await remove.mutateAsync(id);
        toast.success(t('pictureDeleted'));
        onUserChange?.({ image: undefined });
      } catch (error) {
        toast.error(t('pictureDeleteFailed'));
        throw error;
      }
    },
  };
}

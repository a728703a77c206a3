import {
  registrationErrorMessage,
  type SessionUser,
  useDeleteHospitalGalleryImage,
  useDeleteHospitalPicture,
  useUploadHospitalGalleryImage,
  useUploadHospitalPicture,
} from '@aafiya/api-client';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toaster';
import type { ProfileGalleryProps } from './profile-gallery';
import type { ProfilePictureActions } from './profile-picture-panel';

/**
 * The gallery on the API: upload ("Image Uploaded Successfully", else the
 * server's message or "Something went wrong") and delete ("Hospital gallery
 * image deleted" / "Failed to delete image").
 */
export function useGalleryActions(hospitalId: string | null): Omit<ProfileGalleryProps, 'images'> {
  const { t } = useTranslation('hospitalProfile');
  const upload = useUploadHospitalGalleryImage();
  const remove = useDeleteHospitalGalleryImage();
  if (!hospitalId) return {};
  return {
    uploading: upload.isPending,
    onUpload: async (file) => {
      try {
        await upload.mutateAsync({ id: hospitalId, file });
        toast.success(t('imageUploaded'));
      } catch (error) {
        toast.error(registrationErrorMessage(error, t('somethingWrong')));
      }
    },
    onDelete: async (imageId) => {
      try {
        await remove.mutateAsync({ id: hospitalId, imageId });
        toast.success(t('imageDeleted'));
      } catch (error) {
        toast.error(t('imageDeleteFailed'));
        throw error;
      }
    },
  };
}

/**
 * The profile picture on the API: "Profile picture updated" / "Failed to
 * update profile picture", "Profile picture deleted" / "Failed to delete
 * profile picture". The new picture goes to the stored user too.
 */
export function usePictureActions(
  hospitalId: string | null,
  onUserChange?: (changes: Partial<SessionUser>) => void,
): ProfilePictureActions {
  const { t } = useTranslation('hospitalProfile');
  const upload = useUploadHospitalPicture();
  const remove = useDeleteHospitalPicture();
  if (!hospitalId) return {};
  return {
    uploading: upload.isPending,
    onUpload: async (file) => {
      try {
        const hospital = await upload.mutateAsync({ id: hospitalId, file });
        toast.success(t('pictureUpdated'));
        onUserChange?.({ image: hospital.image });
      } catch (error) {
        toast.error(t('pictureUpdateFailed'));
        throw error;
      }
    },
    onRemove: async () => {
      try {
        await remove.mutateAsync(hospitalId);
        toast.success(t('pictureDeleted'));
        onUserChange?.({ image: undefined });
      } catch (error) {
        toast.error(t('pictureDeleteFailed'));
        throw error;
      }
    },
  };
}

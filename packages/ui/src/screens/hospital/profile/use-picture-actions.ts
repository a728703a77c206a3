import {
  registrationErrorMessage,
  type SessionUser,
  useDeleteHospitalGalleryImage,
  useDeleteHospitalPicture,
  useUploadHospitalGalleryImage,
  useUploadHospitalPicture,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import type { ProfilePictureActions } from '../../shared/account/profile-picture-panel';
import { useProfilePictureActions } from '../../shared/account/use-profile-picture-actions';
import type { ProfileGalleryProps } from './profile-gallery';

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
 * The hospital's profile picture on the API (`PUT /hospitals/uploadProfilePicture/{id}`,
 * `DELETE /hospitals/deleteProfileImage/{id}`) with the shared toasts; the new
 * picture goes to the stored user too.
 */
export function usePictureActions(
  hospitalId: string | null,
  onUserChange?: (changes: Partial<SessionUser>) => void,
): ProfilePictureActions {
  const upload = useUploadHospitalPicture();
  const remove = useDeleteHospitalPicture();
  return useProfilePictureActions(hospitalId, { upload, remove }, onUserChange);
}

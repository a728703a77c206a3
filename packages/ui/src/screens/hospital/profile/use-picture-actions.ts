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

/** The two calls behind a gallery (e.g. the hospital's or the vendor's upload and delete mutations). */
export interface GalleryMutations {
  upload: { isPending: boolean; mutateAsync: (variables: { id: string; file: File }) => Promise<unknown> };
  remove: { mutateAsync: (variables: { id: string; imageId: string }) => Promise<unknown> };
}

/** A gallery's toasts, in the owner's words. */
export interface GalleryToasts {
  uploaded: string;
  /** When the server gives no message. */
  uploadFailed: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * A gallery on the API: upload (`texts.uploaded`, else the server's message or
 * `texts.uploadFailed`) and delete (`texts.deleted` / `texts.deleteFailed`).
 * Nothing to do without an id.
 */
export function useGalleryToastActions(
  id: string | null,
  { upload, remove }: GalleryMutations,
  texts: GalleryToasts,
): Omit<ProfileGalleryProps, 'images'> {
  if (!id) return {};
  return {
    uploading: upload.isPending,
    onUpload: async (file) => {
      try {
        await upload.mutateAsync({ id, file });
        toast.success(texts.uploaded);
      } catch (error) {
        toast.error(registrationErrorMessage(error, texts.uploadFailed));
      }
    },
    onDelete: async (imageId) => {
      try {
        await remove.mutateAsync({ id, imageId });
        toast.success(texts.deleted);
      } catch (error) {
        toast.error(texts.deleteFailed);
        throw error;
      }
    },
  };
}

/**
 * The hospital's gallery on the API: upload ("Image Uploaded Successfully",
 * else the server's message or "Something went wrong") and delete ("Hospital
 * gallery image deleted" / "Failed to delete image").
 */
export function useGalleryActions(hospitalId: string | null): Omit<ProfileGalleryProps, 'images'> {
  const { t } = useTranslation('hospitalProfile');
  const upload = useUploadHospitalGalleryImage();
  const remove = useDeleteHospitalGalleryImage();
  return useGalleryToastActions(
    hospitalId,
    { upload, remove },
    {
      uploaded: t('imageUploaded'),
      uploadFailed: t('somethingWrong'),
      deleted: t('imageDeleted'),
      deleteFailed: t('imageDeleteFailed'),
    },
  );
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

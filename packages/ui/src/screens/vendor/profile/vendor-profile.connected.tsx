import {
  type HospitalPoint,
  registrationErrorMessage,
  type SessionUser,
  type StaffAccountInput,
  useApi,
  useDeleteVendorGalleryImage,
  useDeleteVendorPicture,
  useUpdateVendorLocation,
  useUpdateVendorProfile,
  useUploadVendorGalleryImage,
  useUploadVendorPicture,
  useVendorProfile,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import type { Geocoder, MapConfig } from '../../../components/maps';
import { toast } from '../../../components/toaster';
import { useGalleryToastActions } from '../../hospital/profile/use-picture-actions';
import { useProfilePictureActions } from '../../shared/account/use-profile-picture-actions';
import { VendorProfileView } from './vendor-profile';

export interface VendorProfileScreenProps {
  /**
   * The stored user's changes: the names and email after a save, the picture
   * after an upload or removal (the app refreshes the top bar, e.g.
   * `useStoredUserUpdate()`).
   */
  onUserChange?: (changes: Partial<SessionUser>) => void;
  /** Place search; by default the map's (the configured geocoder, else the packaged UAE gazetteer). */
  geocode?: Geocoder;
  /** Map tiles; the nearest MapConfigProvider's when not given. */
  mapConfig?: MapConfig;
  className?: string;
}

/**
 * /vendor/profile on the API: the signed-in vendor (the session's
 * referenceId) from `GET /vendors/{id}`; the profile form and Update Location
 * (`PUT /vendors/{id}`: "Vendor profile updated", else 'Problem while
 * updating the vendor' with the server's message under it), the profile
 * picture (002 §8: "Profile picture updated" / "Failed to update profile
 * picture", "Profile picture deleted" / "Failed to delete profile picture")
 * and the gallery ("Image Uploaded Successfully", "Vandor gallery image
 * deleted" / "Failed to delete image"). After Update Location the vendor is
 * asked for again (002 §9 reloads the page after 2 s instead).
 */
export function VendorProfileScreen({ onUserChange, geocode, mapConfig, className }: VendorProfileScreenProps) {
  const { t } = useTranslation('vendor');
  const vendorId = useApi().session.getReferenceId();
  const query = useVendorProfile(vendorId);
  const update = useUpdateVendorProfile();
  const moveTo = useUpdateVendorLocation();
  const picture = useProfilePictureActions(
    vendorId,
    { upload: useUploadVendorPicture(), remove: useDeleteVendorPicture() },
    onUserChange,
  );
  const images = useGalleryToastActions(
    vendorId,
    { upload: useUploadVendorGalleryImage(), remove: useDeleteVendorGalleryImage() },
    {
      uploaded: t('profileImageUploaded'),
      uploadFailed: t('profileImageUploadFailed'),
      deleted: t('profileImageDeleted'),
      deleteFailed: t('profileImageDeleteFailed'),
    },
  );

  function refused(error: unknown) {
    const detail = registrationErrorMessage(error, '');
    toast.error(t('profileUpdateFailed'), detail ? { description: detail } : undefined);
  }

  async function saveAccount(input: StaffAccountInput): Promise<boolean> {
    if (!vendorId) return false;
    try {
      const vendor = await update.mutateAsync({ id: vendorId, input });
      toast.success(t('profileUpdated'));
      onUserChange?.({ firstName: vendor.firstName, lastName: vendor.lastName, email: vendor.email });
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  }

  async function saveLocation(point: HospitalPoint): Promise<boolean> {
    if (!vendorId) return false;
    try {
      await moveTo.mutateAsync({ id: vendorId, point });
      toast.success(t('profileUpdated'));
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  }

  return (
    <VendorProfileView
      className={className}
      status={query.data ? 'ready' : query.isError || !vendorId ? 'error' : 'loading'}
      vendor={query.data}
      onRetry={vendorId ? () => void query.refetch() : undefined}
      account={{
        onSave: saveAccount,
        saving: update.isPending,
        saveError: update.error ? registrationErrorMessage(update.error, t('profileUpdateFailed')) : undefined,
        picture,
      }}
      images={images}
      location={{ onSave: saveLocation, saving: moveTo.isPending, geocode, mapConfig }}
    />
  );
}

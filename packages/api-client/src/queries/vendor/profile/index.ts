// The vendor's own profile (#23): its record as the three tabs show it, the account form, picture, gallery and
// location calls.
export {
  toVendorProfile,
  useVendorProfile,
  type VendorProfile,
  vendorGalleryImageId,
  vendorQuery,
} from './vendor-profile';
export {
  toVendorAccountBody,
  toVendorLocationBody,
  useDeleteVendorGalleryImage,
  useDeleteVendorPicture,
  useUpdateVendorLocation,
  useUpdateVendorProfile,
  useUploadVendorGalleryImage,
  useUploadVendorPicture,
} from './vendor-profile-mutations';

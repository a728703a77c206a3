import type { Catalog } from './messages';

/**
 * Texts of the hospital profile (000 §2.5 "Hospital profile", §5, §8). English
 * keeps the specification's wording where it gives one; texts it does not
 * show are ours and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/hospital-profile.ar.ts has the Arabic).
 */
export default {
  title: 'Profile', // (ours: the user menu's entry)
  tabs: 'Profile sections', // (ours)
  tabProfile: 'Hospital Profile',
  tabAccount: 'Account',
  tabLocation: 'Location',
  loadFailed: 'Problem while fetching hospital profile',
  loadFailedHint: 'Unable to load hospital information.',
  // Hospital Profile tab
  hospitalPhoto: 'Photo of {{name}}', // (ours)
  typeHospital: 'Hospital',
  typeClinic: 'Clinic',
  notRated: 'Not rated yet', // (ours)
  hoursLabel: 'Opening hours', // (ours)
  hours: '{{opening}} – {{closing}}', // (ours)
  openNow: 'Open Now',
  about: 'About',
  noAbout: 'No description yet.', // (ours)
  services: 'Services',
  noServices: 'No services yet.', // (ours)
  update: 'Update',
  // Gallery
  gallery: 'Gallery',
  galleryEmpty: 'No images yet.', // (ours)
  galleryImage: 'Gallery image {{number}}', // (ours)
  deleteImage: 'Delete image {{number}}', // (ours)
  addImage: 'Add an image', // (ours)
  addImageHint: 'JPG or PNG, up to 5 MB.', // (ours)
  galleryTooLarge: 'File too big, please select a file less than 5MB', // (ours, after the video's wording)
  uploading: 'Uploading…', // (ours)
  imageUploaded: 'Image Uploaded Successfully',
  imageDeleted: 'Hospital gallery image deleted',
  imageDeleteFailed: 'Failed to delete image',
  somethingWrong: 'Something went wrong',
  // Update modal
  updateTitle: 'Update Hospital', // (ours)
  updateHint: 'Fields marked * are required.', // (ours)
  name: 'Name',
  openingTime: 'Opening Time',
  closingTime: 'Closing Time',
  type: 'Type',
  insurances: 'Insurances',
  required: 'Required',
  servicesRequired: 'Services are required',
  cancel: 'Cancel',
  saving: 'Saving…', // (ours)
  hospitalUpdated: 'Hospital profile updated',
  updateFailed: 'Problem while updating the hospital',
  // Account tab
  accountTitle: 'Account details', // (ours)
  tradeLicenseNo: 'Trade License Number',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordHint: 'Leave empty to keep the current password.', // (ours)
  profilePicture: 'Profile Picture',
  newPicture: 'New picture', // (ours)
  pictureHint: 'JPG or JPEG, up to 500 KB. It is cropped to 250 × 250.', // (ours)
  currentPicture: 'Current profile picture', // (ours)
  pictureTooLarge: 'Size should be less than or equal to 500 KB',
  pictureWrongType: 'Only JPG or JPEG images are allowed', // (ours)
  uploadPicture: 'Upload picture', // (ours)
  removePicture: 'Remove picture', // (ours)
  removePictureQuestion: 'Remove the profile picture?', // (ours)
  remove: 'Remove', // (ours)
  pictureUpdated: 'Profile picture updated',
  pictureDeleted: 'Profile picture deleted',
  pictureUpdateFailed: 'Failed to update profile picture',
  pictureDeleteFailed: 'Failed to delete profile picture',
  // Location tab
  locationTitle: 'Hospital location', // (ours)
  locationHint: 'Click the map or drag the marker to the hospital, or search for a place.', // (ours)
  selectLocation: 'Please select hospital location',
  updateLocation: 'Update Location',
} satisfies Catalog;

import type { Catalog } from './messages';

/**
 * Texts of the admin back office's catalogue screens (002 "Admin area", §5, §8; #22). English is the
 * specification's wording where it gives one (validation messages, toasts, failed loads, "Categories"); the rest
 * is ours and marked "(ours)". Each catalogue's texts share a prefix (speciality…, insurance…, packageCategory…,
 * category…, addon…, vendor…): the screens' building block reads them by it.
 *
 * English (loaded alone: messages/admin-catalogues.ar.ts has the Arabic).
 */
export default {
  // Specialities (002 §5 "Speciality", §8)
  specialityTitle: 'Specialities',
  specialityAdd: '+ Add Speciality', // (ours)
  specialityAddTitle: 'Add Speciality', // (ours)
  specialityUpdateTitle: 'Update Speciality', // (ours)
  specialityEmpty: 'No specialities yet.', // (ours)
  specialityFailed: 'Problem while getting specialities',
  specialityCreated: 'Speciality created successfully',
  specialityUpdated: 'Speciality updated successfully',
  specialityDeleted: 'Speciality deleted successfully',
  // Insurances (002 §5 "Insurance", §8: no update toast is given, so ours follows the others)
  insuranceTitle: 'Insurances',
  insuranceAdd: '+ Add Insurance', // (ours)
  insuranceAddTitle: 'Add Insurance', // (ours)
  insuranceUpdateTitle: 'Update Insurance', // (ours)
  insuranceEmpty: 'No insurances yet.', // (ours)
  insuranceFailed: 'Problem while getting insurances',
  insuranceCreated: 'Insurance created successfully',
  insuranceUpdated: 'Insurance updated successfully', // (ours)
  insuranceDeleted: 'Insurance deleted successfully',
  // Package categories (002 §5 "Package category", §8: deleting one toasts "Vendor Type Deleted Successfully")
  packageCategoryTitle: 'Package Categories', // (ours; the menu entry is "Package Category")
  packageCategoryAdd: '+ Add Package Category', // (ours)
  packageCategoryAddTitle: 'Add Package Category', // (ours)
  packageCategoryUpdateTitle: 'Update Package Category', // (ours)
  packageCategoryEmpty: 'No package categories yet.', // (ours)
  packageCategoryFailed: 'Problem while getting package categories', // (ours, as the spec's other lists)
  packageCategoryCreated: 'Package Category Added Successfully',
  packageCategoryUpdated: 'Package Category Updated Successfully',
  packageCategoryDeleted: 'Vendor Type Deleted Successfully',
  // Categories (002 §2: "Cards titled Categories", the modal's button labelled speciality)
  categoryTitle: 'Categories',
  categoryAdd: '+ Add Category', // (ours)
  categoryAddTitle: 'Add Category', // (ours)
  categoryUpdateTitle: 'Update Category', // (ours)
  categorySubmitAdd: 'Add Speciality',
  categorySubmitUpdate: 'Update Speciality',
  categoryEmpty: 'No categories yet.', // (ours)
  categoryFailed: 'Problem while getting categories',
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  // Addons (002 §5 "Addon", §8)
  addonTitle: 'Addons',
  addonAdd: '+ Add Addon', // (ours)
  addonAddTitle: 'Add Addon', // (ours)
  addonUpdateTitle: 'Update Addon', // (ours)
  addonEmpty: 'No addons yet.', // (ours)
  addonFailed: 'Problem while getting addons',
  addonCreated: 'Addon created successfully',
  addonUpdated: 'Addon update successfully',
  addonDeleted: 'Addon deleted successfully',
  // Vendors (002 §5 "Vendor (admin form)", §8)
  vendorTitle: 'Vendors',
  vendorAdd: '+ Add Vendor', // (ours)
  vendorAddTitle: 'Add Vendor', // (ours)
  vendorUpdateTitle: 'Update Vendor', // (ours)
  vendorEmpty: 'No vendors yet.', // (ours)
  vendorFailed: 'Problem while getting vendors',
  vendorCreated: 'Vendor created successfully',
  vendorUpdated: 'Vendor update successfully',
  vendorDeleted: 'Vendor deleted successfully',
  vendorAccountHint: 'The vendor is e-mailed a link to choose a password.', // (ours)
  firstName: 'First Name',
  lastName: 'Last Name',
  branchName: 'Branch Name',
  email: 'Email',
  address: 'Address',
  phoneNo: 'Phone',
  about: 'About',
  // The cards and the form fields
  actionsFor: 'Actions for {{name}}', // (ours)
  update: 'Update',
  nameEn: 'Name (English)', // (ours)
  nameAr: 'Name (Arabic)', // (ours)
  tags: 'Tags',
  tagsHint: 'Search tags, separated by commas', // (ours)
  order: 'Order',
  orderValue: 'Order: {{order}}', // (ours)
  logo: 'Logo',
  image: 'Image',
  imageHint: 'One JPG or PNG image of at most 5 MB.', // (ours)
  imageKept: 'Leave empty to keep the current image.', // (ours)
  uploading: 'Uploading…', // (ours)
  uploadProgress: 'Upload progress', // (ours)
  // Validation (002 §5, word for word; the addon's Arabic message ends in a space in the specification)
  required: 'Required',
  requiredInEnglish: 'Required ( In English )',
  requiredInArabic: 'Required ( In Arabic )',
  addonRequiredInArabic: 'Required ( In Arabic ) ',
  requiredEnglish: 'Required ( English )',
  requiredArabic: 'Required ( Arabic )',
  orderMustBeNumber: 'Order must be a number',
  selectImage: 'Please select image',
  selectAnImage: 'Please select an image',
  fileTooBig: 'File too Big, please select a file less than 5mb',
} satisfies Catalog;

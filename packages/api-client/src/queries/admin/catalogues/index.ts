// The admin's catalogues (002 "Admin area", §3, §5, §7): specialities (paged by the API), insurances, package
// categories, categories, addons and vendors; their lists as view models, and create, update and delete (images
// as multipart with upload progress).
export { IMAGE_REQUIRED_MESSAGE } from './catalogue-mutation';
export {
  type CatalogueImageInput,
  type CatalogueItemView,
  type CatalogueNamesInput,
  type CataloguePage,
  type InsuranceView,
  type PackageCategoryView,
  type SpecialityInput,
  type SpecialityView,
  toCatalogueItem,
  toImageCatalogueBody,
  toInsurance,
  toNamesBody,
  toPackageCategory,
  toSpeciality,
  toSpecialityBody,
  toVendor,
  toVendorBody,
  toVendorInput,
  type UploadProgress,
  type VendorInput,
  type VendorView,
} from './catalogue-views';
export {
  adminSpecialitiesQuery,
  useAdminSpecialities,
  useCreateSpeciality,
  useDeleteSpeciality,
  useUpdateSpeciality,
} from './specialities';
export {
  adminInsurancesQuery,
  useAdminInsurances,
  useCreateInsurance,
  useDeleteInsurance,
  useUpdateInsurance,
} from './insurances';
export {
  adminPackageCategoriesQuery,
  PACKAGE_CATEGORY_IMAGE_REQUIRED,
  useAdminPackageCategories,
  useCreatePackageCategory,
  useDeletePackageCategory,
  useUpdatePackageCategory,
} from './package-categories';
export {
  adminCategoriesQuery,
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from './categories';
export { adminAddonsQuery, useAdminAddons, useCreateAddon, useDeleteAddon, useUpdateAddon } from './addons';
export { adminVendorsQuery, useAdminVendors, useCreateVendor, useDeleteVendor, useUpdateVendor } from './vendors';

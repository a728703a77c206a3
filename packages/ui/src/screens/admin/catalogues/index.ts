// The admin's catalogue screens (002 "Admin area"): each a view (props and callbacks) and its connected screen.
export { AdminAddonsScreen } from './addons.connected';
export { AddonsView } from './addons';
export { AdminCategoriesScreen } from './categories.connected';
export { CategoriesView } from './categories';
export { AdminInsurancesScreen } from './insurances.connected';
export { InsurancesView } from './insurances';
export { AdminPackageCategoriesScreen } from './package-categories.connected';
export { PackageCategoriesView } from './package-categories';
export { AdminSpecialitiesScreen } from './specialities.connected';
export { SpecialitiesView } from './specialities';
export { AdminVendorsScreen } from './vendors.connected';
export { VendorsView } from './vendors';
export { CatalogueSection, type CatalogueListProps, type CatalogueSectionProps } from './catalogue-section';
export { CatalogueFormDialog, type CatalogueFormDialogProps } from './catalogue-form-dialog';
export { VendorFormDialog, type VendorFormDialogProps } from './vendor-form-dialog';

export { VendorPackagesView, type VendorPackagesViewProps } from './vendor-packages';
export { VendorPackagesScreen } from './vendor-packages.connected';

export { VendorProfileView, type VendorProfileTab, type VendorProfileViewProps } from './vendor-profile';
export { VendorProfileScreen, type VendorProfileScreenProps } from './vendor-profile.connected';

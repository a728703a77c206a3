// `@aafiya/ui/pharmacy`: the pharmacy area's screens (001 §2 "Pharmacy area", made real by #21), each folder named
// after its route: `/pharmacy` → dispensed-prescriptions/, `/pharmacy/scan-qr-prescription` → scan-prescription/,
// `/pharmacy/pharmacy-details` → pharmacy-details/. The account (/pharmacy/profile) is `@aafiya/ui/shared`'s
// StaffAccountScreen, kind 'pharmacy'.
export * from './dispensed-prescriptions';
export * from './pharmacy-details';
export * from './scan-prescription';

// `@aafiya/ui/hospital`: the screens of the hospital area (apps/hospital), each
// folder named after its route (`/promos` → promos/, `/lab-info/:id` → lab-info/,
// the dashboard at `/` → home/). staff/, staff-forms/, provider-schedule/ and
// service-details/ are parts several of these screens share; they stay internal.
export * from './home';
export * from './doctors';
export * from './nurse';
export * from './laboratory';
export * from './receptionist';
export * from './patient';
export * from './services';
export * from './offers';
export * from './promos';
export * from './patient-promo-codes';
export * from './appointments';
export * from './lab-reports';
export * from './claimed-offers';
export * from './doctor-info';
export * from './nurse-info';
export * from './lab-info';
export * from './receptionist-info';
export * from './patient-info';
export * from './profile';
export * from './pcr';
export type { StaffDirectoryStatus } from './staff/staff-directory';

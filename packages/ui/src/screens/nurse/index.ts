// `@aafiya/ui/nurse`: the screens of the nurse area (apps/nurse, 001 §2 "Nurse
// area"), each folder named after its route (`/nurse` → dashboard/,
// `/nurse/schedule` → schedule/, `/nurse/schedule/{doctorId}` → doctor-schedule/,
// `/nurse/patient` → patients/, `/nurse/patient-info/{id}` → patient-info/).
// The doctor cards of /nurse/doctor-schedule are the hospital's
// `DoctorsListScreen` (readOnly, onOpen); the diagnosis screen is
// `@aafiya/ui/clinical`'s, the account form `@aafiya/ui/shared`'s.
export * from './dashboard';
export * from './doctor-schedule';
export * from './patient-info';
export * from './patients';
export * from './schedule';

// `@aafiya/ui/nurse`: the screens of the nurse area (apps/nurse, 001 §2 "Nurse
// area"), each folder named after its route (`/nurse` → dashboard/,
// `/nurse/schedule` → schedule/, `/nurse/patient` → patients/, ...). The
// diagnosis screen is `@aafiya/ui/clinical`'s, the account form
// `@aafiya/ui/shared`'s.
export {};

// `@aafiya/ui/receptionist`: what the receptionist area (apps/receptionist,
// 001 §2 "Receptionist area") has of its own: the gate that loads his
// hospital. Its other screens are the hospital's, through their read-only
// options and that hospital's id; its account page is `StaffAccountScreen`
// (`@aafiya/ui/shared`, kind "receptionist").
export * from './hospital-gate';

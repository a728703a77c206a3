// `@aafiya/ui/receptionist`: what the receptionist area (apps/receptionist,
// 001 §2 "Receptionist area") has of its own. Its other screens are the
// hospital's, through their read-only options and the receptionist's hospital.
export {};

// `@aafiya/ui/doctor`: the screens of the doctor area (apps/doctor, 001 §2
// "Doctor area"), each folder named after its route (`/doctors/appointment` →
// appointments/, `/doctors/lab-results` → lab-results/, ...).
export * from './calendar';
export * from './profile';
export * from './appointments';
export * from './lab-results';
export * from './patients';

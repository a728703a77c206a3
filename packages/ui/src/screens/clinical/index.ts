// `@aafiya/ui/clinical`: screens the clinical areas share (001 §2): the
// diagnosis screen of doctors and nurses (/doctors/patient-info/{id}/{appointmentId},
// /nurse/patient-info/...) and its modals.
export * from './diagnosis';
export * from './papers';

// The patient's own calls (#23 and the patient site's issue): his points, earned and spent.
export * from './points';
export * from './booking';
// The patient dashboard's Family Members and Appointments tabs (#25 items 3 and 4).
export * from './dashboard';
// The patient dashboard's papers and points balance (#25 items 5 and 6: Sick Leaves, QR Prescription, Lab Results).
export * from './papers';

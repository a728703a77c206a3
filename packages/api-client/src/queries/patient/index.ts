// The patient's own calls (#23 and the patient site's issue): his points, earned and spent.
export * from './points';
export * from './booking';

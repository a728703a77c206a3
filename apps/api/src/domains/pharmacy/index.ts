// The pharmacy area's server (#21): its own details and account, and the QR
// prescriptions it scans, dispenses once and lists.
export { dispensingHandlers } from './dispensings';
export { pharmacyAccountHandlers } from './pharmacy-account';

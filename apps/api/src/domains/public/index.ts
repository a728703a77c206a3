// public: what a guest uses (and each account's own user record): sign-in and the e-mailed links, registration,
// the envelope public key, lookups and catalogues, the public hospital list and the doctor directory.
export { authHandlers } from './auth';
export { cryptoHandlers } from './crypto';
export { doctorDirectoryHandlers } from './doctor-directory';
export { hospitalListHandlers } from './hospitals';
export { lookupHandlers } from './lookups';
export { registrationHandlers } from './registration';

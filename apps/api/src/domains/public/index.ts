// public: what a guest uses (and each account's own user record): sign-in and the e-mailed links, registration,
// the envelope public key, lookups and catalogues, the public hospital search and pages, the doctor directory,
// the get-a-quote request.
export { authHandlers } from './auth';
export { cryptoHandlers } from './crypto';
export { doctorDirectoryHandlers } from './doctor-directory';
export { hospitalListHandlers } from './hospitals';
export { lookupHandlers } from './lookups';
export { quoteHandlers } from './quotes';
export { registrationHandlers } from './registration';

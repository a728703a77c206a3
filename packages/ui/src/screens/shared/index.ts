// `@aafiya/ui/shared`: what the sites of several areas use (the area home, the
// not-found and loading pages, the brand mark, the nurse's and receptionist's
// account page). registration-rules/ holds the validation both the public
// registration and the hospital profile use, account/ the account form parts; internal.
export * from './area-home';
export * from './page-not-found';
export * from './brand-mark';
export * from './staff-account';

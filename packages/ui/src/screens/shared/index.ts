// `@aafiya/ui/shared`: what the sites of every area use (the area home, the
// not-found and loading pages, the brand mark). registration-rules/ holds the
// validation both the public registration and the hospital profile use; internal.
export * from './area-home';
export * from './page-not-found';
export * from './brand-mark';

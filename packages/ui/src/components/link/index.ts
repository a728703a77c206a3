export { Link, linkVariants, type LinkProps } from './link';
export { externalRel, isExternalHref } from './is-external-href';

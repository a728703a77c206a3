export { Pager, pagerButtonVariants, type PagerProps } from './pager';
export { pageItems, type PageItem } from './page-items';

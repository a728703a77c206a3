export { BrandMark } from './brand-mark';

export { BrandMark } from './brand-mark';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export { PublicLayout, type PublicLayoutProps } from './public-layout';

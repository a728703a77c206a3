export { IconButton, iconButtonSizes, type IconButtonProps } from './icon-button';

export { CardMenu, type CardMenuAction, type CardMenuProps } from './card-menu';

export {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
  menuItemVariants,
  type MenuItemProps,
  type MenuTriggerProps,
} from './menu';

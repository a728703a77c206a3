export { AppShell, type AppShellProps } from './app-shell';
export { AppShellDrawer, type AppShellDrawerProps } from './app-shell-drawer';
export {
  AppShellLink,
  type AppShellLinkProps,
  type AppShellNavigation,
  type AppShellRenderLink,
} from './app-shell-link';
export { AppShellNav, activeHrefOf, type AppShellNavItem, type AppShellNavProps } from './app-shell-nav';
export { AppShellSearch, type AppShellSearchProps } from './app-shell-search';
export { AppShellUserMenu, type AppShellUser, type AppShellUserMenuProps } from './app-shell-user-menu';

export { AppShell, type AppShellProps } from './app-shell';
// The drawer and the user menu load after the first paint (AppShell imports them lazily).
export type { AppShellDrawerProps } from './app-shell-drawer';
export {
  AppShellLink,
  type AppShellLinkProps,
  type AppShellNavigation,
  type AppShellRenderLink,
} from './app-shell-link';
export { AppShellNav, activeHrefOf, type AppShellNavItem, type AppShellNavProps } from './app-shell-nav';
export { AppShellSearch, type AppShellSearchProps } from './app-shell-search';
export type { AppShellUser, AppShellUserMenuProps } from './app-shell-user-menu';

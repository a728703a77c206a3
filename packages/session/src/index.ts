// Public API of @aafiya/session: what every Aafiya site shares — where each
// role lands, the route guards, the site root (language, API client,
// navigation, toasts, router) and the layouts of role areas and the public site.

// Pure logic
export { areaRoleOf, homeOf, isInsideArea, isRole, LOGIN_PATH, pathnameOf, ROLE_HOMES } from './areas';
export { type GuardDecision, guestOnlyDecision, roleGuardDecision, type SignedIn, signedInRole } from './guards';
export {
  browserLanguageSources,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type LanguageSources,
  readLanguage,
  writeLanguage,
} from './language';
export {
  GUEST_ONLY_PATHS,
  isGuestOnlyPath,
  landingPath,
  loginPathFor,
  REDIRECT_PARAM,
  redirectParamOf,
  safeInternalPath,
} from './redirects';
export { createNotificationBehaviour, NOTIFICATION_RELOAD_DELAY_MS } from './notification-behaviour';
export { siteMapConfig, type SiteEnv } from './site-map-config';
export { sitePushConfig } from './site-push-config';
export { type NavigationTarget, navigationTarget, sitePrefixOf } from './site-navigation';
export { isTokenExpired, tokenExpiry } from './token';

// React
export { type AreaValue, useArea } from './area-context';
export { AreaHomePage, type AreaHomePageProps, NotFoundPage, RoleAreaHomePage } from './area-home-page';
export { AreaNotifications, type AreaNotificationsProps } from './area-notifications';
export { type AreaNavItem, type NavigationLabel, type ShownNavItem, useNavItems } from './area-nav';
export { GuestOnly } from './guest-only';
export { type LanguageChoice, useLanguage } from './language-context';
export { mountSite } from './mount-site';
export { mountPublicSite, mountRoleSite, type RoleSite } from './site-shell';
export { type RouteParams, type SiteRoute, SiteRoutes } from './site-routes';
export { PublicArea } from './public-area';
export { RoleArea, type RoleAreaProps } from './role-area';
export { RoleGuard, type RoleGuardProps } from './role-guard';
export { notifySessionChange, type SessionState, useClearExpiredSession, useSessionState } from './session-state';
export { SiteRoot, type SiteRootProps } from './site-root';
export { refreshStoredUser, useStoredUserUpdate } from './stored-user';
export { SEARCH_PARAM, searchHref, useSearchText, useTopBarSearch } from './top-bar-search';
export { useLogout } from './use-logout';
export { useCurrentPathname, useRequestedPath } from './use-requested-path';
export {
  SIGNED_OUT_PARAM,
  type SignInPage,
  signedOutLoginPath,
  type SignOutReason,
  signOutReasonOf,
  useSignInPage,
} from './use-sign-in';

// The patient site's push messages and account check (002 §4, #25)
export {
  CONGRATULATIONS_TITLE,
  createPatientNotificationBehaviour,
  FORCED_LOGOUT_DELAY_MS,
  type PatientAccountState,
  type PatientNotificationBehaviour,
  type PatientNotificationEffects,
  type PatientSignOutPath,
} from './patient-notification-behaviour';
export { PatientNotifications, type PatientNotificationsProps } from './patient-notifications';

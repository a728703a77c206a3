import { NotFoundPage, RoleAreaHomePage, type SiteRoute } from '@aafiya/session';

/**
 * The routes of the receptionist area, relative to /receptionist. For now its home is the
 * area's welcome with a card per section; the sidebar's other sections fall
 * through to the not-found page until their issues land.
 */
export const routes: readonly SiteRoute[] = [{ path: '/', page: RoleAreaHomePage }, { notFound: NotFoundPage }];

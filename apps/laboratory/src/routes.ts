import { NotFoundPage, RoleAreaHomePage, type SiteRoute } from '@aafiya/session';

/**
 * The routes of the laboratory area, relative to /laboratory. For now its home is the
 * area's welcome with a card per section; the sidebar's other sections fall
 * through to the not-found page until their issues land.
 */
export const routes: readonly SiteRoute[] = [{ path: '/', page: RoleAreaHomePage }, { notFound: NotFoundPage }];

import { useTranslation } from '../../../i18n/use-translation';

export interface PublicNavItem {
  href: string;
  label: string;
}

/**
 * The header's navigation items by role (002, "Public header and footer"):
 * no user counts as a PATIENT, and the Home item is excluded (the brand leads
 * to /). Everyone gets Hospitals and Doctors; a guest Login and Register; a
 * signed-in patient Profile (/profile), another role a link to their area.
 * The legal pages, pharmacies, insurances and the quote page are in the footer.
 */
export function usePublicNavItems(
  signedIn: boolean,
  account: { href: string; kind: 'profile' | 'area' } | undefined,
): PublicNavItem[] {
  const { t } = useTranslation('navigation');
  const own: PublicNavItem[] = signedIn
    ? account
      ? [{ href: account.href, label: account.kind === 'profile' ? t('profile') : t('myArea') }]
      : []
    : [
        { href: '/login', label: t('login') },
        { href: '/select-registeration-type', label: t('register') },
      ];
  return [{ href: '/hospitals', label: t('hospitals') }, { href: '/doctor', label: t('findDoctors') }, ...own];
}

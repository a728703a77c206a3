import { AreaHome, PageNotFound } from '@aafiya/ui';
import { useArea } from './area-context';
import { type AreaNavItem, useNavItems } from './area-nav';
import { useSessionState } from './session-state';

export interface AreaHomePageProps {
  /** The cards; default: the role area's sidebar entries (but its root) and Profile. */
  items?: readonly AreaNavItem[];
}

/** The home route of an area: "Welcome, {firstName}" and a card per section. */
export function AreaHomePage({ items }: AreaHomePageProps) {
  const session = useSessionState();
  const area = useArea();
  const own = useNavItems(items ?? [], session);
  const entries = items
    ? own
    : area
      ? [...area.items.filter((i) => i.href !== area.homeHref), ...(area.profile ? [area.profile] : [])]
      : [];
  return (
    <AreaHome
      firstName={session.user?.firstName}
      sections={entries.filter((entry) => !entry.hidden).map(({ label, href, icon }) => ({ label, href, icon }))}
    />
  );
}

/** An unknown path, or a section whose screen is not built yet: PageNotFound leading to the area's home. */
export function NotFoundPage() {
  const area = useArea();
  return <PageNotFound homeHref={area?.homeHref ?? '/'} />;
}

/** A role area's home until its own dashboard lands: the welcome and a card per sidebar section. */
export function RoleAreaHomePage() {
  return <AreaHomePage />;
}

import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountSite, RoleArea, RoleGuard, SiteRoot } from '@aafiya/session';
import { navigation, profile, searchPaths } from './navigation';
import { AppRoutes } from './routes';

// The hospital site under /hospital: HOSPITAL users only; anyone else goes to /login.
mountSite(
  <SiteRoot base={import.meta.env.BASE_URL}>
    <RoleGuard allow="HOSPITAL">
      <RoleArea items={navigation} profile={profile} searchPaths={searchPaths}>
        <AppRoutes />
      </RoleArea>
    </RoleGuard>
  </SiteRoot>,
);

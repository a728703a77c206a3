import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountSite, RoleArea, RoleGuard, SiteRoot } from '@aafiya/session';
import { navigation } from './navigation';
import { AppRoutes } from './routes';

// The admin site under /admin: ADMIN users only; anyone else goes to /login.
mountSite(
  <SiteRoot base={import.meta.env.BASE_URL}>
    <RoleGuard allow="ADMIN">
      {/* The admin has no Profile entry (002). */}
      <RoleArea items={navigation}>
        <AppRoutes />
      </RoleArea>
    </RoleGuard>
  </SiteRoot>,
);

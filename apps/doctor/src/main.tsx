import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountSite, RoleArea, RoleGuard, SiteRoot } from '@aafiya/session';
import { navigation, profile } from './navigation';
import { AppRoutes } from './routes';

// The doctor site under /doctors: DOCTOR users only; anyone else goes to /login.
mountSite(
  <SiteRoot base={import.meta.env.BASE_URL}>
    <RoleGuard allow="DOCTOR">
      <RoleArea items={navigation} profile={profile}>
        <AppRoutes />
      </RoleArea>
    </RoleGuard>
  </SiteRoot>,
);

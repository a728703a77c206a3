import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountSite, RoleArea, RoleGuard, SiteRoot } from '@aafiya/session';
import { navigation, profile } from './navigation';
import { AppRoutes } from './routes';

// The nurse site under /nurse: NURSE users only; anyone else goes to /login.
mountSite(
  <SiteRoot base={import.meta.env.BASE_URL}>
    <RoleGuard allow="NURSE">
      <RoleArea items={navigation} profile={profile}>
        <AppRoutes />
      </RoleArea>
    </RoleGuard>
  </SiteRoot>,
);

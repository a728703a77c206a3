import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountSite, PublicArea, SiteRoot } from '@aafiya/session';
import { AppRoutes } from './routes';

// The public (patient) site at /: guests and PATIENT users; the public header and footer around every page.
mountSite(
  <SiteRoot base={import.meta.env.BASE_URL}>
    <PublicArea>
      <AppRoutes />
    </PublicArea>
  </SiteRoot>,
);

import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation } from './navigation';
import { routes } from './routes';

// The admin site under /admin: ADMIN users only; anyone else goes to /login.
// The admin has no Profile entry (002).
mountRoleSite({ base: import.meta.env.BASE_URL, role: 'ADMIN', navigation, routes });

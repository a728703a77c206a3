import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation, profile, searchPaths } from './navigation';
import { routes } from './routes';

// The hospital site under /hospital: HOSPITAL users only; anyone else goes to /login.
mountRoleSite({ base: import.meta.env.BASE_URL, role: 'HOSPITAL', navigation, profile, searchPaths, routes });

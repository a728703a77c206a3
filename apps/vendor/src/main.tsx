import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation, profile } from './navigation';
import { routes } from './routes';

// The vendor site under /vendor: VENDOR users only; anyone else goes to /login.
mountRoleSite({ base: import.meta.env.BASE_URL, role: 'VENDOR', navigation, profile, routes });

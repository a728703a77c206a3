import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation, profile } from './navigation';
import { routes } from './routes';

// The pharmacy site under /pharmacy: PHARMACY users only; anyone else goes to /login.
mountRoleSite({ base: import.meta.env.BASE_URL, role: 'PHARMACY', navigation, profile, routes });

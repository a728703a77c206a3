import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation, profile } from './navigation';
import { routes } from './routes';

// The receptionist site under /receptionist: RECEPTIONIST users only; anyone else goes to /login.
mountRoleSite({ base: import.meta.env.BASE_URL, role: 'RECEPTIONIST', navigation, profile, routes });

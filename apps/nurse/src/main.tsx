import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation, profile, searchPaths } from './navigation';
import { routes } from './routes';

// The nurse site under /nurse: NURSE users only; anyone else goes to /login.
mountRoleSite({
  base: import.meta.env.BASE_URL,
  role: 'NURSE',
  navigation,
  profile,
  searchPaths,
  routes,
  // The dashboard's texts (its table and date field) load before the first paint.
  namespaces: ['nurse', 'doctor', 'hospitalRecords', 'table', 'forms'],
});

import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountRoleSite } from '@aafiya/session';
import { navigation, profile, searchPaths } from './navigation';
import { loadHome, routes } from './routes';

// The hospital site under /hospital: HOSPITAL users only; anyone else goes to /login.
// The dashboard's texts (and those of its table, date fields and forms) load before the first paint.
mountRoleSite({
  base: import.meta.env.BASE_URL,
  role: 'HOSPITAL',
  navigation,
  profile,
  searchPaths,
  routes,
  namespaces: ['hospital', 'table', 'forms', 'files'],
  loadHome,
});

import '@aafiya/ui/styles.css';
import '@aafiya/ui/fonts.css';
import { mountPublicSite } from '@aafiya/session';
import { loadHome, routes } from './routes';

// The public (patient) site at /: guests and PATIENT users; the public header and footer around every page.
// The home page's texts come with the shell's, so its first paint shows them (every page of the site links to search).
mountPublicSite({ base: import.meta.env.BASE_URL, routes, loadHome, namespaces: ['publicSearch'] });

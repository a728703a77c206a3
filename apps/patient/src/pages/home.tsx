import { HomeScreen, preloadHomeSearch } from '@aafiya/ui/public';

// The search block loads right after the hero paints; its code is asked for as soon as this page's is.
void preloadHomeSearch();

/**
 * The home page / (002): hero, speciality finder, the hospital and doctor
 * search, and the app-download links, which come from the build's
 * configuration (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL; without them the
 * links are not shown).
 */
export default function HomePage() {
  const env: Partial<Record<string, string | boolean | undefined>> = import.meta.env;
  const link = (value: string | boolean | undefined) => (typeof value === 'string' && value.trim() ? value : undefined);
  return <HomeScreen appStoreUrl={link(env.VITE_APP_STORE_URL)} playStoreUrl={link(env.VITE_PLAY_STORE_URL)} />;
}

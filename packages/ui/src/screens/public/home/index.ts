export { preloadHomeSearch, PublicHome, type PublicHomeProps } from './home';
export { HomeScreen, type HomeScreenProps } from './home.connected';
export type { AppStoreLinks } from './app-download';

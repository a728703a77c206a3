// Public API of @aafiya/ui. Stylesheets: `import '@aafiya/ui/styles.css'` and
// `import '@aafiya/ui/fonts.css'`.
export { cn } from './lib/cn';
export {
  isPlainClick,
  type Navigate,
  NavigationProvider,
  type NavigationProviderProps,
  useLinkClick,
  useNavigate,
} from './lib/navigation';
export * from './i18n';

// Basics
export * from './components/button';
export * from './components/icon-button';
export * from './components/link';
export * from './components/spinner';
export * from './components/progress-bar';
export * from './components/badge';
export * from './components/status-badge';
export * from './components/avatar';
export * from './components/star-rating';
export * from './components/empty-state';
export * from './components/card';
export * from './components/card-grid';
export * from './components/user-text';

// Forms
export * from './components/forms';
export * from './components/masked-field';

// Maps (leaflet loads on first use; tile, geocoder and directions URLs are configuration)
export * from './components/maps';

// Data and layout
export * from './components/data-table';
export * from './components/app-shell';

// Navigation and overlays
export * from './components/tabs';
export * from './components/breadcrumb';
export * from './components/menu';
export * from './components/card-menu';
export * from './components/dialog';
export * from './components/confirm-dialog';
export * from './components/toaster';
export * from './components/pager';

// Scheduling
export * from './components/slot-calendar';
export * from './components/date-fields';

// Files
export * from './components/files';

// Screens, by area (packages/ui/src/screens/<area>/<screen>/, each folder named
// after its route); each area is also an entry of its own: `@aafiya/ui/public`,
// `@aafiya/ui/hospital`, `@aafiya/ui/shared`, `@aafiya/ui/doctor`, `@aafiya/ui/clinical`, `@aafiya/ui/nurse`, `@aafiya/ui/receptionist`. Only the screens (view, connected
// wrapper and the types their props name) are public; their parts stay internal.
export * from './screens/shared';
export * from './screens/public';
export * from './screens/hospital';
export * from './screens/doctor';
export * from './screens/clinical';
export * from './screens/nurse';
export * from './screens/receptionist';

// Entry of the library build only: pulls the stylesheet into the build so
// Vite writes dist/styles.css, and re-exports the public API. Consumers import
// `@aafiya/ui` for components (or one area's screens: `@aafiya/ui/hospital`,
// `@aafiya/ui/public`, `@aafiya/ui/shared`) and `@aafiya/ui/styles.css` for the styles.
import './styles/index.css';

export * from './index';

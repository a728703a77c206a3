import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

// dist/index.js (components) and dist/styles.css (Tailwind compiled from the
// classes the components use, with the token theme).
export default defineConfig(
  libraryConfig({
    entry: new URL('./src/build-entry.ts', import.meta.url),
    plugins: [react(), tailwindcss()],
    cssFileName: 'styles',
    bundle: ['rrule', 'tslib'],
  }),
);

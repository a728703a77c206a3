import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

// dist/index.js; React, wouter and the workspace packages stay external.
export default defineConfig(
  libraryConfig({
    entry: new URL('./src/index.ts', import.meta.url),
    plugins: [react()],
  }),
);

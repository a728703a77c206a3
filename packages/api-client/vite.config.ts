import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

export default defineConfig(libraryConfig({ entry: new URL('./src/index.ts', import.meta.url) }));

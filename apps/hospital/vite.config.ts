import { defineConfig } from 'vite';
import { siteConfig } from '../../vite.site.ts';

// base /hospital/ (from package.json "aafiya.prefix"), React, Tailwind, the packages' sources.
export default defineConfig(siteConfig(new URL('./', import.meta.url)));

import { defaultServerConditions, defineConfig } from 'vite';

// The server build: one ESM bundle for Node (dist/main.js). npm packages stay
// external (installed beside it); workspace packages (the envelope module of
// @aafiya/api-client) are bundled from their sources.
export default defineConfig({
  resolve: { conditions: ['@aafiya/source', ...defaultServerConditions] },
  ssr: { noExternal: [/^@aafiya\//], resolve: { conditions: ['@aafiya/source', ...defaultServerConditions] } },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});

import { defaultServerConditions, defineConfig } from 'vite';

// The server build: one ESM bundle for Node (dist/main.js) and the database's worker (dist/pglite-worker.js). npm packages stay
// external (installed beside it); workspace packages (the envelope module of
// @aafiya/api-client) are bundled from their sources.
export default defineConfig({
  resolve: { conditions: ['@aafiya/source', ...defaultServerConditions] },
  ssr: {
    // Bundled: the workspace packages and the pure-JavaScript dependencies (drizzle alone is hundreds
    // of modules, resolved one by one at every start). External: what finds files beside itself
    // (PGlite's WebAssembly, pdfkit's and pdf.js's data, the Arabic font), native code (argon2, pg),
    // and what only some starts load (nodemailer with SMTP_URL, the S3 SDK with FILE_STORE=s3).
    noExternal: true,
    external: [
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'pg',
      'pdfkit',
      'pdfjs-dist',
      '@ibm/plex-sans-arabic',
      'nodemailer',
      '@aws-sdk/client-s3',
    ],
    resolve: { conditions: ['@aafiya/source', ...defaultServerConditions] },
  },
  build: {
    // The server, and the embedded database's worker thread (src/db/pglite-thread.ts finds it beside main.js).
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      input: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.mjs' },
      output: { entryFileNames: '[name].js' },
    },
  },
});

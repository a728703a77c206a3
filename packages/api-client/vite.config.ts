import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

// Four entries, so a consumer loads only what it imports: the client
// (dist/index.js), the envelope and the password rule the server shares
// (dist/envelope.js, dist/password.js) and the mocks (dist/mocks.js), which the
// main entry never includes.
export default defineConfig(
  libraryConfig({
    entry: {
      index: new URL('./src/index.ts', import.meta.url),
      envelope: new URL('./src/envelope/index.ts', import.meta.url),
      password: new URL('./src/password/index.ts', import.meta.url),
      mocks: new URL('./src/mocks/index.ts', import.meta.url),
    },
  }),
);

import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';

export interface LibraryOptions {
  /**
   * The entry module, as a URL relative to the package's vite.config.ts (built
   * to dist/index.js), or several by name (each built to dist/<name>.js, with
   * the code they share in chunks).
   */
  entry: URL | Record<string, URL>;
  plugins?: PluginOption[];
  /** Name of the one stylesheet the build writes (without .css), for packages with styles. */
  cssFileName?: string;
  /**
   * Dependencies to bundle instead of leaving external: those whose published
   * ESM cannot be imported by Node (e.g. rrule, whose `module` build Node ignores
   * and whose CommonJS build has no named exports).
   */
  bundle?: string[];
}

/**
 * The shared library build of the workspace packages: one ESM file per entry with every
 * dependency left external (resolved by the consumer's bundler or Node), a
 * source map, and for styled packages one stylesheet. Type declarations come
 * from each package's `tsgo -p tsconfig.build.json` (the native compiler; same declarations).
 */
export function libraryConfig({ entry, plugins = [], cssFileName, bundle = [] }: LibraryOptions): UserConfig {
  const bundled = (id: string) => bundle.some((name) => id === name || id.startsWith(`${name}/`));
  return {
    plugins,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      cssCodeSplit: false,
      lib: {
        entry:
          entry instanceof URL
            ? fileURLToPath(entry)
            : Object.fromEntries(Object.entries(entry).map(([name, url]) => [name, fileURLToPath(url)])),
        formats: ['es'],
        fileName: (_format, entryName) => (entry instanceof URL ? 'index.js' : `${entryName}.js`),
        ...(cssFileName ? { cssFileName } : {}),
      },
      rolldownOptions: {
        // Bare imports (packages) stay external, but for the listed ones; the package's own files are bundled.
        external: (id) =>
          !bundled(id) && !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
      },
    },
  };
}

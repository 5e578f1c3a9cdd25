import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the Fastify server (npm run start:server, port 3000) answers everything but the app itself. */
const API_ORIGIN = 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text asset of the build. The server
 * serves them with @fastify/static's `preCompressed`, so the best compression costs nothing per
 * request, and the public menu's phones download the smallest possible bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'menudelite:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const bytes = await readFile(path);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            promisify(gzip)(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));
const DINER_FEATURE = path('src/features/(diner-menu|cart)/');
/** The sheets and the strings stay in their own chunks: sheets load on first use, strings per language. */
const DINER_LAZY = path('/(locales/|components/(item-sheet|cart-sheet)\\.tsx)');
/** Small pure helpers used by the diner's menu and by staff screens alike. */
const COMMON_HELPERS = path(
  '(packages/shared/src/(money/|menu/(translate|availability)\\.ts)|apps/web/src/lib/(theme/contrast|format/|navigation/use-document-title))',
);

/**
 * Chunk groups, highest priority first:
 * - everything the entry imports statically (React, the router, i18next, TanStack Query, the light
 *   shell) in one chunk beside the entry, instead of ten;
 * - the small shared helpers (money, translations, contrast...) in one chunk;
 * - the diner's menu (its routes, screen and cart) in one chunk named 'diner-menu', which the
 *   server preloads by that name (apps/server/src/plugins/web-app-preload.ts); sheets and strings apart.
 * Staff screens keep their own chunks (automatic splitting), and never load the diner's.
 */
const codeSplittingGroups = [
  { name: 'app-shell', tags: ['$initial' as const], priority: 3 },
  { name: 'common', test: COMMON_HELPERS, priority: 2 },
  { name: 'diner-menu', test: (id: string) => DINER_FEATURE.test(id) && !DINER_LAZY.test(id), priority: 1 },
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
      '/fonts': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/media': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps source files to chunks: the server reads it to preload the
    // diner menu's chunks with the page, and bench/menu-page-weight.ts to weigh the route.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files for the first load: a phone on HTTP/1.1 fetches about six files at a
        // time, so each extra small chunk costs a round trip (see codeSplittingGroups below).
        codeSplitting: { groups: codeSplittingGroups },
      },
      treeshake: {
        // Shared contract modules build zod schemas at module level. Marking zod's builders pure
        // lets screens that import only a constant or helper from such a module (the start-up's
        // font URL helper) leave zod out of their chunk; schemas that are used are kept.
        manualPureFunctions: ['z'],
      },
    },
  },
});

// The service worker, built after `next build` (scripts/build.mjs): app/sw.ts bundled with Serwist by esbuild,
// then the list of what to precache injected by Serwist's own build tool: every script and stylesheet of the
// build, the font, and /offline. server/service-worker.ts serves the result at /sw.js.
import fs from 'node:fs';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const BUNDLED = '.next/sw.bundle.js';
export const SERVICE_WORKER_FILE = '.next/sw.js';

export async function buildServiceWorker() {
  await build({
    entryPoints: ['app/sw.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    outfile: BUNDLED,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const buildId = fs.readFileSync('.next/BUILD_ID', 'utf8').trim();
  const { count, size, warnings } = await injectManifest({
    swSrc: BUNDLED,
    swDest: SERVICE_WORKER_FILE,
    globDirectory: '.next',
    globPatterns: ['static/**/*.{js,css,woff2}'],
    // The precompressed copies are the same files.
    globIgnores: ['**/*.br'],
    modifyURLPrefix: { 'static/': '/_next/static/' },
    // Their names carry their content's hash: no revision needed.
    dontCacheBustURLsMatching: /^\/_next\/static\//,
    additionalPrecacheEntries: [{ url: '/offline', revision: buildId }],
    injectionPoint: 'self.__SW_MANIFEST',
  });
  fs.rmSync(BUNDLED, { force: true });
  for (const warning of warnings) console.warn(`[build] service worker: ${warning}`);
  return { count, size };
}

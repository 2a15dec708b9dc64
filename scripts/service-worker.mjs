// The service worker, built after `next build` (scripts/build.mjs): app/sw.ts bundled with Serwist by esbuild,
// then the list of what to precache injected by Serwist's own build tool. Only the offline experience is
// precached: /offline, every file its prerendered HTML names (the shell's scripts and stylesheets, the font),
// the app's icons, and the two views the offline flows open (below). Everything else is cached by the worker
// as pages are seen (app/sw.ts), so a first visit downloads no other part of the shop it did not open.
// server/service-worker.ts serves the result at /sw.js.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const BUNDLED = '.next/sw.bundle.js';
export const SERVICE_WORKER_FILE = '.next/sw.js';
const OFFLINE_PATH = '/offline';
const OFFLINE_HTML = '.next/server/app/offline.html';
const ICONS_DIR = 'public/icons';
const STATIC_PREFIX = '/_next/static/';

// The views offline flows open after the page has loaded, each found by a text only its code holds: the cart as
// last read (/cart reloaded offline) and the Background Sync request of an add queued offline. Not the sender of
// the queued adds: it runs only with a connection, and is fetched then (components/shared/cart/CartProvider.tsx),
// so a first visit's precache carries no HTTP client.
const OFFLINE_VIEWS = [
  ['the cart as last read', 'این سبد همان است که آخرین بار دیدید'],
  ['the Background Sync request of an add queued offline', 'SyncManager'],
];

/**
 * The build's files a page's HTML names (scripts, stylesheets, preloaded font), as paths under .next; not the
 * legacy browsers' polyfills (`noModule`), which no browser with a service worker runs.
 */
export function staticFilesNamedIn(html) {
  const named = new Set();
  const modern = html.replace(/<script[^>]*\bnoModule\b[^>]*><\/script>/gi, '');
  for (const [, url] of modern.matchAll(/["'(](\/_next\/static\/[^"'()\\\s?#]+)/g)) {
    named.add(`static/${url.slice(STATIC_PREFIX.length)}`);
  }
  return [...named].sort();
}

/**
 * The files a lazily loaded view needs: the chunk lists of the build's loaders (a dynamic import loads its list
 * at once) that hold a chunk with `text`, as paths under .next.
 */
export function chunksOfView(chunks, text) {
  const holders = new Set(chunks.filter(({ source }) => source.includes(text)).map(({ file }) => file));
  const files = new Set();
  for (const { source } of chunks) {
    for (const [, list] of source.matchAll(/Promise\.all\(\[((?:"static\/chunks\/[^"]+",?)+)\]/g)) {
      const listed = [...list.matchAll(/"(static\/chunks\/[^"]+)"/g)].map((match) => match[1]);
      if (listed.some((file) => holders.has(file))) for (const file of listed) files.add(file);
    }
  }
  return [...files].sort();
}

function offlineViewFiles() {
  const dir = '.next/static/chunks';
  const chunks = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: `static/chunks/${file}`, source: fs.readFileSync(path.join(dir, file), 'utf8') }));
  return OFFLINE_VIEWS.flatMap(([view, text]) => {
    const files = chunksOfView(chunks, text);
    if (files.length === 0) throw new Error(`no chunk of the build loads ${view}`);
    return files;
  });
}

/** Each file under public/icons with a revision from its content, as the manifest and the page head name them. */
function iconEntries() {
  return fs
    .readdirSync(ICONS_DIR)
    .sort()
    .map((file) => ({
      url: `/icons/${file}`,
      revision: createHash('sha256')
        .update(fs.readFileSync(path.join(ICONS_DIR, file)))
        .digest('hex')
        .slice(0, 16),
    }));
}

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
  const offlineFiles = staticFilesNamedIn(fs.readFileSync(OFFLINE_HTML, 'utf8'));
  if (!offlineFiles.some((file) => file.endsWith('.js'))) throw new Error(`${OFFLINE_HTML} names no script`);
  const { count, size, warnings } = await injectManifest({
    swSrc: BUNDLED,
    swDest: SERVICE_WORKER_FILE,
    globDirectory: '.next',
    // Literal paths: the files /offline and the offline views need, no others.
    globPatterns: [...new Set([...offlineFiles, ...offlineViewFiles()])],
    modifyURLPrefix: { 'static/': STATIC_PREFIX },
    // Their names carry their content's hash: no revision needed.
    dontCacheBustURLsMatching: /^\/_next\/static\//,
    additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: buildId }, ...iconEntries()],
    injectionPoint: 'self.__SW_MANIFEST',
  });
  fs.rmSync(BUNDLED, { force: true });
  for (const warning of warnings) console.warn(`[build] service worker: ${warning}`);
  return { count, size };
}

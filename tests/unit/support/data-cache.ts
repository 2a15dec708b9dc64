// Next's own data cache (IncrementalCache with its file-system handler) outside a Next server, so tests
// exercise the real unstable_cache behind services/server/cached/ instead of a stub. Each test gets an empty cache
// in its own folder and no revalidated tags: no memory store, which Next keeps once per process and would
// carry entries across tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

type GlobalWithCache = typeof globalThis & { __incrementalCache?: IncrementalCache };

const previewProps = { previewModeId: 'tests', previewModeSigningKey: 'tests', previewModeEncryptionKey: 'tests' };

function createDataCache(directory: string): IncrementalCache {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir: path.join(directory, 'server'),
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    fetchCacheKeyPrefix: '',
    previewProps,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: previewProps },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
}

/** Installs an empty data cache before each test of the file and removes it after; returns the current one. */
export function realDataCacheForEachTest(): () => IncrementalCache {
  let directory = '';
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-data-cache-'));
    // Next keeps revalidated tags once per process: a tag revalidated by an earlier test must not reach this one.
    tagsManifest.clear();
    (globalThis as GlobalWithCache).__incrementalCache = createDataCache(directory);
  });
  afterEach(() => {
    delete (globalThis as GlobalWithCache).__incrementalCache;
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    const cache = (globalThis as GlobalWithCache).__incrementalCache;
    if (!cache) throw new Error('the data cache exists only inside a test');
    return cache;
  };
}

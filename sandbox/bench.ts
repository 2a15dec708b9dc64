// `npm run bench:sandbox`: load on the catalog calls the shop makes most, against a throwaway
// sandbox on a random loopback port (50 connections × 10 s each). Exits 1 on any error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon, { type AutocannonOptions } from 'autocannon';
import { createSandboxApp, openSandboxDatabase } from './app';
import { sandboxConfig } from './config';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

async function main() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-bench-'));
  const config = { ...sandboxConfig, databaseFile: path.join(directory, 'sandbox.db'), logOtp: false };
  const db = openSandboxDatabase(config.databaseFile, config);
  const app = createSandboxApp({ db, config });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/commerce/api/services/app`;
  const searchBody = JSON.stringify({ skipCount: 0, maxResultCount: 12 });
  const json = { 'Content-Type': 'application/json', 'Accept-Language': 'fa-IR' };

  let failed = false;
  try {
    const search = await fetch(`${base}/Product/SearchWithFacets`, { method: 'POST', headers: json, body: searchBody });
    const slug = ((await search.json()) as { result: { pagedResult: { items: { slug: string }[] } } }).result
      .pagedResult.items[0].slug;

    const runs: [string, AutocannonOptions][] = [
      [
        'POST Product/SearchWithFacets',
        { url: `${base}/Product/SearchWithFacets`, method: 'POST', headers: json, body: searchBody },
      ],
      [
        `GET Product/GetBySlug?Slug=${slug}`,
        { url: `${base}/Product/GetBySlug?Slug=${encodeURIComponent(slug)}`, headers: json },
      ],
    ];
    for (const [name, options] of runs) {
      const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
      const errors = result.errors + result.timeouts + result.non2xx;
      console.log(
        `${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors` +
          ` (${result.requests.total} requests, ${CONNECTIONS} connections × ${DURATION_SECONDS} s)`,
      );
      if (errors > 0) failed = true;
    }
  } finally {
    server.close();
    db.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});

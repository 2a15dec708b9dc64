// How bench/web.mjs measures a page besides Lighthouse: its first-load JavaScript from a build's diagnostics,
// its requests/s and latency under autocannon, and the warming of its pictures before anything is measured.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** First-load JS of each route, gzip, read from a build's diagnostics. */
export function firstLoadKiB(dir) {
  const stats = JSON.parse(readFileSync(path.join(dir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'));
  return new Map(
    stats.map((route) => [
      route.route,
      route.firstLoadChunkPaths.reduce(
        (sum, chunk) => sum + gzipSync(readFileSync(path.join(dir, chunk)), { level: 9 }).length,
        0,
      ) / 1024,
    ]),
  );
}

/**
 * Requests/s, p50 and p99 latency, bytes per answer and failed answers of one address under CONNECTIONS for
 * `duration` seconds (DURATION_SECONDS), asked with `headers` (none: autocannon's own, no Accept-Encoding).
 */
export async function load(url, { headers = {}, duration = DURATION_SECONDS } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / (result.requests.total || 1),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Asks the image optimizer once for every picture address in `html` (src and each srcset candidate). */
export async function warmImages(pageUrl, html) {
  const addresses = new Set();
  for (const [, attribute] of html.matchAll(/\s(?:src|srcSet)="([^"]+)"/g)) {
    for (const candidate of attribute.split(',')) {
      const address = candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&');
      if (address.startsWith('/_next/image')) addresses.add(new URL(address, pageUrl).href);
    }
  }
  for (const address of addresses) await fetch(address).then((response) => response.arrayBuffer());
}

/** The largest script the home page of the server at `origin` names (its decoded size). */
export async function largestHomeScript(origin) {
  const html = await fetch(`${origin}/`).then((response) => response.text());
  const scripts = [...new Set([...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]))];
  const sizes = await Promise.all(
    scripts.map(async (src) => [src, (await fetch(`${origin}${src}`).then((r) => r.arrayBuffer())).byteLength]),
  );
  return sizes.sort((a, b) => b[1] - a[1])[0][0];
}

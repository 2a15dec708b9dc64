// What the server's check of an answer against its document costs (server/contract-check.ts,
// docs/contracts/drift.md): the largest answers the shop's server reads, taken from a sandbox of its own, each
// checked once (ajv compiles the operation's schema then) and then many times, beside JSON.parse of the same text,
// which every read pays already. `npx tsx bench/contract-check.mts` (BENCH_SANDBOX_PORT, 4390 by default).
import { performance } from 'node:perf_hooks';
import { checkAnswer } from '../server/contract-check';
import type { HostName } from '../contracts/hosts';
import { startSandbox } from '../scripts/sandbox-process.mjs';

const port = Number(process.env.BENCH_SANDBOX_PORT ?? 4390);
const RUNS = 500;

const READS: { name: string; service: HostName; method: string; path: string; query?: string; body?: unknown }[] = [
  {
    name: 'Product_SearchWithFacets (24 cards, 9 facets)',
    service: 'commerce',
    method: 'POST',
    path: '/api/services/app/Product/SearchWithFacets',
    body: { skipCount: 0, maxResultCount: 24 },
  },
  {
    name: 'Product_GetBySlug (elden-ring)',
    service: 'commerce',
    method: 'GET',
    path: '/api/services/app/Product/GetBySlug',
    query: 'Slug=elden-ring',
  },
  {
    name: 'CMS Page_Find (Home)',
    service: 'cms',
    method: 'GET',
    path: '/api/pages',
    query: 'filters[Page][$eq]=Home&locale=fa&populate[Sections][populate]=*&populate[Seo][populate]=*',
  },
  {
    name: 'Blog Post_List (10, embedded)',
    service: 'blog',
    method: 'GET',
    path: '/wp-json/wp/v2/posts',
    query: '_embed=1&per_page=10',
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const sandbox = await startSandbox({ port });
try {
  console.log('| answer | bytes | first check (compiles) | check, median | JSON.parse, median |');
  console.log('| --- | --: | --: | --: | --: |');
  for (const read of READS) {
    const url = `http://localhost:${port}/${read.service}${read.path}${read.query ? `?${read.query}` : ''}`;
    const response = await fetch(url, {
      method: read.method,
      headers: { 'content-type': 'application/json' },
      body: read.body === undefined ? undefined : JSON.stringify(read.body),
    });
    const text = await response.text();
    const answer = { service: read.service, method: read.method, path: read.path, status: response.status };
    let started = performance.now();
    const first = checkAnswer({ ...answer, body: JSON.parse(text) });
    const firstMs = performance.now() - started;
    if (first) throw new Error(`${read.name} differs from its document: ${JSON.stringify(first)}`);
    const checks: number[] = [];
    const parses: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      started = performance.now();
      const body: unknown = JSON.parse(text);
      parses.push(performance.now() - started);
      started = performance.now();
      checkAnswer({ ...answer, body });
      checks.push(performance.now() - started);
    }
    const us = (ms: number) => `${Math.round(ms * 1000)} µs`;
    console.log(
      `| ${read.name} | ${text.length.toLocaleString('en')} | ${firstMs.toFixed(1)} ms | ${us(median(checks))} | ${us(median(parses))} |`,
    );
  }
} finally {
  await sandbox.stop();
}

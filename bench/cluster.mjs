// `npm run bench:cluster`: requests/s and p99 latency through nginx on the cached pages and the home page's
// largest script (which nginx keeps, deploy/nginx.conf), for one shop instance
// and for two sharing Redis, with this machine's core count: the same cluster `npm run
// start:cluster` starts (scripts/cluster.mjs), on ports of its own, over HTTPS as a visitor reaches it.
// autocannon is one address standing for a crowd, so the page limit per address is lifted (CLUSTER_PAGE_RATE
// and CLUSTER_PAGE_BURST from the shell win, to measure a limit); a 429 counts as a failure and is named.
// Builds first when there is no build (prebench:cluster); needs the sandbox's port free. BENCH_SECONDS
// shortens a trial run.
import os from 'node:os';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster.mjs';
import { sandboxAnswers } from '../scripts/sandbox-process.mjs';
import { largestHomeScript } from './web-measures.mjs';

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8090);
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = ['/', '/products', '/product/ea-sports-fc-26', '/terms'];

async function measure(instances) {
  const env = {
    CLUSTER_PAGE_RATE: '1000000r/s',
    CLUSTER_PAGE_BURST: '1000000',
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.REDIS_URL;
  const cluster = await startCluster({
    instances,
    port: PORT,
    tlsPort: PORT + 1,
    firstInstancePort: PORT + 11,
    redisUrl: `redis://127.0.0.1:${PORT + 10}`,
    workDir: '.cluster/bench',
    sandboxDbFile: null,
    env,
    echo: null,
  });
  const rows = [];
  try {
    // Every instance renders or reads each page once before it is measured: the cache is warm, as on a shop
    // that has been up a while.
    for (const path of PAGES) for (const shop of cluster.instances) await fetch(shop.url + path);
    // The home page's largest script as a phone asks for it (Brotli), which nginx keeps after the first answer.
    const script = await largestHomeScript(cluster.instances[0].url);
    const targets = [...PAGES.map((path) => ({ path })), { path: script, label: 'largest script of /', brotli: true }];
    for (const { path, label, brotli } of targets) {
      // Through nginx's HTTPS port (autocannon takes any certificate), HTTP/1.1 with keep-alive.
      const result = await autocannon({
        url: cluster.url + path,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: brotli ? { 'accept-encoding': 'br' } : {},
      });
      rows.push({
        path: label ?? path,
        rps: result.requests.average,
        p99: result.latency.p99,
        failed: result.errors + result.timeouts + result.non2xx,
        limited: result.statusCodeStats?.['429']?.count ?? 0,
      });
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}

async function main() {
  const sandbox = new URL(process.env.NEXT_PUBLIC_SANDBOX_URL ?? 'http://localhost:4010');
  if (await sandboxAnswers(sandbox.origin)) {
    throw new Error(
      `port ${sandbox.port} is taken (is \`npm run dev\`, \`npm start\` or \`npm run start:cluster\` running?): stop it first`,
    );
  }
  const cores = os.availableParallelism();
  console.log(
    `[bench] ${cores} cores; autocannon, ${CONNECTIONS} connections × ${DURATION_SECONDS} s per page through nginx (HTTPS)`,
  );
  const one = await measure(1);
  const two = await measure(2);
  console.log(`\n| page | 1 instance: req/s | p99 ms | 2 instances: req/s | p99 ms | 2 ÷ 1 |`);
  console.log('|---|---|---|---|---|---|');
  one.forEach((row, index) => {
    const pair = two[index];
    const limited = row.limited + pair.limited;
    const failures =
      row.failed + pair.failed
        ? ` (${row.failed + pair.failed} failed${limited ? `, ${limited} of them 429` : ''})`
        : '';
    console.log(
      `| ${row.path} | ${row.rps.toFixed(0)} | ${row.p99} | ${pair.rps.toFixed(0)} | ${pair.p99} | ${(pair.rps / row.rps).toFixed(2)}×${failures} |`,
    );
  });
  console.log(`\n${cores} cores: nginx, autocannon, Redis and the instances share them.`);
  if ([...one, ...two].some((row) => row.limited))
    console.log('Some answers were 429s from the rate limit: unset CLUSTER_PAGE_RATE / CLUSTER_PAGE_BURST.');
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
});

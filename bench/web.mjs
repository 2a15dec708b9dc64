// `npm run bench:web`: the shop's main pages beside a bare page of the same stack (bench/bare), on this
// machine, in one table: Lighthouse's mobile audit (medians of 5 simulated runs: score, LCP, the largest
// paint of the unthrottled load it replays, TBT, the JavaScript transferred; medians of 3 runs with the slow
// network and CPU applied to the real load: LCP with an empty cache and with the cache of the visit before;
// the largest CLS of any run), first-load JavaScript (gzip, from each build's route-bundle-stats.json) and
// autocannon's requests/s, p50 and p99, with ratios to the bare page; then the main interactions' time to
// next paint at 4× CPU (bench/interactions.mjs), and the speed targets page by page. Builds what is not
// built, serves the production build with the sandbox, and stops everything at the end. Last, what metrics
// and the request log cost: requests/s of three pages from the shop as it runs, without metrics (METRICS=off)
// and without either (LOG_LEVEL=silent too), the three servers taking turns. The pages, the targets and the
// main tables are in bench/web-report.mjs; first-load JS, autocannon and the warming in bench/web-measures.mjs.
// Before the observability part, what a first visit moves (bench/first-visit.mjs): bytes and requests in the
// first 45 s of a cold visit with the service worker allowed and blocked.
// BENCH_RUNS, BENCH_DEVTOOLS_RUNS, BENCH_INTERACTION_RUNS and BENCH_SECONDS shorten a trial run;
// BENCH_FIRST_VISIT_SECONDS the first-visit window; BENCH_CPU_SLOWDOWN sets Lighthouse's CPU factor (4) to stand
// in for a slower host. BENCH_ONLY=observability runs the last part alone, BENCH_ONLY=first-visit the bytes of a
// first visit alone, BENCH_ONLY=worker those and what the service worker costs a first visit under Lighthouse
// (served against blocked, beside the bare page, BENCH_WORKER_ROUNDS), BENCH_ONLY=pages the page table and the
// flight data alone. BENCH_BEFORE=<another checkout, built> serves that checkout's shop beside this one, each page
// of it audited in the same rounds and shown under this one's as "(before)": a before and after in one run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sandboxAnswers, startSandbox } from '../scripts/sandbox-process.mjs';
import { compileServer, SHOP_SERVER } from '../scripts/compile-server.mjs';
import { probeInteractions } from './interactions.mjs';
import { FIRST_VISIT_SECONDS, measureFirstVisits } from './first-visit.mjs';
import { auditPages, auditWorkerCost, CPU_SLOWDOWN } from './lighthouse.mjs';
import { FLIGHT_PAGES, measureFlightData, printFlightData } from './flight-data.mjs';
import { CONNECTIONS, DURATION_SECONDS, firstLoadKiB, load, warmImages } from './web-measures.mjs';
import { PAGES, printFirstVisitTable, printInteractionTable, printPageTable, printTargets } from './web-report.mjs';

const SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3300);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3301);
// The same build without metrics, and without metrics or the request log.
const UNMETERED_PORT = BARE_PORT + 1;
const SILENT_PORT = BARE_PORT + 2;
const BEFORE_PORT = BARE_PORT + 3;
const BEFORE_DIR = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const OBSERVED_PAGES = ['/', '/product/ea-sports-fc-26', '/terms'];
const OBSERVABILITY_ROUNDS = 3;
const WORKER_PAGES = ['/', '/product/ea-sports-fc-26', '/cart'];
// The shop's build calls the sandbox where its NEXT_PUBLIC_* addresses say: the default port.
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DEVTOOLS_RUNS = Number(process.env.BENCH_DEVTOOLS_RUNS ?? 3);
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const BARE_DIR = 'bench/bare';

// The sandbox answers the browser's calls (the interactions add to the cart) only from the shop's origin.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SANDBOX_SHOP_ORIGINS: [SHOP_PORT, ...(BEFORE_DIR ? [BEFORE_PORT] : [])]
    .map((port) => `http://localhost:${port}`)
    .join(','),
};
const children = [];
let sandbox = null;

function buildIfMissing(dir) {
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  console.log(`[bench] building ${dir}…`);
  const command = dir === '.' ? ['npm', ['run', 'build']] : ['npx', ['next', 'build', dir]];
  const result = spawnSync(command[0], command[1], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`the build of ${dir} failed`);
}

function start(name, command, args, extraEnv = {}, cwd = process.cwd()) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The latest output only, for an error message: the shop logs a line per request.
  let output = '';
  const take = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  children.push({ name, child, output: () => output });
  return child;
}

async function waitFor(url, name) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const started = children.find((entry) => entry.name === name);
  throw new Error(`${name} did not answer at ${url}:\n${started?.output() ?? ''}`);
}

async function stopAll() {
  for (const { child } of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  await sandbox?.stop();
}

/**
 * Requests/s of each page from the shop as it runs and from the same build without metrics, and without
 * metrics or the log, in turns (the median of OBSERVABILITY_ROUNDS each, so that a noisy moment on the
 * machine does not land on one side).
 */
async function observabilityCost() {
  const servers = [
    ['metrics and log', SHOP_PORT],
    ['no metrics', UNMETERED_PORT],
    ['neither', SILENT_PORT],
  ];
  console.log(
    `\n[bench] what metrics and the request log cost: ${OBSERVED_PAGES.length} pages × ${servers.length} servers × ${OBSERVABILITY_ROUNDS} rounds…`,
  );
  console.log(
    `\n| page | ${servers.map(([name]) => `req/s, ${name}`).join(' | ')} | metrics cost | log cost |\n|---|---|---|---|---|---|`,
  );
  for (const pathname of OBSERVED_PAGES) {
    const runs = servers.map(() => []);
    for (let round = 0; round < OBSERVABILITY_ROUNDS; round += 1) {
      for (const [index, [, port]] of servers.entries())
        runs[index].push((await load(`http://localhost:${port}${pathname}`)).rps);
    }
    const medians = runs.map((values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]);
    const [observed, unmetered, silent] = medians;
    const cost = (slower, faster) => `${(((faster - slower) / faster) * 100).toFixed(1)} %`;
    console.log(
      `| ${pathname} | ${medians.map(Math.round).join(' | ')} | ${cost(observed, unmetered)} | ${cost(unmetered, silent)} |`,
    );
  }
}

/** Bytes and requests of a cold first visit of WORKER_PAGES, with the worker allowed and blocked. */
async function firstVisitBytes() {
  console.log(
    `\n[bench] what a first visit moves: ${WORKER_PAGES.length} pages, cold, ${FIRST_VISIT_SECONDS} s each with the worker allowed and blocked at once…`,
  );
  const visits = await measureFirstVisits(WORKER_PAGES.map((pathname) => `http://localhost:${SHOP_PORT}${pathname}`));
  const rows = WORKER_PAGES.map((pathname) => ({
    name: pathname,
    ...visits.get(`http://localhost:${SHOP_PORT}${pathname}`),
  }));
  printFirstVisitTable(rows);
  return rows;
}

/**
 * The service worker against a first visit (docs/offline.md): cold loads of three pages under applied
 * throttling with /sw.js served and with it blocked, and the bare page's beside them. Registration waits until
 * the page is idle, so the columns up to time to interactive should match; what the worker then downloads shows
 * in the bytes transferred while Lighthouse still watches.
 */
async function workerCost() {
  const rounds = Number(process.env.BENCH_WORKER_ROUNDS ?? 3);
  console.log(
    `\n[bench] what the service worker costs a first visit: ${WORKER_PAGES.length} pages × served and blocked, and the bare page, × ${rounds} rounds at ${CPU_SLOWDOWN}× CPU…`,
  );
  const bareUrl = `http://localhost:${BARE_PORT}/`;
  const costs = await auditWorkerCost(
    WORKER_PAGES.map((pathname) => `http://localhost:${SHOP_PORT}${pathname}`),
    { bareUrl, rounds },
  );
  const bare = costs.get(bareUrl).blocked;
  console.log(
    '\n| page | worker | FCP s | LCP s | TBT ms | TBT − bare ms | interactive s | JS kB sent | all kB sent |\n|---|---|---|---|---|---|---|---|---|',
  );
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const row = (name, worker, sample) =>
    console.log(
      `| ${name} | ${worker} | ${seconds(sample.fcp)} | ${seconds(sample.lcp)} | ${Math.round(sample.tbt)} | ${worker === '' ? '' : `${Math.round(sample.tbt - bare.tbt)}`} | ${seconds(sample.interactive)} | ${Math.round(sample.jsKb)} | ${Math.round(sample.totalKb)} |`,
    );
  row('bare page', '', bare);
  for (const pathname of WORKER_PAGES) {
    const { served, blocked } = costs.get(`http://localhost:${SHOP_PORT}${pathname}`);
    row(pathname, 'blocked', blocked);
    row(pathname, 'served', served);
  }
}

async function main() {
  buildIfMissing('.');
  if (!existsSync(SHOP_SERVER)) await compileServer();
  buildIfMissing(BARE_DIR);
  if (BEFORE_DIR && !existsSync(path.join(BEFORE_DIR, SHOP_SERVER)))
    throw new Error(`BENCH_BEFORE: ${BEFORE_DIR} has no build (run \`npm run build\` there first)`);
  if (await sandboxAnswers(`http://localhost:${SANDBOX_PORT}`)) {
    throw new Error(`port ${SANDBOX_PORT} is taken (is \`npm run dev\` or \`npm start\` running?): stop it first`);
  }
  sandbox = await startSandbox({ port: SANDBOX_PORT, env });
  // The shop as `npm start` serves it (server/main.ts: nonce, gzip); the bare page as plain `next start`.
  start('shop', process.execPath, [SHOP_SERVER, '-p', String(SHOP_PORT)]);
  start('bare', 'npx', ['next', 'start', BARE_DIR, '-p', String(BARE_PORT)]);
  start('shop without metrics', process.execPath, [SHOP_SERVER, '-p', String(UNMETERED_PORT)], { METRICS: 'off' });
  start('shop without metrics or log', process.execPath, [SHOP_SERVER, '-p', String(SILENT_PORT)], {
    METRICS: 'off',
    LOG_LEVEL: 'silent',
  });
  if (BEFORE_DIR) start('shop before', process.execPath, [SHOP_SERVER, '-p', String(BEFORE_PORT)], {}, BEFORE_DIR);
  await waitFor(`http://localhost:${SHOP_PORT}/terms`, 'shop');
  if (BEFORE_DIR) await waitFor(`http://localhost:${BEFORE_PORT}/terms`, 'shop before');
  await waitFor(`http://localhost:${BARE_PORT}/`, 'bare');
  await waitFor(`http://localhost:${UNMETERED_PORT}/terms`, 'shop without metrics');
  await waitFor(`http://localhost:${SILENT_PORT}/terms`, 'shop without metrics or log');
  for (const port of [SHOP_PORT, UNMETERED_PORT, SILENT_PORT]) {
    for (const pathname of OBSERVED_PAGES)
      await fetch(`http://localhost:${port}${pathname}`).then((response) => response.arrayBuffer());
  }
  if (process.env.BENCH_ONLY === 'observability') {
    await observabilityCost();
    return 0;
  }
  if (process.env.BENCH_ONLY === 'first-visit') {
    await firstVisitBytes();
    return 0;
  }
  if (process.env.BENCH_ONLY === 'worker') {
    await firstVisitBytes();
    await workerCost();
    return 0;
  }

  const shopJs = firstLoadKiB('.');
  const beforeJs = BEFORE_DIR ? firstLoadKiB(BEFORE_DIR) : null;
  const bareUrl = `http://localhost:${BARE_PORT}/`;
  const pages = [
    { name: 'bare page', url: bareUrl, js: firstLoadKiB(BARE_DIR).get('/') },
    ...PAGES.flatMap(([route, pathname]) => [
      { name: pathname, url: `http://localhost:${SHOP_PORT}${pathname}`, js: shopJs.get(route) },
      ...(beforeJs
        ? [{ name: `${pathname} (before)`, url: `http://localhost:${BEFORE_PORT}${pathname}`, js: beforeJs.get(route) }]
        : []),
    ]),
  ];
  // Every page warm before anything is measured, as a serving shop's would be: its data read and its render
  // cached, a render that was stale since the build refreshed in the background (two requests, then a moment
  // for the refresh), and each of its pictures in the image optimizer's cache at every width it offers.
  for (let round = 0; round < 2; round += 1) {
    for (const page of pages) {
      const html = await fetch(page.url).then((response) => response.text());
      if (round === 0) await warmImages(page.url, html);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));

  // BENCH_ONLY=pages leaves out the warm runs, whose LCP no target names, and autocannon.
  const pagesOnly = process.env.BENCH_ONLY === 'pages';
  console.log(
    `[bench] Lighthouse mobile at ${CPU_SLOWDOWN}× CPU, ${LIGHTHOUSE_RUNS} simulated and ${DEVTOOLS_RUNS} applied (${pagesOnly ? 'cold' : 'cold and warm'}) runs per page…`,
  );
  const audits = await auditPages(
    pages.map((page) => page.url),
    { runs: LIGHTHOUSE_RUNS, devtoolsRuns: DEVTOOLS_RUNS, warm: !pagesOnly },
  );
  if (!pagesOnly)
    console.log(`[bench] autocannon, ${CONNECTIONS} connections × ${DURATION_SECONDS} s per page, one after another…`);
  for (const page of pages) {
    page.audit = audits.get(page.url);
    if (!pagesOnly) page.load = await load(page.url);
  }
  printPageTable(pages);
  printFlightData([
    ...(await measureFlightData(bareUrl, ['/'])).map((row) => ({ ...row, path: 'bare page' })),
    ...(await measureFlightData(`http://localhost:${SHOP_PORT}`, FLIGHT_PAGES)),
    ...(BEFORE_DIR
      ? (await measureFlightData(`http://localhost:${BEFORE_PORT}`, FLIGHT_PAGES)).map((row) => ({
          ...row,
          path: `${row.path} (before)`,
        }))
      : []),
  ]);
  if (pagesOnly) {
    printTargets(pages, []);
    return 0;
  }

  console.log(`\n[bench] the main interactions at 4× CPU, ${INTERACTION_RUNS} runs each…`);
  const interactions = await probeInteractions(`http://localhost:${SHOP_PORT}`, { runs: INTERACTION_RUNS });
  printInteractionTable(interactions);
  const firstVisits = await firstVisitBytes();
  printTargets(pages, interactions, firstVisits);
  await observabilityCost();
  return pages.some((page) => page.load.errors > 0) ? 1 : 0;
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error('[bench] failed:', error.message);
    await stopAll();
    process.exit(1);
  });

// `npm run bench:web`: the shop's main pages beside a bare page of the same stack (bench/bare), on this
// machine, in one table: first-load JavaScript (gzip, from each build's route-bundle-stats.json) and
// autocannon's requests/s, p50 and p99 per page, each also as a ratio to the bare page. Builds what is not
// built, serves the production build with the sandbox, and stops everything at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { sandboxAnswers, startSandbox } from '../scripts/sandbox-process.mjs';

const SHOP_PORT = Number(process.env.BENCH_SHOP_PORT ?? 3300);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3301);
// The shop's build calls the sandbox where its NEXT_PUBLIC_* addresses say: the default port.
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE_DIR = 'bench/bare';

const PAGES = [
  ['/', '/'],
  ['/products', '/products'],
  ['/product/[slug]', '/product/elden-ring'],
  ['/terms', '/terms'],
  ['/blogs', '/blogs'],
  ['/blog/[post]', '/blog/ps5-account-capacities-explained'],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const children = [];
let sandbox = null;

function buildIfMissing(dir) {
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  console.log(`[bench] building ${dir}…`);
  const command = dir === '.' ? ['npm', ['run', 'build']] : ['npx', ['next', 'build', dir]];
  const result = spawnSync(command[0], command[1], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`the build of ${dir} failed`);
}

function start(name, command, args) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push({ name, child, output: () => output });
  return child;
}

async function waitFor(url, name) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
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

/** First-load JS of each route, gzip, read from a build's diagnostics. */
function firstLoadKiB(dir) {
  const stats = JSON.parse(readFileSync(path.join(dir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'));
  return new Map(
    stats.map((route) => [
      route.route,
      route.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSync(readFileSync(path.join(dir, chunk)), { level: 9 }).length, 0) / 1024,
    ]),
  );
}

async function load(url) {
  await fetch(url); // one request first, so the page's data and render are warm
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '');

async function main() {
  buildIfMissing('.');
  buildIfMissing(BARE_DIR);
  if (await sandboxAnswers(`http://localhost:${SANDBOX_PORT}`)) {
    throw new Error(`port ${SANDBOX_PORT} is taken (is \`npm run dev\` or \`npm start\` running?): stop it first`);
  }
  sandbox = await startSandbox({ port: SANDBOX_PORT, env });
  start('shop', 'npx', ['next', 'start', '-p', String(SHOP_PORT)]);
  start('bare', 'npx', ['next', 'start', BARE_DIR, '-p', String(BARE_PORT)]);
  await waitFor(`http://localhost:${SHOP_PORT}/terms`, 'shop');
  await waitFor(`http://localhost:${BARE_PORT}/`, 'bare');

  const shopJs = firstLoadKiB('.');
  const bareJs = firstLoadKiB(BARE_DIR).get('/');
  console.log(`[bench] ${CONNECTIONS} connections × ${DURATION_SECONDS} s per page, one after another`);
  const bare = await load(`http://localhost:${BARE_PORT}/`);
  const rows = [['bare page', bareJs, bare]];
  for (const [route, pathname] of PAGES) rows.push([pathname, shopJs.get(route), await load(`http://localhost:${SHOP_PORT}${pathname}`)]);

  const header = ['page', 'JS KiB gzip', 'JS − bare', 'req/s', 'req/s ÷ bare', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map(([name, js, run]) => [
    name,
    js.toFixed(1),
    name === 'bare page' ? '' : `+${(js - bareJs).toFixed(1)}`,
    Math.round(run.rps),
    name === 'bare page' ? '' : ratio(run.rps, bare.rps),
    run.p50,
    run.p99,
    run.errors,
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  return rows.some(([, , run]) => run.errors > 0) ? 1 : 0;
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

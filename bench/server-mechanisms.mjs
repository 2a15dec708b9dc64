// `npm run bench:server`: what each of the shop server's own mechanisms buys, measured in one run against the
// same build served without it (SHOP_SERVER_WITHOUT, server/main.ts): kept pages (server/page-reuse.ts), their
// gzip members, and the build's Brotli copies (server/precompressed-static.ts). The four servers take turns
// (the median of ROUNDS each), asked as a browser asks (Accept-Encoding: gzip, deflate, br, zstd): requests/s,
// p99 and bytes per answer for three pages and for the largest script of the home page's first load. Needs a
// build (npm run build) and the sandbox's port free; BENCH_SECONDS shortens a trial run.
import { compileServer, SHOP_SERVER } from '../scripts/compile-server.mjs';
import { answersOk, launch, stop, waitUntil } from '../scripts/processes.mjs';
import { sandboxAnswers, startSandbox } from '../scripts/sandbox-process.mjs';
import { CONNECTIONS, largestHomeScript, load } from './web-measures.mjs';

const FIRST_PORT = Number(process.env.BENCH_SERVER_PORT ?? 3320);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const ROUNDS = 3;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAGES = ['/', '/products', '/product/ea-sports-fc-26'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const SERVERS = [
  ['as it runs', ''],
  ['without kept pages', 'kept-pages'],
  ['without gzip members', 'gzip-members'],
  ['without Brotli copies', 'brotli-copies'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (await sandboxAnswers(`http://localhost:${SANDBOX_PORT}`))
    throw new Error(`port ${SANDBOX_PORT} is taken (is \`npm run dev\` or \`npm start\` running?): stop it first`);
  await compileServer();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'silent' };
  const sandbox = await startSandbox({ port: SANDBOX_PORT, env });
  const servers = SERVERS.map(([name, without], index) => ({
    name,
    origin: `http://localhost:${FIRST_PORT + index}`,
    process_: launch(name, process.execPath, [SHOP_SERVER, '-p', String(FIRST_PORT + index)], {
      env: { ...env, SHOP_SERVER_WITHOUT: without },
    }),
  }));
  try {
    for (const server of servers)
      await waitUntil(() => answersOk(`${server.origin}/terms`), { what: server.name, process_: server.process_ });
    const script = await largestHomeScript(servers[0].origin);
    const addresses = [...PAGES, script];
    // Every page rendered and cached on every server before anything is measured.
    for (const server of servers)
      for (const address of addresses)
        for (let visit = 0; visit < 2; visit += 1) await fetch(`${server.origin}${address}`, { headers: BROWSER });

    console.log(`[bench] ${CONNECTIONS} connections × ${DURATION_SECONDS} s, ${ROUNDS} rounds in turns\n`);
    console.log(`| address | ${servers.map((s) => `${s.name}: req/s · p99 ms · kB`).join(' | ')} |`);
    console.log(`|---|${servers.map(() => '---').join('|')}|`);
    for (const address of addresses) {
      const samples = servers.map(() => []);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const [index, server] of servers.entries())
          samples[index].push(
            await load(`${server.origin}${address}`, { headers: BROWSER, duration: DURATION_SECONDS }),
          );
      const cells = samples.map((runs) => {
        const rps = Math.round(median(runs.map((run) => run.rps)));
        const p99 = Math.round(median(runs.map((run) => run.p99)));
        const kb = (median(runs.map((run) => run.bytes)) / 1000).toFixed(1);
        return `${rps} · ${p99} · ${kb}`;
      });
      console.log(`| ${address === script ? 'largest first-load script' : address} | ${cells.join(' | ')} |`);
    }
  } finally {
    await Promise.all(servers.map((server) => stop(server.process_)));
    await sandbox.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

// `npm run bench:hostile`: a minute of made-up addresses at full speed against the production server (unknown
// facet values, brands, categories, product slugs, variant numbers, blog pages, posts and image names), while
// a few connections read real pages. Prints how much `.next` and the server's memory grew, how often a made-up
// address came back from the render cache, and the real pages' latency meanwhile. Needs port 4010 free.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { answersOk, launch, stop, waitUntil } from '../scripts/processes.mjs';
import { startSandbox } from '../scripts/sandbox-process.mjs';
import { SHOP_SERVER } from '../scripts/compile-server.mjs';

const SECONDS = Number(process.env.HOSTILE_SECONDS ?? 60);
const SHOP_PORT = Number(process.env.HOSTILE_SHOP_PORT ?? 3000);
const SANDBOX_PORT = 4010;
const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;

const REAL_PAGES = [
  '/',
  '/products',
  '/products?genres=Adventure',
  '/product/ea-sports-fc-26',
  '/blogs',
  '/blog/spring-2026-releases',
];
const KNOWN_PRODUCT = 'ea-sports-fc-26';

const word = () => randomBytes(6).toString('hex');
const number = (max) => 1 + Math.floor(Math.random() * max);

/** One made-up address of each kind in turn: none of them names anything the services hold. */
const HOSTILE_ADDRESSES = [
  () => `/products?genres=${word()}`,
  () => `/products?brands=${word()}&sort=cheapest`,
  () => `/products?publishers=${word()}&page=${number(20)}`,
  () => `/product/${word()}`,
  () => `/product/${KNOWN_PRODUCT}?variantId=${number(999_999_999)}`,
  () => `/blogs?page=${number(1_000_000) + 50}`,
  () => `/blog/${word()}`,
  () => `/brand/${word()}`,
  () => `/category/${word()}?genres=${word()}`,
  () => `/_next/image?url=${encodeURIComponent(`${SANDBOX}/payment/files/gateways/${word()}.png`)}&w=64&q=75`,
  () => `/_next/image?url=${encodeURIComponent(`${SANDBOX}/commerce/files/products/${word()}.webp`)}&w=384&q=75`,
];

/** Every file under `dir` with its size, every level. */
function treeOf(dir, into = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) treeOf(full, into);
    else if (entry.isFile()) into.set(full, statSync(full).size);
  }
  return into;
}

const bytesOf = (tree) => [...tree.values()].reduce((sum, size) => sum + size, 0);

/** The folders that gained files, most first: where made-up addresses were kept. */
function grownFolders(before, after) {
  const counts = new Map();
  for (const file of after.keys()) {
    if (before.has(file)) continue;
    const folder = path.dirname(file).split(path.sep).slice(0, 4).join('/');
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a).slice(0, 5);
}

/** Resident memory of `pid` and its children, in bytes. */
function residentBytes(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(child);
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return total;
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const sandbox = await startSandbox({ port: SANDBOX_PORT, env });
  const shop = launch('shop', process.execPath, [SHOP_SERVER, '-p', String(SHOP_PORT)], { env });
  try {
    await waitUntil(() => answersOk(`${SHOP}/api/health`), { what: 'the shop', process_: shop });
    // Every real page once, so that what is measured next is growth, not the first visits.
    for (const page of REAL_PAGES) await fetch(SHOP + page).then((response) => response.arrayBuffer());
    const diskBefore = treeOf('.next');
    const memoryBefore = residentBytes(shop.child.pid);

    const statuses = new Map();
    let hits = 0;
    let sent = 0;
    const countAnswer = (status, _body, _context, headers) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const cache = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-nextjs-cache')?.[1];
      if (cache === 'HIT') hits += 1;
    };
    const hostile = autocannon({
      url: SHOP,
      connections: 20,
      duration: SECONDS,
      // Each made-up address twice on one connection (autocannon keeps `context` through one pass of the list):
      // the second answer is a HIT if the first was kept.
      requests: [
        {
          setupRequest: (request, context) => {
            context.address = HOSTILE_ADDRESSES[sent++ % HOSTILE_ADDRESSES.length]();
            return { ...request, path: context.address };
          },
          onResponse: countAnswer,
        },
        { setupRequest: (request, context) => ({ ...request, path: context.address }), onResponse: countAnswer },
      ],
    });
    const real = autocannon({
      url: SHOP,
      connections: 2,
      duration: SECONDS,
      requests: REAL_PAGES.map((page) => ({ path: page })),
    });
    // The server's memory every tenth of the run: whether it levels off or keeps climbing.
    const samples = [];
    const sampler = setInterval(() => samples.push(residentBytes(shop.child.pid)), (SECONDS * 1000) / 10);
    const [hostileResult, realResult] = await Promise.all([hostile, real]);
    clearInterval(sampler);

    const diskAfter = treeOf('.next');
    const memoryAfter = residentBytes(shop.child.pid);
    console.log(`\nbench:hostile — ${SECONDS} s, 20 connections of made-up addresses, 2 of real pages`);
    console.log(`made-up addresses: ${hostileResult.requests.total} sent, ${hits} came back HIT`);
    console.log(
      `  statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    );
    const [bytesBefore, bytesAfter] = [bytesOf(diskBefore), bytesOf(diskAfter)];
    console.log(
      `.next: ${diskBefore.size} → ${diskAfter.size} files (+${diskAfter.size - diskBefore.size}), ${mb(bytesBefore)} → ${mb(bytesAfter)} MB (+${mb(bytesAfter - bytesBefore)})`,
    );
    for (const [folder, count] of grownFolders(diskBefore, diskAfter)) console.log(`  +${count} files in ${folder}`);
    console.log(
      `server memory (RSS): ${mb(memoryBefore)} → ${mb(memoryAfter)} MB (+${mb(memoryAfter - memoryBefore)}); every ${SECONDS / 10} s: ${samples.map(mb).join(', ')}`,
    );
    console.log(
      `real pages meanwhile: ${realResult.requests.total} requests, p50 ${realResult.latency.p50} ms, p99 ${realResult.latency.p99} ms, ${realResult.non2xx} not 2xx, ${realResult.errors} errors`,
    );
  } finally {
    await stop(shop);
    await sandbox.stop();
  }
}

await main();

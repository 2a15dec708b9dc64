// What bench/web.mjs measures and how it prints it: the pages it measures, the speed targets they must meet
// against the bare page, and the Markdown tables of the audit, the interactions, a first visit's bytes and the
// targets.
import { formatInteraction } from './interactions.mjs';

const INTERACTION_BUDGET_MS = 200;
// A first visit pays for the worker on the shopper's data plan: at most this much more than without it.
const FIRST_VISIT_WORKER_FACTOR = 1.3;

// [route in route-bundle-stats.json, address]
export const PAGES = [
  ['/', '/'],
  ['/products/[state]', '/products'],
  ['/products/[state]', '/products?variants=playstation-5&genres=Adventure'],
  ['/product/[slug]/[variant]', '/product/ea-sports-fc-26'],
  ['/terms', '/terms'],
  ['/blogs/[page]', '/blogs'],
  ['/blog/[post]', '/blog/spring-2026-releases'],
  ['/cart', '/cart'],
];

// The speed targets each main page must meet, against the bare page, in both of Lighthouse's modes: simulated
// (its replay of an unthrottled load) and throttled (slow 4G and the slow CPU applied to the real load).
const TARGETS = [
  ['score ≥ bare − 5', (page, bare) => page.audit.score >= bare.audit.score - 5],
  ['throttled score ≥ bare − 5', (page, bare) => page.audit.throttledScore >= bare.audit.throttledScore - 5],
  ['LCP ≤ 1.3 × bare', (page, bare) => page.audit.lcp <= 1.3 * bare.audit.lcp],
  ['throttled LCP ≤ 1.3 × bare', (page, bare) => page.audit.throttledLcp <= 1.3 * bare.audit.throttledLcp],
  ['throttled LCP ≤ 2.5 s', (page) => page.audit.throttledLcp <= 2500],
  ['TBT ≤ 1.5 × bare', (page, bare) => page.audit.tbt <= 1.5 * bare.audit.tbt],
  ['throttled TBT ≤ 1.5 × bare', (page, bare) => page.audit.throttledTbt <= 1.5 * bare.audit.throttledTbt],
  ['JS sent ≤ bare + 30 kB', (page, bare) => page.audit.jsKb <= bare.audit.jsKb + 30],
  ['CLS ≤ 0.01 in every run', (page) => page.audit.clsMax <= 0.01],
  // In kB (1000 bytes) as the budget is written; the table's column is in KiB.
  ['first-load JS ≤ bare + 30 kB', (page, bare) => (page.js - bare.js) * 1.024 <= 30],
  // Only when autocannon ran (not with BENCH_ONLY=pages).
  ['req/s ≥ 0.5 × bare', (page, bare) => !page.load || page.load.rps >= 0.5 * bare.load.rps],
];

const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '');

/**
 * One row per page, the bare page first: Lighthouse simulated, then throttled, first-load JavaScript and
 * autocannon (when it ran), with ratios to the bare page.
 */
export function printPageTable(pages) {
  const [bare] = pages;
  const header = [
    'page',
    'score',
    'LCP s',
    'LCP ÷ bare',
    'TBT ms',
    'TBT ÷ bare',
    'JS kB sent',
    'full-speed LCP ms',
    'throttled score',
    'throttled LCP s',
    'throttled ÷ bare',
    'throttled TBT ms',
    'throttled TBT ÷ bare',
    'warm LCP s',
    'CLS max',
    'first-load JS KiB gzip',
    'req/s',
    'req/s ÷ bare',
    'p50 ms',
    'p99 ms',
    'errors',
  ];
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const page of pages) {
    const isBare = page === bare;
    const toBare = (key) => (isBare ? '' : ratio(page.audit[key], bare.audit[key]));
    const { load } = page;
    const cells = [
      page.name,
      page.audit.score,
      (page.audit.lcp / 1000).toFixed(2),
      toBare('lcp'),
      Math.round(page.audit.tbt),
      toBare('tbt'),
      `${Math.round(page.audit.jsKb)}${isBare ? '' : ` (+${Math.round(page.audit.jsKb - bare.audit.jsKb)})`}`,
      Math.round(page.audit.observedLcp),
      page.audit.throttledScore,
      (page.audit.throttledLcp / 1000).toFixed(2),
      toBare('throttledLcp'),
      Math.round(page.audit.throttledTbt),
      toBare('throttledTbt'),
      page.audit.warmLcp === null ? '' : (page.audit.warmLcp / 1000).toFixed(2),
      page.audit.clsMax.toFixed(3),
      `${page.js.toFixed(1)}${isBare ? '' : ` (+${(page.js - bare.js).toFixed(1)})`}`,
      load ? Math.round(load.rps) : '',
      load && !isBare ? ratio(load.rps, bare.load.rps) : '',
      load?.p50 ?? '',
      load?.p99 ?? '',
      load?.errors ?? '',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

/** A cold first visit's bytes and requests with the worker blocked and allowed, and their ratio. */
export function printFirstVisitTable(rows) {
  const kib = (bytes) => (bytes / 1024).toFixed(0);
  console.log(
    '\n| page | KiB, worker blocked | requests | KiB, worker allowed | requests | bytes allowed ÷ blocked |\n|---|---|---|---|---|---|',
  );
  for (const { name, served, blocked } of rows) {
    console.log(
      `| ${name} | ${kib(blocked.bytes)} | ${blocked.requests} | ${kib(served.bytes)} | ${served.requests} | ${ratio(served.bytes, blocked.bytes)} |`,
    );
  }
}

export function printInteractionTable(interactions) {
  console.log('\n| interaction | page | time to next paint, median ms | largest ms |\n|---|---|---|---|');
  for (const { name, address, median, max } of interactions) {
    console.log(`| ${name} | ${address} | ${formatInteraction(median)} | ${formatInteraction(max)} |`);
  }
}

/**
 * Each main page against each target, then each interaction against its budget, then each first visit's bytes
 * with the worker against those without: ✓ met, ✗ missed.
 */
export function printTargets(pages, interactions, firstVisits = []) {
  const [bare] = pages;
  console.log('\nTargets, ✓ met, ✗ missed:');
  for (const page of pages.slice(1)) {
    console.log(
      `  ${page.name}: ${TARGETS.map(([label, met]) => `${met(page, bare) ? '✓' : '✗'} ${label}`).join(' · ')}`,
    );
  }
  for (const { name, median } of interactions) {
    console.log(`  ${name}: ${median <= INTERACTION_BUDGET_MS ? '✓' : '✗'} median ≤ ${INTERACTION_BUDGET_MS} ms`);
  }
  for (const { name, served, blocked } of firstVisits) {
    const met = served.bytes <= FIRST_VISIT_WORKER_FACTOR * blocked.bytes;
    console.log(
      `  first visit to ${name}: ${met ? '✓' : '✗'} bytes with the worker ≤ ${FIRST_VISIT_WORKER_FACTOR} × without`,
    );
  }
}

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

// The speed targets each main page must meet, against the bare page.
const TARGETS = [
  ['score ≥ bare − 5', (page, bare) => page.audit.score >= bare.audit.score - 5],
  ['throttled LCP ≤ 2.5 s', (page) => page.audit.throttledLcp <= 2500],
  ['throttled LCP ≤ 1.3 × bare', (page, bare) => page.audit.throttledLcp <= 1.3 * bare.audit.throttledLcp],
  ['CLS ≤ 0.01 in every run', (page) => page.audit.clsMax <= 0.01],
  // In kB (1000 bytes) as the budget is written; the table's column is in KiB.
  ['first-load JS ≤ bare + 30 kB', (page, bare) => (page.js - bare.js) * 1.024 <= 30],
  ['req/s ≥ 0.5 × bare', (page, bare) => page.load.rps >= 0.5 * bare.load.rps],
];

const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '');

/** One row per page, the bare page first: Lighthouse, first-load JavaScript and autocannon, with ratios to it. */
export function printPageTable(pages) {
  const [bare] = pages;
  const header = [
    'page',
    'score',
    'LCP s',
    'LCP ÷ bare',
    'full-speed LCP ms',
    'throttled LCP s',
    'throttled ÷ bare',
    'warm LCP s',
    'TBT ms',
    'CLS max',
    'JS kB sent',
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
    const cells = [
      page.name,
      page.audit.score,
      (page.audit.lcp / 1000).toFixed(2),
      isBare ? '' : ratio(page.audit.lcp, bare.audit.lcp),
      Math.round(page.audit.observedLcp),
      (page.audit.throttledLcp / 1000).toFixed(2),
      isBare ? '' : ratio(page.audit.throttledLcp, bare.audit.throttledLcp),
      (page.audit.warmLcp / 1000).toFixed(2),
      Math.round(page.audit.tbt),
      page.audit.clsMax.toFixed(3),
      Math.round(page.audit.jsKb),
      `${page.js.toFixed(1)}${isBare ? '' : ` (+${(page.js - bare.js).toFixed(1)})`}`,
      Math.round(page.load.rps),
      isBare ? '' : ratio(page.load.rps, bare.load.rps),
      page.load.p50,
      page.load.p99,
      page.load.errors,
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

// Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU), run in
// Debian's Chromium (scripts/chromium.mjs): the performance score, LCP, TBT and CLS, and the JavaScript the
// page transferred. Each page is audited `runs` times; the table shows medians, and the largest CLS.
// Then `devtoolsRuns` rounds in which the same slow 4G and 4× CPU are applied to the real load
// (throttlingMethod 'devtools'): once with an empty cache, as a first visit, and once right after with the
// cache that visit left, as a second page view. Their LCP is what a phone on that network sees, without the
// replay's premises (docs/performance.md), and their CLS counts in the largest: a font that arrives after
// the first paint shows only on a slow real load.
// BENCH_CPU_SLOWDOWN sets the CPU factor of every audit (Lighthouse's 4 by default): a larger one stands in
// for a slower host, where every kilobyte of script costs more blocking time than on this one.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { freshRender } from './fresh-render.mjs';

// --hide-scrollbars: Lighthouse sets up its phone emulation on a blank tab just before it navigates, and the
// blank page's overlay scrollbar then fades out on the compositor 0.19-0.25 s into the load. When the page
// has not yet shown its first frame by then, those compositor-only frames of the old page go undrawn, the
// display compositor throttles the tab to one frame a second (ThrottleUndrawnFrames), and the first paint
// is held until about 1.3 s. That is a property of the emulated tab, not of the page: it hit every page
// whose first frame comes after about 0.2 s on this machine (the shop's, not the one-paragraph bare page)
// in one run out of four, and never once in 18 runs with the scrollbars hidden (docs/performance.md).
// Overlay scrollbars take no room, so hiding them changes no layout.
const CHROME_FLAGS = ['--headless=new', '--hide-scrollbars', ...CHROMIUM_FLAGS];

export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function measure(lhr) {
  const { audits } = lhr;
  // Every script transferred while Lighthouse watched, whoever asked for it: the page's first load, what it
  // fetches once idle, the router's prefetches.
  const scriptBytes = audits['network-requests'].details.items
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: scriptBytes / 1000,
    // The largest paint of the unthrottled load that Lighthouse replays: every request finished by then counts
    // in its LCP (docs/performance.md), so this says how much of the page a page's LCP carries.
    observedLcp: audits.metrics.details.items[0].observedLargestContentfulPaint,
    fcp: audits['first-contentful-paint'].numericValue,
    interactive: audits.interactive.numericValue,
    totalKb: audits['total-byte-weight'].numericValue / 1000,
  };
}

// Lighthouse's own reset before an audit (skipped by `disableStorageReset`, the warm runs), and the three kinds it
// keeps so that a logged-in site stays logged in. Kept, they carried one audit's visit into the next: a product page
// audited earlier in a round left its recently viewed list, and every later "cold" audit of `/` then loaded and drew
// that rail (6.7 kB of script, its pictures). A first visit has none.
const COLD_STORAGE = [...defaultSettings.clearStorageTypes, 'local_storage', 'indexeddb', 'cookies'];

/** Audits `url` once every page of the run (`pages`) answers from a fresh render (./fresh-render.mjs). */
async function audit(url, port, pages, flags = {}) {
  for (const page of pages) await freshRender(page);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
    clearStorageTypes: COLD_STORAGE,
    ...flags,
    // Merged into Lighthouse's own throttling, which keeps its network settings.
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (result?.lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
  return measure(result.lhr);
}

/**
 * Audits each URL `runs` times simulated and `devtoolsRuns` times cold and (unless `warm` is false) warm under
 * applied throttling;
 * resolves to a Map of url → { score, lcp, tbt, jsKb, observedLcp } medians of the simulated runs, the cold
 * applied runs' { throttledScore, throttledLcp, throttledTbt, throttledJsKb } and the warm ones' warmLcp, and
 * clsMax over every run.
 * The runs go round by round (every page once, then every page again) rather than page by page, so a busy
 * spell of this machine falls on all the pages alike instead of on one page's runs. One audit before the
 * rounds is thrown away: it warms the new Chromium and the server's first answers, whichever page that is.
 */
export async function auditPages(urls, { runs = 5, devtoolsRuns = 3, warm = true, chromePath = CHROMIUM_PATH } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const auditPage = (url, flags) => audit(url, chrome.port, urls, flags);
    await auditPage(urls[0]);
    const samples = new Map(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) samples.get(url).push(await auditPage(url));
    }
    const throttled = new Map(urls.map((url) => [url, { cold: [], warm: [] }]));
    for (let run = 0; run < devtoolsRuns; run += 1) {
      for (const url of urls) {
        throttled.get(url).cold.push(await auditPage(url, { throttlingMethod: 'devtools' }));
        if (warm)
          throttled
            .get(url)
            .warm.push(await auditPage(url, { throttlingMethod: 'devtools', disableStorageReset: true }));
      }
    }
    return new Map(
      urls.map((url) => {
        const pageSamples = samples.get(url);
        const { cold, warm } = throttled.get(url);
        return [
          url,
          {
            score: median(pageSamples.map((sample) => sample.score)),
            lcp: median(pageSamples.map((sample) => sample.lcp)),
            tbt: median(pageSamples.map((sample) => sample.tbt)),
            jsKb: median(pageSamples.map((sample) => sample.jsKb)),
            observedLcp: median(pageSamples.map((sample) => sample.observedLcp)),
            throttledScore: median(cold.map((sample) => sample.score)),
            throttledLcp: median(cold.map((sample) => sample.lcp)),
            throttledTbt: median(cold.map((sample) => sample.tbt)),
            throttledJsKb: median(cold.map((sample) => sample.jsKb)),
            warmLcp: warm.length ? median(warm.map((sample) => sample.lcp)) : null,
            clsMax: Math.max(...[...pageSamples, ...cold, ...warm].map((sample) => sample.cls)),
          },
        ];
      }),
    );
  } finally {
    await chrome.kill();
  }
}

/**
 * What the service worker costs a first visit: each URL audited cold under applied throttling with the
 * worker's script served and with it blocked (the page then registers nothing), the two taking turns round
 * by round, and the bare page (`bareUrl`, which has no worker) in the same rounds, so the shop's blocking time
 * stands beside the stack's own; resolves to a Map of url → { served, blocked } (the bare page's: { blocked })
 * medians of FCP, LCP, TBT, time to interactive, script and total kB transferred during the audit.
 */
export async function auditWorkerCost(urls, { bareUrl, rounds = 3, chromePath = CHROMIUM_PATH } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const variants = { served: {}, blocked: { blockedUrlPatterns: ['*/sw.js'] } };
  const audited = [
    ...(bareUrl ? [[bareUrl, { blocked: variants.blocked }]] : []),
    ...urls.map((url) => [url, variants]),
  ];
  try {
    await audit(urls[0], chrome.port, urls, { throttlingMethod: 'devtools' });
    const samples = new Map(
      audited.map(([url, kinds]) => [url, Object.fromEntries(Object.keys(kinds).map((k) => [k, []]))]),
    );
    for (let round = 0; round < rounds; round += 1) {
      for (const [url, kinds] of audited) {
        for (const [name, flags] of Object.entries(kinds)) {
          samples.get(url)[name].push(await audit(url, chrome.port, urls, { throttlingMethod: 'devtools', ...flags }));
        }
      }
    }
    const medians = (list) =>
      Object.fromEntries(
        ['fcp', 'lcp', 'tbt', 'interactive', 'jsKb', 'totalKb'].map((key) => [
          key,
          median(list.map((sample) => sample[key])),
        ]),
      );
    return new Map(
      [...samples].map(([url, kinds]) => [
        url,
        Object.fromEntries(Object.entries(kinds).map(([name, list]) => [name, medians(list)])),
      ]),
    );
  } finally {
    await chrome.kill();
  }
}

// Lighthouse's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU), run in
// Debian's Chromium (scripts/chromium.mjs): the performance score, LCP, TBT and CLS, and the JavaScript the
// page transferred. Each page is audited `runs` times in a row; the table shows medians, and the largest CLS.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function measure(lhr) {
  const { audits } = lhr;
  const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: (scripts?.transferSize ?? 0) / 1000,
  };
}

/** Audits each URL `runs` times; resolves to a Map of url → { score, lcp, tbt, jsKb } medians and clsMax. */
export async function auditPages(urls, { runs = 3, chromePath = CHROMIUM_PATH } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const results = new Map();
    for (const url of urls) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
        if (result?.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
        samples.push(measure(result.lhr));
      }
      results.set(url, {
        score: median(samples.map((sample) => sample.score)),
        lcp: median(samples.map((sample) => sample.lcp)),
        tbt: median(samples.map((sample) => sample.tbt)),
        jsKb: median(samples.map((sample) => sample.jsKb)),
        clsMax: Math.max(...samples.map((sample) => sample.cls)),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

// What a first visit moves over the network: a cold browser profile opens one page, at full speed, and every
// response that reaches it from the network in the first `seconds` (45 by default: the page, what it fetches
// when idle, the router's prefetches and, with the worker, what the worker fetches) is counted by what it cost
// on the wire (headers and encoded body). The same visit runs with service workers allowed and with them
// blocked, in two browser contexts at once, so the difference is what the worker adds. Driven by Playwright,
// which reports the worker's own requests beside the page's in Chromium; a page's request the worker answered
// is not counted (its network fetch, if it made one, is).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const FIRST_VISIT_SECONDS = Number(process.env.BENCH_FIRST_VISIT_SECONDS ?? 45);

/** One cold visit of `url` in `browser`; resolves to { bytes, requests, scripts: [{ url, bytes, at }] }. */
async function visit(browser, url, { serviceWorkers, seconds }) {
  const context = await browser.newContext({
    serviceWorkers,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
  });
  const responses = [];
  const started = Date.now();
  context.on('requestfinished', (request) => {
    const at = Date.now() - started;
    responses.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return null;
        const sizes = await request.sizes();
        return {
          url: request.url(),
          type: request.resourceType(),
          fromWorker: request.serviceWorker() !== null,
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          at,
        };
      })().catch(() => null),
    );
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));
    const counted = (await Promise.all(responses)).filter((entry) => entry !== null && entry.at <= seconds * 1000);
    return {
      bytes: counted.reduce((sum, entry) => sum + entry.bytes, 0),
      requests: counted.length,
      responses: counted,
    };
  } finally {
    await context.close();
  }
}

/**
 * Each URL visited cold with the worker allowed and blocked, the two at once, page after page; resolves to a
 * Map of url → { served, blocked }, each { bytes, requests, responses }.
 */
export async function measureFirstVisits(urls, { seconds = FIRST_VISIT_SECONDS, chromePath = CHROMIUM_PATH } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const results = new Map();
    for (const url of urls) {
      const [served, blocked] = await Promise.all([
        visit(browser, url, { serviceWorkers: 'allow', seconds }),
        visit(browser, url, { serviceWorkers: 'block', seconds }),
      ]);
      results.set(url, { served, blocked });
    }
    return results;
  } finally {
    await browser.close();
  }
}

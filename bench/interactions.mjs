// The main interactions' time to next paint on a phone-sized page at 4× CPU slowdown, in Debian's Chromium
// driven by Playwright: for each interaction, the longest Event Timing entry of that interaction (what INP
// counts: from the input to the paint after its handlers ran). The browser reports only entries of 16 ms or
// more, so a faster interaction is shown as < 16. Each interaction runs `runs` times on a fresh page that
// has finished loading; the table shows medians and the largest.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const CPU_SLOWDOWN = 4;
const FASTEST_REPORTED_MS = 16;
// How long a reported entry may take to show after the interaction's result is on screen.
const ENTRY_WAIT_MS = 1500;

// Collects the durations of Event Timing entries of real interactions from the start of the page.
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push(entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

const banner = (page) => page.getByRole('banner');
const quantity = (page) => page.getByRole('status', { name: 'تعداد' }).first();

// One line in the cart, added on the product page as a shopper would.
async function addOneLine(page, origin) {
  await page.goto(`${origin}/product/elden-ring`);
  await chooseVariant(page);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await quantity(page).filter({ hasText: '۱' }).waitFor();
}

async function chooseVariant(page) {
  await page.getByRole('radio', { name: 'PC', exact: true }).check();
  await page.getByRole('radio', { name: /آفلاین/ }).check();
}

// [name, address, what the interaction does, what shows that it is done, what the page needs first]
export const INTERACTIONS = [
  [
    'open the menu',
    '/',
    (page) => banner(page).getByRole('button', { name: 'منو' }).click(),
    (page) => page.getByRole('dialog').waitFor(),
  ],
  [
    'open search',
    '/',
    (page) => banner(page).getByRole('button', { name: 'جستجو' }).click(),
    (page) => page.getByRole('dialog', { name: 'جستجو در گیمینو' }).waitFor(),
  ],
  [
    'open filters',
    '/products',
    (page) => page.getByRole('button', { name: 'فیلتر', exact: true }).click(),
    (page) => page.getByRole('dialog', { name: 'فیلترها' }).waitFor(),
  ],
  [
    'choose a variant',
    '/product/elden-ring',
    (page) => page.getByRole('radiogroup', { name: 'پلتفرم' }).getByRole('radio', { name: 'PlayStation 5' }).click(),
    (page) =>
      page
        .getByRole('radiogroup', { name: 'پلتفرم' })
        .getByRole('radio', { name: 'PlayStation 5', checked: true })
        .waitFor(),
  ],
  [
    'add to cart',
    '/product/elden-ring',
    (page) => page.getByRole('button', { name: 'افزودن به سبد خرید' }).click(),
    (page) => quantity(page).filter({ hasText: '۱' }).waitFor(),
    null,
    chooseVariant,
  ],
  [
    'change a quantity',
    '/cart',
    (page) => page.getByRole('button', { name: 'افزایش تعداد' }).first().click(),
    (page) => quantity(page).filter({ hasText: '۲' }).waitFor(),
    addOneLine,
  ],
];

async function probe(browser, origin, [, address, act, done, prepare, setUp]) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
  });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page, origin);
    await page.addInitScript(observeInteractions);
    await page.goto(`${origin}${address}`);
    await page.waitForLoadState('networkidle');
    if (setUp) await setUp(page);
    await page.evaluate(() => (window.__interactions.length = 0));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await act(page);
    await done(page);
    const durations = await page
      .waitForFunction(() => (window.__interactions.length ? window.__interactions : null), null, {
        timeout: ENTRY_WAIT_MS,
      })
      .then((handle) => handle.jsonValue())
      .catch(() => []);
    return durations.length ? Math.max(...durations) : 0;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resolves to a list of { name, address, median, max } in ms (0: under 16 ms, too fast to be reported). */
export async function probeInteractions(origin, { runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await probe(browser, origin, interaction));
      results.push({
        name: interaction[0],
        address: interaction[1],
        median: median(samples),
        max: Math.max(...samples),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const formatInteraction = (ms) =>
  ms < FASTEST_REPORTED_MS ? `< ${FASTEST_REPORTED_MS}` : String(Math.round(ms));

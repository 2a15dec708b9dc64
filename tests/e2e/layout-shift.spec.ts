// No layout shift on the main pages: each one is loaded on a slowed-down CPU (4×, like a cheap phone) with
// a PerformanceObserver recording every `layout-shift` from the first paint, cold and then warm, and the
// sum must stay at or below 0.01. The cart is loaded with something in it, so the badge is accounted for.
// Then each is loaded once more as a first visit on a slow network, where the font arrives well after the first
// paint: the text must not move when it does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Route } from './fixtures';
import { cartWithOneItem, demoToken, storeDeviceId, storeToken } from './support';
import { deferred } from '../support/deferred';

const MAX_SHIFT = 0.01;

const PAGES = [
  '/',
  '/products',
  '/products?genres=RolePlaying&sort=cheapest',
  '/product/elden-ring',
  // A gallery whose trailer is HLS, which gets its source only once on screen (elden-ring's is an MP4).
  '/product/god-of-war-ragnarok',
  '/categories',
  '/brand/ea-sports?preorder=1',
  '/blogs',
  '/blog/ps5-account-capacities-explained',
  '/cart',
];

/** Records layout shifts from the very start of every document the page loads. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: Source[];
      }[]) {
        if (entry.hadRecentInput) continue;
        // What moved and from where to where, so a failure names the element to fix.
        const sources = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const html = node instanceof Element ? node.outerHTML.slice(0, 100) : (node?.nodeName ?? '?');
          return `${html} (${Math.round(from.y)}+${Math.round(from.height)} → ${Math.round(to.y)}+${Math.round(to.height)})`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads the page and waits until it has settled: loaded, the network quiet, and two frames painted since. */
async function shiftsWhileLoading(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

test.describe('layout shift', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeDeviceId(page, await cartWithOneItem(request));
    await recordShifts(page);
    // Next's prefetches of other pages change nothing here, and it keeps their responses open once it has what
    // it needs, so the network would never look idle: they are left out of these loads.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  for (const path of PAGES) {
    test(`${path} moves nothing while it loads, cold and warm (CLS ≤ ${MAX_SHIFT})`, async ({ page }) => {
      for (const visit of ['cold', 'warm']) {
        const shifts = await shiftsWhileLoading(page, path);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `${visit} visit of ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
      }
    });
  }

  test(`a shopper's product page moves nothing while its discount switch reads the setting, nor as the tabs bar sticks (CLS ≤ ${MAX_SHIFT})`, async ({
    page,
    request,
  }) => {
    await storeToken(page, await demoToken(request));
    await shiftsWhileLoading(page, '/product/elden-ring');
    await expect(page.getByRole('switch', { name: 'خبرم کن وقتی تخفیف خورد' })).toBeEnabled();
    // Down the page past the tabs bar, which then sticks under the header, and a tab marked as sections pass.
    await page.evaluate(() => document.getElementById('faqs')!.scrollIntoView({ block: 'start' }));
    const tabs = page.getByRole('navigation', { name: 'بخش های صفحه' });
    await expect(tabs.locator('[aria-current="true"]')).toHaveCount(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const all = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    const total = all.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `signed-in product page: ${JSON.stringify(all)}`).toBeLessThanOrEqual(MAX_SHIFT);
  });
});

test.describe('layout shift further down the home page', () => {
  test.beforeEach(async ({ page }) => {
    await recordShifts(page);
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
    );
  });

  test(`/ moves nothing while its lazy sections' pictures arrive, section by section (CLS ≤ ${MAX_SHIFT})`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const sections = page.locator('[data-home-section]');
    const count = await sections.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const section = sections.nth(index);
      await section.scrollIntoViewIfNeeded();
      // Every picture now on screen has arrived; those off screen (further along a rail, in a hidden tab) stay lazy.
      await expect
        .poll(() =>
          section.evaluate((element) =>
            [...element.querySelectorAll('img')]
              .filter((img) => {
                const box = img.getBoundingClientRect();
                return (
                  box.width > 0 && box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight
                );
              })
              .every((img) => img.complete),
          ),
        )
        .toBe(true);
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `scrolling down / : ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
  });
});

/** How late the font arrives on the slow first visit: long after the page's first paint. */
const LATE_FONT_MS = 1_500;

test.describe('layout shift when the font arrives late', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeDeviceId(page, await cartWithOneItem(request));
    await recordShifts(page);
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
    );
    // Each test has its own browser context, so its cache starts empty: the font is fetched, slowly.
    await page.route('**/*.woff2', async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, LATE_FONT_MS));
      await route.continue();
    });
  });

  for (const path of PAGES) {
    test(`${path} moves nothing on a first visit whose font comes ${LATE_FONT_MS} ms late (CLS ≤ ${MAX_SHIFT})`, async ({
      page,
    }) => {
      const fontArrived = page.waitForResponse((response) => response.url().endsWith('.woff2'));
      await page.goto(path);
      await fontArrived;
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `first visit of ${path} with a late font: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(
        MAX_SHIFT,
      );
    });
  }
});

/**
 * Serves the shop through a proxy that sends a page's HTML in two parts, the first ending at `cut`, and holds the
 * second until `release` is called: a slow line or a busy server delivers a document in pieces, and the browser
 * paints what it has read.
 */
async function documentInTwoParts(upstream: string, path: string, cut: (html: string) => number) {
  const { promise: released, release } = deferred();
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { cookie: request.headers.cookie ?? '', 'accept-encoding': 'identity' },
      redirect: 'manual',
    });
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
      ),
    );
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    if (request.url !== path) return response.end(body);
    const html = body.toString('utf8');
    const at = cut(html);
    response.write(html.slice(0, at));
    await released;
    response.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { origin, release, close };
}

test.describe('layout shift when the HTML arrives in pieces', () => {
  const NAV = 'aria-label="منوی پایین"';
  const cuts = {
    'after its second tab': (html: string) => {
      const nav = html.indexOf(NAV);
      return html.indexOf('</li>', html.indexOf('</li>', nav) + 1) + '</li>'.length;
    },
    'before its first label': (html: string) => html.indexOf('<span>فروشگاه</span>', html.indexOf(NAV)),
  };

  for (const [where, cut] of Object.entries(cuts)) {
    test(`the bottom nav drawn from HTML cut ${where} stays where it is when the rest comes`, async ({
      page,
      baseURL,
    }) => {
      const proxy = await documentInTwoParts(baseURL!, '/cart', cut);
      const nav = page.getByRole('navigation', { name: 'منوی پایین' });
      const boxes = () =>
        nav.evaluate((element) =>
          [element, ...element.querySelectorAll('a, [aria-busy]')].map((part) => {
            const { x, y, width, height } = part.getBoundingClientRect();
            return { x, y, width, height };
          }),
        );
      const painted = () =>
        page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      try {
        await page.goto(`${proxy.origin}/cart`, { waitUntil: 'commit' });
        // The first part on screen: the nav as far as it was read, laid out and painted.
        await expect(nav).toBeVisible();
        await painted();
        const before = await boxes();
        proxy.release();
        await page.waitForLoadState('load');
        await expect(nav.getByRole('link')).toHaveCount(4);
        await painted();
        const after = await boxes();
        // The bar and every tab drawn from the first part are where they were; the tabs that came later are added.
        expect(after.slice(0, before.length)).toEqual(before);
      } finally {
        proxy.release();
        await proxy.close();
      }
    });
  }
});

// The installed app and a dropped connection: the service worker (app/sw.ts) takes control of the shop, a page
// read before is read again offline with a notice that it may be old, a page never read gets the Persian
// offline page, the cart as last read shows read-only offline, and the app can be installed (manifest, PNG
// icons, screenshots).
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { abpHeaders, addToCart, cartLine, ELDEN_RING, SANDBOX } from './support';

test.use({ serviceWorkers: 'allow' });

/** Opens the home page and waits until the worker, registered when the page is idle, controls it. */
async function controlledHome(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the service worker controls the shop after a reload', async ({ page }) => {
  await controlledHome(page);
  await expect(page.getByRole('status').filter({ hasText: 'بدون اینترنت' })).toHaveCount(0);
});

test('a product page seen before reads offline, marked as possibly old; a page never seen gets the offline page', async ({
  page,
  context,
}) => {
  await controlledHome(page);
  await page.goto('/product/elden-ring');
  await expect(page.getByRole('heading', { level: 1, name: 'الدن رینگ' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/product/elden-ring');
  await expect(page.getByRole('heading', { level: 1, name: 'الدن رینگ' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'بدون اینترنت؛ آنچه می‌بینید ممکن است به‌روز نباشد.' }),
  ).toBeVisible();

  await page.goto('/blog/spring-2026-releases');
  await expect(page.getByRole('heading', { level: 1, name: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'تلاش دوباره' });
  await expect(retry).toBeVisible();

  // Back online, trying again opens the page asked for.
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'اتصال اینترنت برقرار نیست' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog\/spring-2026-releases$/);
});

/** The build's files a page's HTML names (scripts/service-worker.mjs precaches /offline's), not the legacy polyfills. */
function staticFilesIn(html: string): string[] {
  const modern = html.replace(/<script[^>]*\bnoModule\b[^>]*><\/script>/gi, '');
  return [...new Set([...modern.matchAll(/["'(](\/_next\/static\/[^"'()\\\s?#]+)/g)].map((match) => match[1]))].sort();
}

/** The chunk of the build that holds `text`, as an address. */
function chunkHolding(text: string): string {
  const file = fs
    .readdirSync('.next/static/chunks')
    .find((name) => name.endsWith('.js') && fs.readFileSync(`.next/static/chunks/${name}`, 'utf8').includes(text));
  expect(file, `a chunk holds ${text}`).toBeDefined();
  return `/_next/static/chunks/${file}`;
}

test("a first visit precaches only the offline page, the shell's files it names, the icons and the offline flows' views", async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    const cache = await caches.open(name!);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  const offlineFiles = staticFilesIn(fs.readFileSync('.next/server/app/offline.html', 'utf8'));
  expect(offlineFiles.some((file) => file.endsWith('.woff2'))).toBe(true);
  const icons = fs.readdirSync('public/icons').map((file) => `/icons/${file}`);
  expect(precached).toEqual(expect.arrayContaining([...offlineFiles, ...icons, '/offline']));
  // Beyond those, the cart as last read and the Background Sync request of an add queued offline: a handful of
  // files, not the shop. Not the sender of the queued adds, which runs once the connection is back and is fetched
  // then, nor the HTTP client it brings.
  const views = precached.filter((file) => ![...offlineFiles, ...icons, '/offline'].includes(file));
  expect(views).toEqual(
    expect.arrayContaining([chunkHolding('این سبد همان است که آخرین بار دیدید'), chunkHolding('SyncManager')]),
  );
  expect(views).not.toContain(chunkHolding('افزودن یکی از کالاهای در صف'));
  expect(views).not.toContain(chunkHolding('AxiosError'));
  expect(views.length).toBeLessThanOrEqual(3);
});

test('the files of the page a first visit opened, fetched before the worker was there, are kept by it', async ({
  page,
}) => {
  await page.goto('/product/elden-ring');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')),
  );
  expect(fetched.length).toBeGreaterThan(5);
  await expect
    .poll(() =>
      page.evaluate(async (files) => {
        const kept = await Promise.all(files.map((file) => caches.match(file)));
        return files.filter((_, index) => !kept[index]);
      }, fetched),
    )
    .toEqual([]);
});

test('a first visit to / moves at most 1.3 times the bytes it moves with the worker blocked', async ({ browser }) => {
  /**
   * Bytes on the wire (headers and encoded body) of every response from the network, the worker's included, but
   * the router's prefetches of the links on screen: the same requests with the worker or without, whose share of
   * a visit this short depends on when the router gets to them (0 to 47 kB, either way, in four pairs of runs)
   * and made one run 1.31 times the other with the worker's own downloads at 38 kB. `bench:web` counts them
   * over its 45 seconds, by which time both visits have made them all.
   */
  async function firstVisit(serviceWorkers: 'allow' | 'block') {
    const context = await browser.newContext({ serviceWorkers, viewport: { width: 390, height: 844 } });
    const sizes: Promise<number>[] = [];
    // Playwright may report a request's end after the page is idle: every request started is waited for, so
    // none is left out of the sum (one run left out 98 kB that way, and measured 1.43).
    let started = 0;
    let settled = 0;
    context.on('request', () => (started += 1));
    context.on('requestfailed', () => (settled += 1));
    context.on('requestfinished', (request) => {
      settled += 1;
      sizes.push(
        (async () => {
          const response = await request.response();
          if (!response || response.fromServiceWorker()) return 0;
          if ((await request.headerValue('next-router-prefetch')) !== null) return 0;
          const { responseHeadersSize, responseBodySize } = await request.sizes();
          return responseHeadersSize + responseBodySize;
        })(),
      );
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    if (serviceWorkers === 'allow') await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      await page.waitForLoadState('networkidle');
    }
    await expect.poll(() => started > 0 && settled === started).toBe(true);
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await context.close();
    return bytes;
  }
  const blocked = await firstVisit('block');
  const served = await firstVisit('allow');
  console.log(`first visit to /: ${blocked} bytes with the worker blocked, ${served} with it`);
  expect(blocked).toBeGreaterThan(100_000);
  // The worker's own downloads (its script, /offline, the icons, the offline views) are counted.
  expect(served - blocked).toBeGreaterThan(20_000);
  expect(served / blocked).toBeLessThanOrEqual(1.3);
});

test('a new version waiting is offered quietly, and the page reloads into it when asked', async ({ page }) => {
  await controlledHome(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // A deployment in place: the server answers /sw.js from the build's file as it is now.
  const file = '.next/sw.js';
  const built = fs.readFileSync(file);
  try {
    fs.writeFileSync(file, Buffer.concat([built, Buffer.from(`\n// another build ${Date.now()}\n`)]));
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'نسخه جدید آماده است' });
    await expect(prompt).toBeVisible();
    // The new worker takes over and the page reloads into it.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: 'به‌روزرسانی' }).click(),
    ]);
    await page.waitForLoadState();
    await expect(prompt).toHaveCount(0);
    const registration = await page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return { waiting: current?.waiting ?? null, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(registration).toEqual({ waiting: null, controller: first });
  } finally {
    fs.writeFileSync(file, built);
  }
});

test('an add to the cart made offline waits, and reaches the cart when the connection is back', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/product/elden-ring');
  const add = page.getByRole('button', { name: 'افزودن به سبد خرید' });
  await expect(add).toBeEnabled();

  await context.setOffline(true);
  await add.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'این کالا پس از وصل شدن به سبد خرید اضافه می‌شود' }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(
    page.getByRole('status').filter({ hasText: 'کالاهایی که بدون اینترنت افزودید به سبد خرید اضافه شد.' }),
  ).toBeVisible();
  // The sandbox holds the line, in the cart of the device id the browser now keeps.
  const deviceId = await page.evaluate(
    () => JSON.parse(JSON.parse(localStorage.getItem('persist:root')!).cart).deviceId as string,
  );
  const current = await request.get(`${SANDBOX}/commerce/api/services/app/Cart/GetCurrentCart`, {
    headers: { ...abpHeaders, 'X-Device-Id': deviceId },
  });
  const cart = (await current.json()).result;
  expect(cart.totalQuantity).toBe(1);
  expect(cart.items[0].variant.product.slug).toBe('elden-ring');
});

test('the cart as last read on this device shows offline on /cart, read-only, with a notice that it may be old', async ({
  page,
  context,
  request,
}) => {
  await controlledHome(page);
  await addToCart(page, ELDEN_RING);
  const deviceId = await page.evaluate(
    () => JSON.parse(JSON.parse(localStorage.getItem('persist:root')!).cart).deviceId as string,
  );
  const current = await request.get(`${SANDBOX}/commerce/api/services/app/Cart/GetCurrentCart`, {
    headers: { ...abpHeaders, 'X-Device-Id': deviceId },
  });
  expect((await current.json()).result.totalQuantity).toBe(1);

  await page.goto('/cart');
  await expect(cartLine(page, ELDEN_RING.title)).toBeVisible();
  // The read is kept just after it shows (its script is fetched then).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('LastReadCart'))).not.toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'بدون اینترنت؛ این سبد همان است که آخرین بار دیدید' }),
  ).toBeVisible();
  const line = cartLine(page, ELDEN_RING.title);
  await expect(line.getByRole('link', { name: ELDEN_RING.title })).toBeVisible();
  await expect(line.getByText('تعداد: ۱')).toBeVisible();
  await expect(page.getByRole('button', { name: 'افزایش تعداد' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'حذف' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ثبت سفارش' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
});

test('the shop can be installed: a Persian standalone manifest with PNG icons, a maskable one, screenshots and an iOS icon', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'گیمینو',
    lang: 'fa',
    dir: 'rtl',
    display: 'standalone',
    start_url: '/',
  });
  const sizes = manifest.icons
    .filter((icon: { type: string }) => icon.type === 'image/png')
    .map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(manifest.screenshots.every((shot: { form_factor: string }) => shot.form_factor === 'narrow')).toBe(true);
  for (const file of [...manifest.icons, ...manifest.screenshots].map((entry: { src: string }) => entry.src)) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
  }
  await page.goto('/');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon!)).headers()['content-type']).toBe('image/png');
});

test("Chrome's own installability check finds nothing against the shop", async ({ page, context }) => {
  await controlledHome(page);
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // A test browser's profile is a private one, which no site may install from; anything else would be the shop's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('the worker is served fresh with a policy of its own, and pages allow it and no other worker', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toBe(
    "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toContain("worker-src 'self'");
});

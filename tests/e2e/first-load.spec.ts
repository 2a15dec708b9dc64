// What only a cart with lines, an order, a signed-in shopper, a login or an unreadable cart needs stays out of /cart's first load (the route's chunks
// in the build's .next/diagnostics/route-bundle-stats.json), so an empty cart, every first visit's, paints
// with the script every page has; each part is still in the build, loaded when it is shown. And a first visit,
// loaded and idle, has downloaded none of the libraries only a call to a service needs (zod, axios, RTK Query).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';

const CHUNKS = '.next/static/chunks';

// The login form's text, as it stands in the minified script (the cart's login dialog and /login share the form).
const LOGIN_FORM = 'ورود با رمز عبور';

// A text only that part renders, as it stands in the minified script.
const LOADED_WHEN_SHOWN = [
  ['the cart lines', 'افزایش تعداد'],
  ['the checkout form', 'اطلاعات تماس'],
  ['the order panel', 'پرداخت از کیف پول'],
  ['the checkout that places and pays orders', 'پرداخت این سفارش هنوز انجام نشده است'],
  ['the login dialog', LOGIN_FORM],
  ['the cart as last read, shown offline', 'این سبد همان است که آخرین بار دیدید'],
] as const;

function firstLoadScripts(route: string): string[] {
  const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8')) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const entry = stats.find((candidate) => candidate.route === route);
  expect(entry, `${route} in route-bundle-stats.json`).toBeDefined();
  return entry!.firstLoadChunkPaths
    .filter((chunk) => chunk.endsWith('.js'))
    .map((chunk) => readFileSync(chunk, 'utf8'));
}

test("/cart's first load leaves out the lines, the checkout, the order panel and the login dialog", () => {
  const firstLoad = firstLoadScripts('/cart');
  const everyChunk = readdirSync(CHUNKS)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(CHUNKS, file), 'utf8'));
  for (const [part, text] of LOADED_WHEN_SHOWN) {
    expect(
      everyChunk.some((script) => script.includes(text)),
      `${part} is in the build`,
    ).toBe(true);
    expect(
      firstLoad.some((script) => script.includes(text)),
      `${part} is not in /cart's first load`,
    ).toBe(false);
  }
});

test("a first visit's /cart paints the empty cart from its HTML, before any of the page's scripts has arrived", async ({
  page,
}) => {
  // The route's scripts never arrive: what shows is what the HTML and its one inline hint paint.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, () => {});
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const cart = page.getByRole('region', { name: 'سبد خرید' });
  await expect(cart.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expect(cart.getByTestId('cart-skeleton')).toBeHidden();
});

test('a browser that has a cart sees the skeleton until its cart is read, not an empty cart', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'persist:root',
      JSON.stringify({ cart: JSON.stringify({ deviceId: 'some-device', quantity: 1, pendingAdds: [] }) }),
    );
  });
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, () => {});
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const cart = page.getByRole('region', { name: 'سبد خرید' });
  await expect(cart.getByTestId('cart-skeleton')).toBeVisible();
  await expect(cart.getByText('سبد خرید شما خالی است.')).toBeHidden();
});

/** Every script a page fetches from the build, as text, from now on. */
function fetchedScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
  });
  return scripts;
}

/** Whether any script fetched so far holds `text`. */
async function anyFetchedHolds(scripts: Promise<string>[], text: string): Promise<boolean> {
  return (await Promise.all(scripts)).some((script) => script.includes(text));
}

/** Waits until the page has loaded, run what it left for idle time, and fetched what that asked for. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.waitForLoadState('networkidle');
  }
}

test("a first visit's empty cart fetches neither its lines, the checkout nor the login form, once the page is loaded and idle", async ({
  page,
}) => {
  const scripts = fetchedScripts(page);
  await page.goto('/cart');
  const cart = page.getByRole('region', { name: 'سبد خرید' });
  await expect(cart.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود به حساب کاربری' })).toBeEnabled();
  await settled(page);
  const fetched = await Promise.all(scripts);
  expect(fetched.length).toBeGreaterThan(0);
  for (const [part, text] of LOADED_WHEN_SHOWN) {
    expect(
      fetched.some((script) => script.includes(text)),
      `${part} was fetched`,
    ).toBe(false);
  }
});

test("an empty cart's login form is fetched as the shopper reaches for its button, and opens", async ({ page }) => {
  const scripts = fetchedScripts(page);
  await page.goto('/cart');
  const login = page.getByRole('button', { name: 'ورود به حساب کاربری' });
  await expect(login).toBeEnabled();
  await settled(page);
  await login.hover();
  await expect.poll(() => anyFetchedHolds(scripts, LOGIN_FORM)).toBe(true);
  await login.click();
  await expect(page.getByRole('dialog', { name: 'ورود برای ثبت سفارش' })).toBeVisible();
});

test("a visitor's profile tab fetches /login's form as the shopper reaches for it, not with the first visit", async ({
  page,
}) => {
  // /login is one kept page, so a prefetch of it brings its scripts: the form, its validation and its HTTP client.
  const scripts = fetchedScripts(page);
  const hasLoginForm = () => anyFetchedHolds(scripts, LOGIN_FORM);
  await page.goto('/');
  await settled(page);
  expect(await hasLoginForm(), 'the login form was fetched before the tab was reached for').toBe(false);
  const tab = page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'پروفایل' });
  await tab.hover();
  await expect.poll(hasLoginForm).toBe(true);
  await tab.click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'ورود با رمز عبور' })).toBeVisible();
});

// A text each library has in its built script, whatever the minifier names.
const LIBRARIES = [
  ['the validation library (zod)', '$ZodObject'],
  ['the HTTP client (axios)', 'AxiosError'],
  ['RTK Query', '__rtkq/'],
] as const;

for (const address of ['/', '/cart', '/product/elden-ring', '/blogs']) {
  test(`a cold first visit to ${address} downloads no validation library, HTTP client or RTK Query, once loaded and idle`, async ({
    page,
  }) => {
    const everyChunk = readdirSync(CHUNKS)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(CHUNKS, file), 'utf8'));
    const scripts = fetchedScripts(page);
    await page.goto(address);
    await settled(page);
    const fetched = await Promise.all(scripts);
    expect(fetched.length).toBeGreaterThan(0);
    for (const [library, text] of LIBRARIES) {
      expect(
        everyChunk.some((script) => script.includes(text)),
        `${library} is in the build`,
      ).toBe(true);
      expect(
        fetched.some((script) => script.includes(text)),
        `${library} was fetched`,
      ).toBe(false);
    }
  });
}

// Analytics' event builders (lib/analytics/ecommerce.ts, its search event's '(redacted)') and the screens' reports
// (components/shared/analytics/report.ts, its key 'analytics-purchases') come when the page is idle or a screen
// first reports: never with a page's first load, and each once.
const EVENT_BUILDERS = '(redacted)';
const SCREEN_REPORTS = 'analytics-purchases';

for (const route of ['/', '/product/[slug]/[variant]']) {
  test(`${route}'s first load leaves out analytics' event builders`, () => {
    expect(
      firstLoadScripts(route).some((script) => script.includes(EVENT_BUILDERS)),
      'the event builders are in the first load',
    ).toBe(false);
  });
}

test("a product page's first visit fetches analytics' event builders and the screens' reports once each", async ({
  page,
}) => {
  const scripts = fetchedScripts(page);
  await page.goto('/product/elden-ring');
  await settled(page);
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'view_item')))
    .toBe(true);
  const fetched = await Promise.all(scripts);
  expect(fetched.filter((script) => script.includes(EVENT_BUILDERS)).length, 'scripts with the event builders').toBe(1);
  expect(fetched.filter((script) => script.includes(SCREEN_REPORTS)).length, "scripts with the screens' reports").toBe(
    1,
  );
});

// The table of page kinds (lib/page-kinds.ts, one of its render modes as it stands in the script) is the
// server's: field Web Vitals send the page's path and the server finds its route template.
const PAGE_KINDS_TABLE = 'proxied-with-query';

test('a cold first visit, loaded, idle and measuring its vitals, downloads no table of page kinds', async ({
  page,
}) => {
  // What the page's beacons carry, as it hands them to the browser (Playwright shows a beacon's request, not its body).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: Promise<string>[] = [];
    Object.assign(window, { sentBeacons: sent });
    navigator.sendBeacon = (url, body) => {
      if (body instanceof Blob) sent.push(body.text());
      return send(url, body);
    };
  });
  const scripts = fetchedScripts(page);
  await page.goto('/product/elden-ring');
  await settled(page);
  // Left, the page sends what it measured: the measuring code had loaded and run.
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  const beacons = await page.evaluate(() =>
    Promise.all((window as unknown as { sentBeacons: Promise<string>[] }).sentBeacons),
  );
  expect(beacons.map((body) => JSON.parse(body) as unknown)).toEqual([
    expect.objectContaining({ path: '/product/elden-ring' }),
  ]);
  const fetched = await Promise.all(scripts);
  expect(
    fetched.some((script) => script.includes(PAGE_KINDS_TABLE)),
    'the table of page kinds was fetched',
  ).toBe(false);
});

// Links prefetch their page when the shopper reaches for them (components/shared/IntentLink.tsx), not when they
// scroll into view: the home page's sections and chips used to fetch the flight data of 15 other addresses on every
// first visit. The bottom nav's tabs still prefetch as soon as they are shown (components/shell/BottomNav.tsx).
test("a first visit to / prefetches only the bottom nav's other pages until a link is reached for, and that one then", async ({
  page,
}) => {
  const prefetched = new Set<string>();
  page.on('request', (request) => {
    const address = flightDataAddress(request.url());
    if (address !== null) prefetched.add(address);
  });
  await page.goto('/');
  await settled(page);
  const tabs = page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link');
  const tabAddresses = await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const address of prefetched) expect(tabAddresses, `${address} was prefetched`).toContain(address);
  // The other tabs' pages, and never the page on screen, which its own tab links to.
  expect([...prefetched].sort()).toEqual(['/cart', '/products']);

  const platforms = page.getByRole('navigation', { name: 'پلتفرم ها' });
  const reachedByPointer = page.waitForRequest(
    (request) => flightDataAddress(request.url()) === '/products?variants=playstation-5',
  );
  await platforms.getByRole('link', { name: 'PlayStation 5' }).hover();
  await reachedByPointer;
  const reachedByKeyboard = page.waitForRequest(
    (request) => flightDataAddress(request.url()) === '/products?variants=playstation-4',
  );
  await platforms.getByRole('link', { name: 'PlayStation 4' }).focus();
  await reachedByKeyboard;

  await platforms.getByRole('link', { name: 'PlayStation 5' }).click();
  await expect(page).toHaveURL(/\/products\?variants=playstation-5$/);
});

/** The address whose flight data `url` asks the router for, or null when it is no such request. */
function flightDataAddress(url: string): string | null {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('_rsc')) return null;
  parsed.searchParams.delete('_rsc');
  return parsed.pathname + parsed.search;
}

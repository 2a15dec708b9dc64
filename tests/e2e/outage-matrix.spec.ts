// Each of the six services down in turn, every route, as a visitor and as a logged-in shopper with a cart: the
// page (from the render cache) or a Persian message with a way on, inside the frame of its row, never an
// uncaught error, a hydration error or a 500.
import { expect, test, type Page } from './fixtures';
import {
  cartWithOneItem,
  chromeOf,
  demoToken,
  pageProblems,
  ROUTE_LAYOUTS,
  storeToken,
  switchService,
} from './support';

// Discount is called only from an order's code field: here it proves that no page waits on it, and outage.spec.ts
// tries the field itself.
const SERVICES = ['identity', 'payment', 'commerce', 'discount', 'cms', 'blog'];
/** A catalog state never rendered before, so nothing stale can stand in for it; and a second blog page. */
const moreRoutes = () => [`/products?publishers=cold-${Date.now()}`, '/blogs?page=2'];

/** The frame of the row of the page the shopper ended on (a logged-in shopper is sent on from /login). */
const frameOf = (url: string) => ROUTE_LAYOUTS.find(([path]) => path === new URL(url).pathname)?.[1];

/** What the shopper is left with: the page's own heading, or the Persian failure with a way on. */
async function wayOn(page: Page): Promise<'page' | 'message'> {
  const failure = page.getByRole('main').getByRole('alert');
  if ((await failure.count()) > 0) {
    await expect(failure.first()).toContainText(/[\u0600-\u06FF]/);
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: 'تلاش دوباره' })
        .or(page.getByRole('main').getByRole('link'))
        .first(),
    ).toBeVisible();
    return 'message';
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  return 'page';
}

for (const shopper of ['a visitor', 'a logged-in shopper with a cart'] as const) {
  for (const service of SERVICES) {
    test(`${service} down, ${shopper}: every route keeps its frame and leaves a way on`, async ({ page, request }) => {
      test.setTimeout(120_000);
      if (shopper !== 'a visitor') {
        const token = await demoToken(request);
        await cartWithOneItem(request, token);
        await storeToken(page, token);
      }
      const problems = pageProblems(page);
      await switchService(request, service, true);
      try {
        for (const path of [...ROUTE_LAYOUTS.map(([route]) => route), ...moreRoutes()]) {
          const response = await page.goto(path, { waitUntil: 'load' });
          expect([200, 503], `${path}: HTTP ${response?.status()}`).toContain(response?.status());
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
          await wayOn(page);
          // A page behind the login guard sends a visitor on to /login from the browser, maybe only now: the
          // frame is compared with the row of the address the shopper is at once it stops changing.
          await expect(async () => {
            expect(await chromeOf(page), `${path} → ${page.url()}`).toEqual(frameOf(page.url()));
          }).toPass({ timeout: 5_000 });
        }
      } finally {
        await switchService(request, service, false);
      }
      expect(problems).toEqual([]);
    });
  }
}

/** The home page's parts: each is on the page or, with its service down, replaced by its Persian notice. */
const HOME_PARTS = [
  {
    shown: (page: Page) => page.getByRole('region', { name: 'بنرهای اصلی' }),
    notice: 'بنرهای صفحه اصلی فعلا در دسترس نیستند.',
  },
  {
    shown: (page: Page) => page.getByRole('tablist', { name: 'پرفروش ترین ها' }),
    notice: 'پرفروش ترین ها فعلا در دسترس نیستند.',
  },
  {
    shown: (page: Page) => page.getByRole('heading', { level: 2, name: 'پیش خرید' }),
    notice: 'پیش خریدها فعلا در دسترس نیستند.',
  },
  {
    shown: (page: Page) => page.getByRole('heading', { level: 2, name: 'تازه های وبلاگ' }),
    notice: 'نوشته های وبلاگ فعلا در دسترس نیستند.',
  },
  {
    shown: (page: Page) => page.getByRole('heading', { level: 2, name: 'پرسش های پرتکرار' }),
    notice: 'معرفی گیمینو و پرسش های پرتکرار فعلا در دسترس نیستند.',
  },
];

for (const service of ['commerce', 'cms', 'blog']) {
  test(`${service} down: every part of the home page is there or gives way to its own notice`, async ({
    page,
    request,
  }) => {
    const problems = pageProblems(page);
    await switchService(request, service, true);
    try {
      const response = await page.goto('/', { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      for (const { shown, notice } of HOME_PARTS) {
        const status = page.getByRole('status').filter({ hasText: notice });
        await expect(shown(page).or(status).first(), notice).toBeAttached();
      }
    } finally {
      await switchService(request, service, false);
    }
    expect(problems).toEqual([]);
  });
}

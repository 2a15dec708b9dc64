// The frame of every page (docs/PRODUCT.md: Layout rules, Shell, Start-up): per-route layout, header variants, side menu, bottom nav, footer, start-up.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { cartWithOneItem, chromeOf, demoToken, ROUTE_LAYOUTS, storeDeviceId, storeToken } from './support';
import { deferred } from '../support/deferred';

test.describe('every route has the layout of its row in docs/PRODUCT.md', () => {
  for (const [path, expected] of ROUTE_LAYOUTS) {
    test(`${path}`, async ({ page, request }) => {
      // /profile pages send a visitor to /login; their own layout is the one a logged-in shopper sees.
      if (path.startsWith('/profile') && path !== '/profile/forget-password')
        await storeToken(page, await demoToken(request));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveTitle('Gamino - Game Accounts Shop');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await chromeOf(page)).toEqual(expected);
    });
  }
});

test('responses carry X-Robots-Tag and the security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
});

test('the manifest names the shop and its icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Gamino - Game Accounts Shop',
    lang: 'fa',
    dir: 'rtl',
    display: 'standalone',
  });
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test("back headers: /terms is titled 'قوانین و مقررات' and goes back to /", async ({ page }) => {
  await page.goto('/terms');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('قوانین و مقررات');
  await banner.getByRole('link', { name: 'بازگشت' }).click();
  await expect(page).toHaveURL('/');
});

test('detail header on a blog post goes back to /blogs; on a product to /products', async ({ page }) => {
  await page.goto('/blog/ps5-account-capacities-explained');
  await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/blogs');
  await page.goto('/product/elden-ring');
  await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/products');
});

test('share: without native share the shopper is told it is not supported', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/product/elden-ring');
  const messages: string[] = [];
  page.once('dialog', (alert) => {
    messages.push(alert.message());
    void alert.dismiss();
  });
  await page.getByRole('button', { name: 'اشتراک گذاری' }).click();
  await expect.poll(() => messages).toEqual(['اشتراک گذاری وب در مرورگر شما پشتیبانی نمیشود!']);
});

test.describe('side menu', () => {
  test('opens from the hamburger and closes with its close button, Escape, the backdrop and a link', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'منوی کناری' });
    const hamburger = page.getByRole('button', { name: 'منو' });

    await hamburger.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'بستن منو' }).click();
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400); // the backdrop beside the panel
    await expect(menu).toBeHidden();

    await hamburger.click();
    await menu.getByRole('link', { name: 'درباره ما' }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
  });

  test("links the categories, order tracking and the ordering guide, which is the CMS's page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'منو' }).click();
    const menu = page.getByRole('dialog', { name: 'منوی کناری' });
    await expect(menu.getByRole('link', { name: 'دسته بندی ها' })).toHaveAttribute('href', '/categories');
    await expect(menu.getByRole('link', { name: 'پیگیری سفارش' })).toHaveAttribute('href', '/profile/orders');
    await menu.getByRole('link', { name: 'راهنمای ثبت سفارش' }).click();
    await expect(page).toHaveURL('/order-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'راهنمای ثبت سفارش' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'دریافت اکانت' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/');
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'منو' }).click();
    const menu = page.getByRole('dialog', { name: 'منوی کناری' });
    await expect(menu).toBeVisible();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      const inside = await menu.evaluate(
        (element) => element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });
});

test.describe('bottom nav', () => {
  test('the four tabs lead to /, /products, /cart and, for a visitor, /login', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'منوی پایین' });
    await nav.getByRole('link', { name: 'دسته بندی ها' }).click();
    await expect(page).toHaveURL('/products');
    await nav.getByRole('link', { name: 'سفارش های من' }).click();
    await expect(page).toHaveURL('/cart');
    await nav.getByRole('link', { name: 'پروفایل' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goBack();
    await page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'فروشگاه' }).click();
    await expect(page).toHaveURL('/');
  });

  test("the cart tab shows '9+' for a cart with items, and still after a reload", async ({ page, request }) => {
    const deviceId = await cartWithOneItem(request);
    await storeDeviceId(page, deviceId);
    await page.goto('/');
    const cartTab = page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'سفارش های من' });
    await expect(cartTab.getByText('9+', { exact: true })).toBeVisible();
    await page.reload();
    await expect(cartTab.getByText('9+', { exact: true })).toBeVisible();
  });

  test('no badge for a visitor without a cart, and no cart call: with no device id and no session there is none', async ({
    page,
  }) => {
    const cartReads: string[] = [];
    page.on('request', (request) => {
      if (/Cart\/GetCurrentCart/.test(request.url())) cartReads.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'منوی پایین' });
    // Hydrated and the session known: the profile tab has become a link to /login.
    await expect(nav.getByRole('link', { name: 'پروفایل' })).toHaveAttribute('href', '/login');
    await expect(nav.getByText('9+')).toHaveCount(0);
    expect(cartReads).toEqual([]);
  });
});

test.describe('start-up', () => {
  test('a stored token that the identity service accepts logs the shopper in: the profile tab goes to /profile', async ({
    page,
    request,
  }) => {
    await storeToken(page, await demoToken(request));
    const balance = page.waitForResponse(/Deposit\/GetBalance/);
    await page.goto('/');
    await balance;
    await expect(
      page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'پروفایل' }),
    ).toHaveAttribute('href', '/profile');
  });

  test('a token the service refuses logs out silently: no message, token gone, profile tab goes to /login', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('Token', 'not-a-valid-token');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const profile = page.waitForResponse(/GetCurrentUserProfileForEdit/);
    await page.goto('/');
    expect((await profile).status()).toBe(401);
    const tab = page.getByRole('navigation', { name: 'منوی پایین' }).getByRole('link', { name: 'پروفایل' });
    await expect(tab).toHaveAttribute('href', '/login');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });
});

test('an unknown address gets the Persian not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه مورد نظر پیدا نشد');
  await expect(page.getByRole('main').getByRole('link', { name: 'صفحه اصلی', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the footer opens its important links and names its social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const toggle = footer.getByRole('button', { name: 'لینک های مهم' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.getByRole('link', { name: 'قوانین و مقررات' })).toBeVisible();
  await expect(footer).toContainText('۱۴۰۳');
});

test("the footer's social links and trust seals come from the CMS and open their sites in a new tab", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const social = footer.getByRole('list', { name: 'شبکه های اجتماعی' });
  for (const name of ['اینستاگرام گیمینو', 'تلگرام گیمینو', 'واتس‌اپ گیمینو', 'آپارات گیمینو', 'ایکس گیمینو']) {
    const link = social.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: 'نماد اعتماد الکترونیکی' })).toHaveAttribute(
    'href',
    /^https:\/\/trustseal\.enamad\.ir\//,
  );
  await expect(footer.getByRole('link', { name: /ساماندهی/ })).toHaveAttribute(
    'href',
    /^https:\/\/logo\.samandehi\.ir\//,
  );
});

test('the navigation overlay shows while a page loads and is gone after', async ({ page }) => {
  await page.goto('/');
  // The page's answer is held until the overlay has been looked at, however slow the machine.
  const answer = deferred();
  await page.route('**/terms**', async (route) => {
    await answer.promise;
    await route.continue();
  });
  await page.getByRole('button', { name: 'منو' }).click();
  await page.getByRole('dialog', { name: 'منوی کناری' }).getByRole('link', { name: 'قوانین و مقررات' }).click();
  await expect(page.getByRole('progressbar', { name: 'در حال بارگذاری صفحه' })).toBeVisible();
  // nprogress's bar at the top, drawn, with no role of its own for axe to refuse.
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  expect((await new AxeBuilder({ page }).include('#nprogress').analyze()).violations).toEqual([]);
  answer.release();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('progressbar', { name: 'در حال بارگذاری صفحه' })).toBeHidden();
});

test('the shell has no accessibility violations (home, terms, login)', async ({ page }) => {
  for (const path of ['/', '/terms', '/login']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});

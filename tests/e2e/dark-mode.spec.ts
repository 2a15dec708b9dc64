// Dark mode: chosen with 'حالت تاریک', kept in a cookie and painted by the server on the first byte, following
// the device until the shopper chooses; every main page and dialog passes axe in it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { demoToken, registeredUser, storeToken } from './support';

const DARK_SURFACE = 'rgb(15, 23, 42)';
const DARK_BODY = 'rgb(2, 6, 23)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

// The page's column (app/layout.tsx): white in light, the dark surface in dark.
const frameOf = (page: Page) => page.locator('body > div.min-h-dvh');
const darkSwitch = (page: Page) => page.getByRole('switch', { name: 'حالت تاریک' });

async function chooseDarkInSideMenu(page: Page) {
  await page.getByRole('button', { name: 'منو' }).click();
  const menu = page.getByRole('dialog', { name: 'منوی کناری' });
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await menu.getByRole('switch', { name: 'حالت تاریک' }).click();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
}

test('dark chosen in the side menu turns the page dark at once and every page after it, from the first byte', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(frameOf(page)).toHaveCSS('background-color', LIGHT_SURFACE);
  await chooseDarkInSideMenu(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(frameOf(page)).toHaveCSS('background-color', DARK_SURFACE);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#0f172a');

  // The next page's HTML carries the look: the document Next cached for everyone, painted on its way out.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'color-scheme')?.value).toBe('dark');
  const document = await page.request.get('/products');
  const html = await document.text();
  expect(html).toMatch(/<html[^>]*class="[^"]*\bdark\b[^"]*"/);
  expect(html.match(/<meta name="theme-color"[^>]*>/g)).toEqual(['<meta name="theme-color" content="#0f172a"/>']);

  // The first paint, before any script runs: a browser without JavaScript shows the page already dark.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
  });
  await noScript.addCookies(cookies);
  const firstPaint = await noScript.newPage();
  await firstPaint.goto(`${baseURL}/products`);
  await expect(firstPaint.locator('body')).toHaveCSS('background-color', DARK_BODY);
  await expect(frameOf(firstPaint)).toHaveCSS('background-color', DARK_SURFACE);
  await testInfo.attach('first paint in dark, without scripts', {
    body: await firstPaint.screenshot(),
    contentType: 'image/png',
  });
  await noScript.close();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'منو' }).click();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
});

test('the look follows the device until the shopper chooses, and a choice of light holds on a dark device', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/terms');
  await expect(frameOf(page)).toHaveCSS('background-color', DARK_SURFACE);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(frameOf(page)).toHaveCSS('background-color', LIGHT_SURFACE);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await storeToken(page, await demoToken(page.request));
  await page.goto('/profile');
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await darkSwitch(page).click();
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(frameOf(page)).toHaveCSS('background-color', LIGHT_SURFACE);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(frameOf(page)).toHaveCSS('background-color', LIGHT_SURFACE);
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'false');
});

test('the main pages and their dialogs have no accessibility violations in dark, contrast included', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'color-scheme', value: 'dark', url: baseURL! }]);
  const violationsOn = async (where: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map(
      (violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  };
  const violations: string[] = [];
  for (const path of [
    '/',
    '/products',
    '/product/elden-ring',
    '/blogs',
    '/blog/ps5-account-capacities-explained',
    '/cart',
    '/terms',
    '/faq',
    '/login',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    violations.push(...(await violationsOn(path)));
  }

  await page.goto('/');
  await page.getByRole('button', { name: 'منو' }).click();
  await expect(darkSwitch(page)).toBeVisible();
  violations.push(...(await violationsOn('side menu')));

  await page.goto('/products');
  await page.getByRole('button', { name: 'فیلتر' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  violations.push(...(await violationsOn('filter sheet')));

  await storeToken(page, await demoToken(page.request));
  for (const path of [
    '/profile',
    '/profile/wallet',
    '/profile/wallet/transactions',
    '/profile/wallet/charge',
    '/profile/orders',
    '/profile/orders/1',
    '/profile/edit',
    '/profile/wishlist',
    '/profile/notifications',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').or(page.locator('body')).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    violations.push(...(await violationsOn(path)));
  }

  // The ledger's filter sheet with its calendar open, then the list with a chip per filter.
  await page.goto('/profile/wallet/transactions');
  await page.getByRole('button', { name: /^فیلتر/ }).click();
  const sheet = page.getByRole('dialog', { name: 'فیلتر تراکنش ها' });
  await sheet.getByRole('button', { name: 'انتخاب تا تاریخ از تقویم' }).click();
  await expect(sheet.getByRole('group', { name: 'تقویم تا تاریخ' })).toBeVisible();
  violations.push(...(await violationsOn('ledger filter sheet')));
  await page.goto('/profile/wallet/transactions?from=1405-01-01&type=IncreaseDeposit');
  await expect(page.getByRole('list', { name: 'فیلترهای فعال' }).getByRole('button')).toHaveCount(2);
  violations.push(...(await violationsOn('ledger with filters')));

  // A sold-out account type (Far Cry 6, PlayStation 4, offline, as in notify.spec) and its notify dialog.
  await page.goto('/product/far-cry-6');
  await page.getByRole('radio', { name: 'PlayStation 4', exact: true }).check();
  await page.getByRole('radio', { name: /آفلاین/ }).check();
  await page.getByRole('button', { name: 'موجود شد خبرم کن' }).click();
  await expect(page.getByRole('dialog', { name: 'اطلاع از موجود شدن' })).toBeVisible();
  violations.push(...(await violationsOn('notify dialog')));
  expect(violations).toEqual([]);
});

test("back from the bank simulator, the wallet's notice is dark and readable, paid or cancelled", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'color-scheme', value: 'dark', url: baseURL! }]);
  await storeToken(page, await registeredUser(page.request, '09362400001', 'Dark@12345'));
  for (const [decision, notice] of [
    ['پرداخت', 'پرداخت با موفقیت انجام شد'],
    // The bank's return says 0 for a cancel as for any payment not made.
    ['انصراف', 'پرداخت انجام نشد'],
  ] as const) {
    await page.goto('/profile/wallet/charge');
    await page.getByRole('textbox', { name: 'مبلغ (تومان)' }).fill('50000');
    await page.getByRole('radio', { name: 'بانک سامان' }).check();
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await expect(page).toHaveURL(/\/PaymentRequest\?tokenId=/);
    await page.getByRole('button', { name: decision }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\?status=/);
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(notice);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(frameOf(page)).toHaveCSS('background-color', DARK_SURFACE);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
});

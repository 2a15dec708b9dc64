// Reaching games by brand and category, and telling a pre-order from an available account.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const fromPersian = (text: string) =>
  Number(text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/\D/g, ''));
const resultCount = async (page: Page) =>
  fromPersian(
    (await page
      .getByText(/^[۰-۹]+ بازی/)
      .first()
      .textContent()) ?? '',
  );
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

test('/categories leads to a brand page, filtered there and reloaded with its state', async ({ page }) => {
  await page.goto('/categories');
  await page.getByRole('link', { name: /EA Sports/ }).click();
  await expect(page).toHaveURL('/brand/ea-sports');
  await expect(page.getByRole('heading', { level: 1, name: 'EA Sports' })).toBeVisible();
  await expect(page.getByText(/بازی‌های ورزشی ای‌ای اسپورتس/)).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThanOrEqual(3);
  // The brand is the page: no chip offers to remove it.
  await expect(page.getByRole('button', { name: /^حذف فیلتر/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'فیلتر', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'فیلترها' });
  await sheet.getByRole('button', { name: 'ژانر' }).click();
  await sheet.getByRole('checkbox', { name: 'ورزشی' }).check();
  await sheet.getByRole('button', { name: 'مشاهده نتایج' }).click();
  await expect(page).toHaveURL('/brand/ea-sports?genres=Sport');
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const sport = await resultCount(page);
  await expect(cards(page)).toHaveCount(sport);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'EA Sports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'حذف فیلتر ورزشی' })).toBeVisible();
  expect(await resultCount(page)).toBe(sport);

  await page.getByRole('link', { name: 'ارزان ترین' }).click();
  await expect(page).toHaveURL('/brand/ea-sports?sort=cheapest&genres=Sport');
  await page.getByRole('button', { name: 'حذف فیلتر ورزشی' }).click();
  await expect(page).toHaveURL('/brand/ea-sports?sort=cheapest');
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('a search on a brand page stays on it', async ({ page }) => {
  await page.goto('/brand/capcom');
  await page.getByRole('searchbox', { name: 'جستجو' }).fill('street');
  await page.getByRole('searchbox', { name: 'جستجو' }).press('Enter');
  await expect(page).toHaveURL('/brand/capcom?q=street');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Street Fighter 6');
});

test('a category page from /categories and from a product page', async ({ page }) => {
  await page.goto('/categories');
  await page.getByRole('link', { name: /بازی‌های PS5/ }).click();
  await expect(page).toHaveURL('/category/ps5-games');
  await expect(page.getByRole('heading', { level: 1, name: 'بازی‌های PS5' })).toBeVisible();
  await expect(page.getByText('اکانت بازی‌های پلی‌استیشن ۵')).toBeVisible();

  await page.goto('/product/elden-ring');
  await page.getByRole('navigation', { name: 'دسته بندی های بازی' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("the product page's publisher leads to the games it published, its developer to the games it developed", async ({
  page,
}) => {
  await page.goto('/product/ea-sports-fc-26');
  const specs = page.getByRole('table');
  await specs.getByRole('link', { name: 'Electronic Arts' }).click();
  await expect(page).toHaveURL('/company/electronic-arts');
  await expect(page.getByRole('heading', { level: 1, name: 'Electronic Arts' })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);

  await page.goto('/product/ea-sports-fc-26');
  await page.getByRole('table').getByRole('link', { name: 'EA Vancouver' }).click();
  await expect(page).toHaveURL('/company/ea-vancouver?role=developer');
  await expect(page.getByRole('heading', { level: 1, name: 'EA Vancouver' })).toBeVisible();
});

test('an unknown brand, category or company gets the Persian not-found page, in one frame, with HTTP 404', async ({
  page,
}) => {
  for (const path of ['/brand/no-such-brand', '/category/no-such-category', '/company/no-such-company']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه مورد نظر پیدا نشد');
    await expect(page.getByRole('banner')).toHaveCount(1);
  }
});

test("pre-orders: the 'پیش خرید' filter, its badges, the availability switch, and a pre-order bought", async ({
  page,
}) => {
  await page.goto('/products');
  const all = await resultCount(page);
  const preorder = page.getByRole('button', { name: 'پیش خرید', exact: true });
  await expect(preorder).toHaveAttribute('aria-pressed', 'false');
  await preorder.click();
  await expect(page).toHaveURL('/products?preorder=1');
  await expect(preorder).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => resultCount(page)).toBe(5);
  await expect(cards(page)).toHaveCount(5);
  for (const card of await cards(page).all()) await expect(card.getByText('پیش خرید', { exact: true })).toBeVisible();
  await preorder.click();
  await expect(page).toHaveURL('/products');

  const onlyAvailable = page.getByRole('switch', { name: 'فقط کالاهای موجود' });
  await expect(onlyAvailable).toHaveAttribute('aria-checked', 'false');
  await onlyAvailable.click();
  await expect(page).toHaveURL('/products?available=1');
  await expect(onlyAvailable).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => resultCount(page)).toBe(all - 1);
  await page.getByRole('searchbox', { name: 'جستجو' }).fill('nba');
  await page.getByRole('searchbox', { name: 'جستجو' }).press('Enter');
  // The search form keeps the switch (its hidden field comes first).
  await expect(page).toHaveURL('/products?available=1&q=nba');
  await expect(page.getByRole('heading', { name: 'بازی‌ای با این مشخصات پیدا نشد' })).toBeVisible();

  // On the product page the pre-order is marked and can be bought; a sold-out variant is marked and offers to tell when it is back (notify.spec.ts).
  await page.goto('/product/helldivers-2');
  await page.getByRole('radio', { name: 'Xbox Series X|S' }).check();
  const variant = page.getByRole('radio', { name: /ظرفیت ۱/ });
  await expect(variant).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'نوع اکانت' }).getByText('پیش خرید')).toBeVisible();
  await expect(page.getByText(/این نسخه پیش خرید است/)).toBeVisible();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.getByRole('group', { name: 'تعداد در سبد خرید' })).toBeVisible();

  await page.goto('/product/ghost-of-tsushima-directors-cut');
  await page.getByRole('radio', { name: 'PlayStation 5' }).check();
  const soldOut = page.getByRole('radio', { name: /ظرفیت ۲/ });
  await expect(soldOut).toBeEnabled();
  await expect(page.locator(`#${await soldOut.getAttribute('aria-describedby')}`)).toHaveText('ناموجود');
});

test('axe finds nothing on a brand page and a category page with their controls', async ({ page }) => {
  await page.goto('/brand/ea-sports?preorder=1');
  await expect(page.getByRole('heading', { level: 1, name: 'EA Sports' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/category/xbox-games?available=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

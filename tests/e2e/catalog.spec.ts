// A shopper browsing the catalog on a phone: home → catalog → facets → product → cart badge.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { abpHeaders, SANDBOX } from './support';

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'منوی پایین' });
const resultCount = async (page: Page) => {
  const text =
    (await page
      .getByText(/^[۰-۹]+ بازی/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/\D/g, ''));
};

async function applyFacet(page: Page, facet: string, option: RegExp | string) {
  await page.getByRole('button', { name: 'فیلتر', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'فیلترها' });
  await sheet.getByRole('button', { name: facet }).click();
  const checkbox = sheet.getByRole('checkbox', { name: option });
  const countText = (await sheet.locator(`#${await checkbox.getAttribute('aria-describedby')}`).textContent()) ?? '';
  await checkbox.check();
  await sheet.getByRole('button', { name: 'مشاهده نتایج' }).click();
  return Number(countText.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/\D/g, ''));
}

test('home → catalog → two facets → product → add, step up and down → home shows 9+, after reload too', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'استوری ها' })).toBeVisible();
  await expect(bottomNav(page).getByText('9+')).toHaveCount(0);
  await bottomNav(page).getByRole('link', { name: 'دسته بندی ها' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'محصولات' })).toBeVisible();
  const all = await resultCount(page);

  const platformCount = await applyFacet(page, 'پلتفرم', 'PlayStation 5');
  await expect(page).toHaveURL(/variants=playstation-5/);
  await expect(page.getByRole('button', { name: 'حذف فیلتر PlayStation 5' })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(platformCount);
  expect(platformCount).toBeLessThan(all);

  const bothCount = await applyFacet(page, 'ژانر', 'ماجرایی');
  await expect(page).toHaveURL(/variants=playstation-5.*genres=Adventure|genres=Adventure.*variants=playstation-5/);
  await expect.poll(() => resultCount(page)).toBe(bothCount);
  expect(bothCount).toBeLessThanOrEqual(platformCount);

  // The whole state survives a reload and back/forward.
  await page.reload();
  await expect(page.getByRole('button', { name: 'حذف فیلتر ماجرایی' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/genres=/);
  await page.goForward();
  await expect(page).toHaveURL(/genres=Adventure/);

  await page.getByRole('link', { name: 'الدن رینگ' }).first().click();
  await expect(page).toHaveURL('/product/elden-ring');
  await expect(page.getByRole('heading', { level: 1, name: 'الدن رینگ' })).toBeVisible();
  await page.getByRole('radio', { name: 'PlayStation 5' }).check();
  await page.getByRole('radio', { name: /ظرفیت ۱/ }).check();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  const quantity = page.getByRole('status', { name: 'تعداد' });
  await expect(quantity).toHaveText('۱');
  await expect(page.getByRole('button', { name: 'حذف' })).toBeVisible();
  await page.getByRole('button', { name: 'افزایش تعداد' }).click();
  await expect(quantity).toHaveText('۲');
  await page.getByRole('button', { name: 'کاهش تعداد' }).click();
  await expect(quantity).toHaveText('۱');

  // The stepper is fed by the service: a reload shows the same quantity.
  await page.reload();
  await page.getByRole('radio', { name: 'PlayStation 5' }).check();
  await page.getByRole('radio', { name: /ظرفیت ۱/ }).check();
  await expect(quantity).toHaveText('۱');

  await page.goto('/');
  await expect(bottomNav(page).getByText('9+', { exact: true })).toBeVisible();
  await page.reload();
  await expect(bottomNav(page).getByText('9+', { exact: true })).toBeVisible();
});

test('removing the last one removes the line: the add button comes back and the badge goes', async ({ page }) => {
  await page.goto('/product/god-of-war-ragnarok');
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await page.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeVisible();
  const cartRead = page.waitForResponse(/Cart\/GetCurrentCart/);
  await page.goto('/');
  await cartRead;
  await expect(bottomNav(page).getByText('9+')).toHaveCount(0);
});

test('search finds a game whatever Arabic letters or digits were typed', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('searchbox', { name: 'جستجو' });
  await search.fill('فيفا ٢٦'); // Arabic Yeh and Arabic-Indic digits
  await search.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('link', { name: /فیفا ۲۶/ }).first()).toBeVisible();
});

test('sorting is a group of choices and goes in the URL', async ({ page }) => {
  await page.goto('/products');
  const sort = page.getByRole('group', { name: 'مرتب سازی' });
  await sort.getByRole('link', { name: 'ارزان ترین' }).click();
  await expect(page).toHaveURL(/sort=cheapest/);
  await expect(sort.getByRole('link', { name: 'ارزان ترین' })).toHaveAttribute('aria-current', 'true');
});

test('an empty result says so and leads back to all products', async ({ page }) => {
  await page.goto('/products?q=no-such-game-anywhere');
  await expect(page.getByRole('heading', { name: 'بازی‌ای با این مشخصات پیدا نشد' })).toBeVisible();
  await page.getByRole('link', { name: 'همه محصولات' }).click();
  await expect(page).toHaveURL('/products');
});

test('load more shows the next page and keeps it in the URL', async ({ page }) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('link', { name: 'نمایش بیشتر' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(24);
});

test('an unknown product slug gets the Persian not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/product/no-such-game');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه مورد نظر پیدا نشد');
});

test("'بازی های مشابه' lists games from GetSimilar, on the variant's platform for a variant's link", async ({
  page,
  request,
}) => {
  const similarOf = async (query: string) => {
    const response = await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetSimilar?${query}`, {
      headers: abpHeaders,
    });
    return ((await response.json()) as { result: { slug: string }[] }).result.map((game) => game.slug);
  };
  await page.goto('/product/hogwarts-legacy');
  const rail = page.getByRole('region', { name: 'بازی های مشابه' });
  const expected = (await similarOf('Slug=hogwarts-legacy')).map((slug) => `/product/${slug}`);
  // The rail's cards come from the server once it is scrolled near.
  await rail.scrollIntoViewIfNeeded();
  await expect(rail.getByRole('list').getByRole('link')).toHaveCount(expected.length);
  const hrefs = await rail
    .getByRole('list')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(expected);
  expect(hrefs).not.toContain('/product/hogwarts-legacy');

  const tree = await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetVariants?Slug=hogwarts-legacy`, {
    headers: abpHeaders,
  });
  const roots = ((await tree.json()) as { result: { slug: string; children: { items: { id: number }[] }[] }[] }).result;
  const switchVariant = roots.find((root) => root.slug === 'nintendo-switch')!.children[0].items[0].id;
  await page.goto(`/product/hogwarts-legacy?variantId=${switchVariant}`);
  const onSwitch = await similarOf(`Slug=hogwarts-legacy&VariantId=${switchVariant}`);
  await rail.scrollIntoViewIfNeeded();
  await expect(rail.getByRole('list').getByRole('link')).toHaveCount(onSwitch.length);
  await expect(rail.getByRole('list').getByRole('link').first()).toHaveAttribute('href', `/product/${onSwitch[0]}`);
});

test('a shared ?variant= link selects that variant, and one paired with the wrong game opens its own game', async ({
  page,
  request,
}) => {
  const tree = await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetVariants?Slug=hogwarts-legacy`, {
    headers: abpHeaders,
  });
  const roots = ((await tree.json()) as { result: { slug: string; children: { items: { id: number }[] }[] }[] }).result;
  const switchVariant = roots.find((root) => root.slug === 'nintendo-switch')!.children[0].items[0].id;
  const platform = page.getByRole('radiogroup', { name: 'پلتفرم' });

  await page.goto(`/product/hogwarts-legacy?variant=${switchVariant}`);
  await expect(platform.getByRole('radio', { name: 'Nintendo Switch' })).toBeChecked();

  const response = await page.goto(`/product/elden-ring?variant=${switchVariant}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`/product/hogwarts-legacy?variantId=${switchVariant}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('میراث هاگوارتز');
  await expect(platform.getByRole('radio', { name: 'Nintendo Switch' })).toBeChecked();

  await page.goto('/product/elden-ring?variant=99999999');
  await expect(page).toHaveURL('/product/elden-ring');
});

test('the product page describes itself in Persian for sharing', async ({ page }) => {
  await page.goto('/product/elden-ring');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /الدن رینگ/);
  await expect(page).toHaveTitle('Gamino - Game Accounts Shop');
});

test('Web Share gets the product URL', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto('/product/elden-ring');
  await page.getByRole('button', { name: 'اشتراک گذاری' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
    .toMatch(/\/product\/elden-ring$/);
});

test('catalog pages have no accessibility violations', async ({ page }) => {
  for (const path of ['/', '/products', '/categories', '/product/elden-ring']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
  }
});

// A game's company on a phone: from a product page's publisher and developer to the company's page, its two tabs
// ('ناشر', 'سازنده'), sort and paging; an unknown company is the Persian 404 and is never kept.
import { expect, test, type APIRequestContext } from './fixtures';

const resultCount = async (text: Promise<string | null>) =>
  Number(((await text) ?? '').replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/\D/g, ''));

const cacheOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()['x-nextjs-cache'] };
};

test("a product's publisher and developer lead to their company's page, each on its own tab", async ({ page }) => {
  await page.goto('/product/elden-ring');
  const specs = page.getByRole('table');
  await specs.getByRole('link', { name: 'Bandai Namco Entertainment' }).click();
  await expect(page).toHaveURL('/company/bandai-namco-entertainment');
  await expect(page.getByRole('heading', { level: 1, name: 'Bandai Namco Entertainment' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'بازی های شرکت' });
  await expect(tabs.getByRole('link', { name: 'ناشر' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'الدن رینگ' }).first()).toBeVisible();

  await page.goBack();
  await specs.getByRole('link', { name: 'FromSoftware' }).click();
  await expect(page).toHaveURL('/company/fromsoftware?role=developer');
  await expect(page.getByRole('heading', { level: 1, name: 'FromSoftware' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'سازنده' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^۲ بازی/)).toBeVisible();
});

test('both tabs of a company that publishes and develops, with sort and paging kept on the tab', async ({ page }) => {
  await page.goto('/company/capcom');
  const tabs = page.getByRole('navigation', { name: 'بازی های شرکت' });
  await expect(page.getByRole('heading', { level: 1, name: 'Capcom' })).toBeVisible();
  const published = await resultCount(
    page
      .getByText(/^[۰-۹]+ بازی/)
      .first()
      .textContent(),
  );
  expect(published).toBeGreaterThan(0);

  await tabs.getByRole('link', { name: 'سازنده' }).click();
  await expect(page).toHaveURL('/company/capcom?role=developer');
  await expect(tabs.getByRole('link', { name: 'سازنده' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Capcom' })).toBeVisible();

  // Sort stays on the developer's tab.
  await page.getByRole('link', { name: 'ارزان ترین' }).click();
  await expect(page).toHaveURL(/\/company\/capcom\?role=developer&sort=cheapest$/);
  await expect(page.getByRole('link', { name: 'ارزان ترین' })).toHaveAttribute('aria-current', 'true');

  // Paging: a second page asked for by its address shows what the first did and more, on the same tab.
  await page.goto('/company/sony-interactive-entertainment?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Sony Interactive Entertainment' })).toBeVisible();
  const sony = await resultCount(
    page
      .getByText(/^[۰-۹]+ بازی/)
      .first()
      .textContent(),
  );
  await expect(page.locator('main a[href^="/product/"]').filter({ visible: true })).not.toHaveCount(0);
  expect(sony).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'نمایش بیشتر' })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'ناشر' }).click();
  await expect(page).toHaveURL('/company/sony-interactive-entertainment');
});

test('an unknown company is the Persian 404, never kept; a real one is kept', async ({ page, request }) => {
  for (const round of [1, 2]) {
    const answer = await cacheOf(request, '/company/made-up-company');
    expect(answer.status, `round ${round}`).toBe(404);
    expect(answer.cache, `round ${round}`).not.toBe('HIT');
  }
  await request.get('/company/capcom?role=developer');
  expect((await cacheOf(request, '/company/capcom?role=developer')).cache).toBe('HIT');
  await page.goto('/company/made-up-company');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('پیدا نشد');
});

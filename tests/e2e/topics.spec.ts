// Reading by topic: a post's category and tag chips lead to their pages, paged like /blogs; the FAQ's topics each
// on their own page; made-up topics are 404 and kept nowhere; and the catalog's «پربازدیدترین» sort.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const NOT_FOUND_TITLE = 'صفحه مورد نظر پیدا نشد';

/** The chips of a post's categories or tags on its page. */
const chips = (page: Page, label: 'دسته‌بندی‌ها' | 'برچسب‌ها') =>
  page.getByRole('article').first().getByRole('list', { name: label });

test("a post's category chip opens the category's posts, paged under its own address", async ({ page }) => {
  await page.goto('/blog/ps5-account-capacities-explained');
  await chips(page, 'دسته‌بندی‌ها').getByRole('link', { name: 'راهنمای خرید' }).click();
  await expect(page).toHaveURL('/blogs/category/guides');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دسته: راهنمای خرید');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  // Every post listed is filed under the category.
  for (const card of await cards.all()) {
    await expect(
      card.getByRole('list', { name: 'دسته‌بندی‌ها' }).getByRole('link', { name: 'راهنمای خرید' }),
    ).toBeVisible();
  }
  const pager = page.getByRole('navigation', { name: 'صفحه‌بندی مطالب' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/۱$/);
  await pager.getByRole('link', { name: 'صفحه‌ی بعد' }).click();
  await expect(page).toHaveURL('/blogs/category/guides?page=2');
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/۲$/);
  await expect(cards).toHaveCount(3);
});

test("a post's tag chip opens the tag's posts", async ({ page }) => {
  await page.goto('/blog/ps5-account-capacities-explained');
  await chips(page, 'برچسب‌ها').getByRole('link', { name: '#PS5' }).click();
  await expect(page).toHaveURL('/blogs/tag/ps5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('برچسب: PS5');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('an unknown category, tag or FAQ topic, or a page past the last, is the Persian 404, never kept', async ({
  page,
  request,
}) => {
  for (const path of [
    '/blogs/category/unknown',
    '/blogs/tag/unknown',
    '/blogs/category/guides?page=9',
    '/faq/unknown',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
    const again = await request.get(path);
    expect(again.status(), path).toBe(404);
    expect(again.headers()['x-nextjs-cache'], path).not.toBe('HIT');
  }
});

test('a topic page is served from the render cache once it has been rendered', async ({ request }) => {
  for (const path of ['/blogs/category/guides', '/blogs/tag/ps5?page=2', '/faq/delivery']) {
    await request.get(path); // the first request may render it
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  }
});

test('/faq lists the topics with their question counts; a topic shows its questions and leads back', async ({
  page,
}) => {
  await page.goto('/faq');
  const topics = page.getByRole('navigation', { name: 'موضوع‌های پرسش‌ها' }).getByRole('link');
  await expect(topics).toHaveCount(5);
  await expect(topics.first()).toContainText(/[۰-۹] پرسش/);
  await topics.filter({ hasText: 'تحویل اکانت' }).click();
  await expect(page).toHaveURL('/faq/delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحویل اکانت');
  const question = page.getByRole('main').getByRole('button', { name: 'تحویل اکانت چقدر طول می‌کشد؟' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'همه‌ی سوالات متداول' }).click();
  await expect(page).toHaveURL('/faq');
});

test("the catalog's «پربازدیدترین» sort goes in the URL and puts the most visited games first", async ({ page }) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  const newest = await cards
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const sort = page.getByRole('group', { name: 'مرتب سازی' });
  await sort.getByRole('link', { name: 'پربازدیدترین' }).click();
  await expect(page).toHaveURL(/sort=most-visited/);
  await expect(sort.getByRole('link', { name: 'پربازدیدترین' })).toHaveAttribute('aria-current', 'true');
  // The seed's two most visited games, thousands of visits ahead of the rest.
  await expect(cards.nth(0).locator('a[href^="/product/"]').first()).toHaveAttribute(
    'href',
    '/product/ea-sports-fc-26',
  );
  await expect(cards.nth(1).locator('a[href^="/product/"]').first()).toHaveAttribute(
    'href',
    '/product/grand-theft-auto-v',
  );
  const mostVisited = await cards
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(mostVisited).not.toEqual(newest);
});

const TOPIC_PAGES = [
  '/blogs/category/guides',
  '/blogs/tag/ps5',
  '/faq',
  '/faq/delivery',
  '/products?sort=most-visited',
];

test('the topic pages have no serious accessibility violations', async ({ page }) => {
  for (const path of TOPIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
  }
});

test('in dark, the topic pages have no serious accessibility violations, contrast included', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'color-scheme', value: 'dark', url: baseURL! }]);
  for (const path of TOPIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${path}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
  }
});

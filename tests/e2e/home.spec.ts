// The home page built from the CMS Home page: its sections in the CMS's order, the hero's first picture as the
// largest paint, the best sellers' tabs switching in place from the keyboard, the pre-orders, a short FAQ and the
// support channels from the about page.
import { expect, test, type Page } from './fixtures';

const IN_ORDER = [
  'hero',
  'category',
  'banner2',
  'special-offer',
  'banner3',
  'best-sellers',
  'posts',
  'about',
  'faq',
  'support',
];

const sectionsOf = (page: Page) =>
  page
    .locator('[data-home-section]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-home-section')));

test('the home page shows the CMS sections in the CMS order, then the rails, the posts and the about part', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'بنرهای اصلی' })).toBeVisible();
  expect(await sectionsOf(page)).toEqual(IN_ORDER);
  await expect(page.getByRole('heading', { level: 2, name: 'دسته‌بندی‌ها' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'حراج آخر هفته' })).toBeAttached();
});

test("the hero's first picture loads at once and first; the pictures further down wait", async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'بنرهای اصلی' });
  const first = hero.getByRole('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  for (const picture of await hero
    .getByRole('img')
    .all()
    .then((all) => all.slice(1)))
    await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('[data-home-section="banner3"] img').first()).toHaveAttribute('loading', 'lazy');
});

test('the best sellers switch platform in place with the keyboard (RTL: ArrowLeft is the next tab)', async ({
  page,
}) => {
  await page.goto('/');
  const tablist = page.getByRole('tablist', { name: 'پرفروش ترین ها' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  const first = tabs.nth(0);
  const second = tabs.nth(1);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const secondPanel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
  await expect(secondPanel).toBeHidden();
  // Only the first platform's games come with the page; another's are asked for when its tab is chosen.
  await expect(secondPanel.locator('img')).toHaveCount(0);

  const address = page.url();
  await first.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(secondPanel).toBeVisible();
  const cover = secondPanel.locator('img').first();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(secondPanel.locator('a[href^="/product/"]').first()).toBeVisible();
  expect(page.url()).toBe(address);

  await page.keyboard.press('End');
  await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(5)).toBeFocused();
});

test('the pre-orders have their rail, headed پیش خرید; its cards come as the shopper scrolls near', async ({
  page,
}) => {
  await page.goto('/');
  const rail = page.getByRole('region', { name: 'پیش خرید' });
  await rail.scrollIntoViewIfNeeded();
  await expect(rail.getByRole('heading', { level: 2, name: 'پیش خرید' })).toBeVisible();
  await expect(rail.getByRole('link', { name: /.+/ }).nth(1)).toBeAttached();
});

test('a short FAQ opens in place and leads to the whole FAQ', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'پرسش های پرتکرار' });
  await expect(faq.locator('details')).toHaveCount(4);
  const first = faq.locator('details').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('service-html')).toBeVisible();
  await faq.getByRole('link', { name: 'همه پرسش ها' }).click();
  await expect(page).toHaveURL('/faq');
});

test('the support channels are a tel: and a mailto: link', async ({ page }) => {
  await page.goto('/');
  const support = page.getByRole('region', { name: 'راه های ارتباط با پشتیبانی' });
  await expect(support.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:02191012345');
  await expect(support.locator('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:support@gamino.example');
  await expect(support.getByRole('link', { name: /تلفن پشتیبانی/ })).toBeVisible();
});

test('the lower sections and the footer are laid out only as they come near the screen, and keep whole focus rings', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'بنرهای اصلی' })).toBeVisible();
  // A descendant of a section the browser has skipped is not visible to checkVisibility's content-visibility test.
  const rendered = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered('footer')).toBe(false);
  expect(await rendered('[data-home-section="support"]')).toBe(false);
  const support = page.getByRole('link', { name: /تلفن پشتیبانی/ });
  await support.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('[data-home-section="support"]')).toBe(true);
  // The section's paint containment leaves room for the focus ring (overflow-clip-margin).
  expect(
    await page
      .locator('[data-home-section="support"]')
      .evaluate((section) => parseFloat(getComputedStyle(section).overflowClipMargin)),
  ).toBeGreaterThanOrEqual(4);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('footer')).toBe(true);
});

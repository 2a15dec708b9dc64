// The product page that persuades, against the sandbox: breadcrumbs, the sticky tabs bar that follows the scroll,
// the game's awards beside the critics' scores, and «خبرم کن وقتی تخفیف خورد»: a shopper turns it on, finds it on
// after a reload and in /profile/notifications, and turns it off; a visitor is sent to /login and back.
// Elden Ring has a trailer, scores, seeded awards, a description, specs, FAQs and similar games.
import { expect, test, type Page } from './fixtures';
import { ELDEN_RING, SANDBOX, authorised, registeredUser, storeToken } from './support';

const PASSWORD = 'Discount@12345';
const SWITCH = 'خبرم کن وقتی تخفیف خورد';

const tabsBar = (page: Page) => page.getByRole('navigation', { name: 'بخش های صفحه' });
const discountSwitch = (page: Page) => page.getByRole('switch', { name: SWITCH });

test('breadcrumbs lead home and to the first category; the game is the current page', async ({ page }) => {
  await page.goto(`/product/${ELDEN_RING.slug}`);
  const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
  await expect(crumbs.getByRole('listitem')).toHaveCount(3);
  await expect(crumbs.getByRole('link', { name: 'خانه' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'بازی‌های PS5' })).toHaveAttribute('href', '/category/ps5-games');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(ELDEN_RING.title);
  await crumbs.getByRole('link', { name: 'بازی‌های PS5' }).click();
  await expect(page).toHaveURL(/\/category\/ps5-games$/);
});

test('the tabs bar lists the sections in page order, stays under the header and follows the scroll', async ({
  page,
}) => {
  await page.goto(`/product/${ELDEN_RING.slug}`);
  const bar = tabsBar(page);
  await expect(bar.getByRole('link')).toHaveText([
    'ویدیو',
    'نظر منتقدان',
    'توضیحات',
    'مشخصات',
    'سوالات متداول',
    'بازی های مشابه',
  ]);

  // A tap scrolls to the section, whose heading stops below the sticky bar, and the tab is marked.
  await bar.getByRole('link', { name: 'سوالات متداول' }).click();
  await expect(bar.getByRole('link', { name: 'سوالات متداول' })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/#faqs$/);
  const heading = page.getByRole('heading', { name: 'پرسش‌های پرتکرار' });
  await expect
    .poll(async () => {
      const [barBox, headingBox] = [await bar.boundingBox(), await heading.boundingBox()];
      return barBox && headingBox ? headingBox.y >= barBox.y + barBox.height && barBox.y >= 56 - 1 : false;
    })
    .toBe(true);

  // Scrolling by other means moves the mark too.
  await page.evaluate(() => document.getElementById('specs')!.scrollIntoView({ block: 'start' }));
  await expect(bar.getByRole('link', { name: 'مشخصات' })).toHaveAttribute('aria-current', 'true');
  await expect(bar.locator('[aria-current="true"]')).toHaveCount(1);
});

test('the sections past the buying island are laid out only as they come near the screen; a tab still lands on them', async ({
  page,
}) => {
  await page.goto(`/product/${ELDEN_RING.slug}`);
  await expect(tabsBar(page)).toBeVisible();
  // A descendant of a section the browser has skipped is not visible to checkVisibility's content-visibility test.
  const rendered = (id: string) =>
    page.evaluate(
      (sectionId) =>
        document.getElementById(sectionId)!.lastElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      id,
    );
  expect(await rendered('specs')).toBe(false);
  expect(await rendered('faqs')).toBe(false);
  await tabsBar(page).getByRole('link', { name: 'سوالات متداول' }).click();
  await expect.poll(() => rendered('faqs')).toBe(true);
  await expect(page.getByRole('heading', { name: 'پرسش‌های پرتکرار' })).toBeInViewport();
});

test("the game's awards are shown beside the critics' scores", async ({ page }) => {
  await page.goto(`/product/${ELDEN_RING.slug}`);
  const critics = page.getByRole('region', { name: 'نظر منتقدان' });
  await expect(critics.getByRole('list', { name: 'امتیاز منتقدان' })).toBeVisible();
  const awards = critics.getByRole('list', { name: 'جوایز' }).getByRole('listitem');
  await expect(awards).toHaveCount(4);
  await expect(awards.first()).toHaveText('برنده Game of the Year در The Game Awards ۲۰۲۲');
});

test('a shopper turns the big-discount alert on, finds it after a reload and in the profile, then turns it off', async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09365500001', PASSWORD);
  await storeToken(page, token);
  await page.goto(`/product/${ELDEN_RING.slug}`);

  const toggle = discountSwitch(page);
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  await expect(discountSwitch(page)).toBeEnabled();
  await expect(discountSwitch(page)).toHaveAttribute('aria-checked', 'true');

  await page.goto('/profile/notifications');
  const card = page.getByRole('article', { name: ELDEN_RING.title });
  await expect(card).toContainText('اطلاع از تخفیف ویژه');
  await expect(card.getByText('در انتظار تخفیف ویژه')).toBeVisible();
  await expect(card.getByRole('button', { name: 'خاموش کردن اطلاع تخفیف' })).toBeVisible();

  await card.getByRole('link', { name: 'مشاهده محصول' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${ELDEN_RING.slug}$`));
  await expect(discountSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await discountSwitch(page).click();
  await expect(discountSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(discountSwitch(page)).not.toHaveAttribute('aria-busy', 'true');
  // The service has nothing left for this game.
  const product = await (
    await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=${ELDEN_RING.slug}`)
  ).json();
  const mine = await request.get(
    `${SANDBOX}/commerce/api/services/app/ProductNotification/GetMine?ProductId=${product.result.id}`,
    {
      headers: authorised(token),
    },
  );
  expect((await mine.json()).result).toEqual([]);

  await page.goto('/profile/notifications');
  await expect(page.getByText('درخواست اطلاعی ندارید.')).toBeVisible();
});

test('a visitor sees the switch off, and a tap takes them to /login with the way back to the game', async ({
  page,
}) => {
  await page.goto(`/product/${ELDEN_RING.slug}`);
  const toggle = discountSwitch(page);
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page.waitForURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`/product/${ELDEN_RING.slug}`);
});

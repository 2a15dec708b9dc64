// The wishlist (CONTRACTS §12.4) against the sandbox, each test as shoppers of its own: the heart on a
// product page kept across a reload, the game on /profile/wishlist and taken off there; a visitor's press that
// logs in through the heart's own form and comes back pressed; axe on the list (filled and empty) and the heart.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { formatToman } from '../../lib/money';
import { ELDEN_RING, SANDBOX, authorised, registeredUser, storeToken } from './support';

const ADD = 'افزودن به علاقه مندی ها';
const REMOVE = 'حذف از علاقه مندی ها';
const WISHLIST_API = `${SANDBOX}/commerce/api/services/app/Wishlist`;

type PriceItem = { salePrice: number | null; status: string };
type Listed = { product: { slug: string; persianName: string; minVariant: { items: PriceItem[] } } };

async function productId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`${SANDBOX}/commerce/api/services/app/Product/GetBySlug?Slug=${slug}`);
  return (await response.json()).result.id as number;
}

async function wishlistOf(request: APIRequestContext, token: string): Promise<{ totalCount: number; items: Listed[] }> {
  const response = await request.get(`${WISHLIST_API}/GetAll?SkipCount=0&MaxResultCount=10`, {
    headers: authorised(token),
  });
  return (await response.json()).result;
}

async function addThroughApi(request: APIRequestContext, token: string, slug: string): Promise<void> {
  const added = await request.post(`${WISHLIST_API}/Add`, {
    headers: authorised(token),
    data: { productId: await productId(request, slug) },
  });
  expect(added.ok()).toBe(true);
}

/** The heart once the session and the list are known (it is busy until then). */
async function settledHeart(page: Page, name: string) {
  const heart = page.getByRole('button', { name, exact: true });
  await expect(heart).toBeVisible();
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  return heart;
}

test('a shopper keeps a game from its page, finds it on /profile/wishlist after a reload, and takes it off there', async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09362100001', 'secret12');
  await storeToken(page, token);
  await page.goto(`/product/${ELDEN_RING.slug}`);
  const add = await settledHeart(page, ADD);
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  const remove = page.getByRole('button', { name: REMOVE, exact: true });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await expect(remove).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  await expect(await settledHeart(page, REMOVE)).toHaveAttribute('aria-pressed', 'true');

  // From the profile's link, under the main header with its own back link and title.
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'حساب کاربری' }).getByRole('link', { name: 'علاقه مندی ها' }).click();
  await expect(page).toHaveURL(/\/profile\/wishlist$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'علاقه مندی ها ۱ بازی' })).toBeVisible();
  const listed = (await wishlistOf(request, token)).items[0].product;
  const cheapest = Math.min(
    ...listed.minVariant.items.filter((item) => item.status !== 'OutOfStock').map((item) => item.salePrice ?? Infinity),
  );
  const card = page.getByRole('article', { name: ELDEN_RING.title });
  await expect(card.getByRole('link', { name: ELDEN_RING.title })).toHaveAttribute(
    'href',
    `/product/${ELDEN_RING.slug}`,
  );
  await expect(card).toContainText(formatToman(cheapest));

  await card.getByRole('button', { name: `حذف ${ELDEN_RING.title} از علاقه مندی ها` }).click();
  await expect(page.getByText('هنوز بازی‌ای به علاقه مندی ها اضافه نکرده‌اید.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'علاقه مندی ها ۰ بازی' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('هنوز بازی‌ای به علاقه مندی ها اضافه نکرده‌اید.')).toBeVisible();
  expect((await wishlistOf(request, token)).totalCount).toBe(0);
});

test('a visitor presses the heart, logs in through its form and comes back with the game kept', async ({
  page,
  request,
}) => {
  const phoneNumber = '09362100002';
  const token = await registeredUser(request, phoneNumber, 'secret12');
  await page.goto(`/product/${ELDEN_RING.slug}`);
  await (await settledHeart(page, ADD)).click();
  const dialog = page.getByRole('dialog', { name: 'ورود برای افزودن به علاقه مندی ها' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ورود با رمز عبور' }).click();
  await dialog.getByRole('textbox', { name: 'شماره موبایل یا ایمیل' }).fill(phoneNumber);
  await dialog.getByLabel('رمز عبور', { exact: true }).fill('secret12');
  await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(dialog).toBeHidden();

  const heart = page.getByRole('button', { name: REMOVE, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  expect((await wishlistOf(request, token)).items.map((item) => item.product.slug)).toEqual([ELDEN_RING.slug]);
  await page.reload();
  await expect(await settledHeart(page, REMOVE)).toHaveAttribute('aria-pressed', 'true');
});

test('axe finds nothing on /profile/wishlist, empty and filled, nor on a product page with its heart', async ({
  page,
  request,
}) => {
  const empty = await registeredUser(request, '09362100003', 'secret12');
  const filled = await registeredUser(request, '09362100004', 'secret12');
  await addThroughApi(request, filled, 'god-of-war-ragnarok');
  await addThroughApi(request, filled, ELDEN_RING.slug);
  const logInAs = (token: string) => page.evaluate((value) => window.localStorage.setItem('Token', value), token);

  await page.goto('/');
  await logInAs(empty);
  await page.goto('/profile/wishlist');
  await expect(page.getByText('هنوز بازی‌ای به علاقه مندی ها اضافه نکرده‌اید.')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await logInAs(filled);
  await page.goto('/profile/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'علاقه مندی ها ۲ بازی' })).toBeVisible();
  // Newest first.
  await expect(
    page.getByRole('list', { name: 'بازی های علاقه مندی' }).getByRole('article').first(),
  ).toHaveAccessibleName(ELDEN_RING.title);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto(`/product/${ELDEN_RING.slug}`);
  await settledHeart(page, REMOVE);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

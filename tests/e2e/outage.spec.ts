// A service goes down on a busy evening (the sandbox's outage switch answers its calls with 503): the page says
// so in Persian inside its own frame, and "تلاش دوباره" brings the page back once the service is up again.
import { expect, test } from './fixtures';
import { DISCOUNT_UNAVAILABLE } from '../../components/cart/discount';
import {
  bottomNav,
  cartWithOneItem,
  chargeWallet,
  demoToken,
  orderUnderWay,
  placedOrder,
  readOrder,
  registeredUser,
  storeToken,
  switchService,
} from './support';

test.afterEach(async ({ request }) => {
  for (const service of ['commerce', 'identity', 'payment', 'discount']) await switchService(request, service, false);
});

test('commerce down: a catalog page never rendered before keeps its header and bottom nav, and recovers with تلاش دوباره', async ({
  page,
  request,
}) => {
  // A catalog state no earlier run can have cached: its data and its render are both cold.
  const address = `/products?publishers=outage-${Date.now()}`;
  expect((await switchService(request, 'commerce', true)).ok()).toBe(true);

  const response = await page.goto(address);
  // Honest status: the service is unavailable for now, not the page missing or broken.
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('مشکلی در نمایش این صفحه پیش آمد');
  await expect(page.getByRole('banner').getByRole('button', { name: 'منو' })).toBeVisible();
  await expect(bottomNav(page)).toBeVisible();

  await switchService(request, 'commerce', false);
  await page.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'محصولات' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page).toHaveURL(address);
});

test('commerce down: a product page read before is still served from the render cache', async ({ page, request }) => {
  await page.goto('/product/elden-ring');
  await expect(page.getByRole('heading', { level: 1, name: 'الدن رینگ' })).toBeVisible();
  await switchService(request, 'commerce', true);
  const response = await page.goto('/product/elden-ring');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'الدن رینگ' })).toBeVisible();
});

test('commerce down: a search (rendered per request) answers 503 with its message, not a 200 page that fails after', async ({
  page,
  request,
}) => {
  await switchService(request, 'commerce', true);
  const response = await page.goto(`/products?q=${encodeURIComponent(`فیفا ${Date.now()}`)}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('مشکلی در نمایش این صفحه پیش آمد');
  await expect(bottomNav(page)).toBeVisible();
});

test('identity down: a logged-in shopper is not asked to log in again, and تلاش دوباره brings the profile back', async ({
  page,
  request,
}) => {
  await storeToken(page, await demoToken(request));
  await switchService(request, 'identity', true);
  await page.goto('/profile');
  const failure = page.getByRole('alert').filter({ hasText: 'حساب کاربری شما الان در دسترس نیست.' });
  await expect(failure).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await switchService(request, 'identity', false);
  await failure.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('link', { name: 'کیف پول' }).first()).toBeVisible();
});

test('commerce down: a cart that could not be read is not called empty', async ({ page, request }) => {
  const token = await demoToken(request);
  await cartWithOneItem(request, token);
  await storeToken(page, token);
  await switchService(request, 'commerce', true);
  await page.goto('/cart');
  await expect(page.getByRole('alert').filter({ hasText: 'سبد خرید الان خوانده نشد.' })).toBeVisible();
  await expect(page.getByText('سبد خرید شما خالی است.')).toHaveCount(0);
  await switchService(request, 'commerce', false);
  await page.getByRole('button', { name: 'تلاش دوباره' }).first().click();
  await expect(page.getByRole('list', { name: 'اقلام سبد خرید' })).toBeVisible();
});

test('payment down: the wallet balance reads as unknown, not as zero', async ({ page, request }) => {
  await storeToken(page, await demoToken(request));
  await switchService(request, 'payment', true);
  await page.goto('/profile/wallet');
  await expect(page.getByText('موجودی الان خوانده نشد.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
});

test('discount down: a code at the field is said not to be checked, in Persian, and the order is paid without it', async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09362000011', 'secret12');
  const order = await placedOrder(request, token, { slug: 'elden-ring' });
  await chargeWallet(request, token, 100_000_000);
  await storeToken(page, token);
  await switchService(request, 'discount', true);

  await page.goto(`/cart?order=${order.id}`);
  const panel = orderUnderWay(page);
  const field = panel.getByRole('textbox', { name: 'کد تخفیف' });
  await field.fill('GAMINO10');
  await panel.getByRole('button', { name: 'ثبت کد' }).click();
  await expect(field).toHaveAccessibleDescription(DISCOUNT_UNAVAILABLE.apply);
  await expect(field).toHaveValue('GAMINO10');

  await panel.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
  await expect(panel.getByTestId('order-status')).toHaveText('پرداخت شده');
  const paid = await readOrder(request, token, order.id);
  expect(paid.promoCode ?? null).toBeNull();
  expect(paid.payableAmount).toBe(order.payableAmount);
});

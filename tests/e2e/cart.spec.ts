// /cart itself: its lines, totals and stepper, a refused change and the empty state; an order left
// pending, paid later from the orders list, with the header naming the open order; and no accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { toPersianDigits } from '../../lib/digits';
import { formatToman } from '../../lib/money';
import {
  ELDEN_RING,
  GTA_V,
  addToCart,
  bottomNav,
  cartLine,
  demoToken,
  orderUnderWay,
  registeredUser,
  storeToken,
  wallet,
} from './support';

test('the cart on its own: removing a line, a refused change restored with a toast, the empty state leading to the catalog', async ({
  page,
}) => {
  await addToCart(page, ELDEN_RING);
  await addToCart(page, GTA_V);
  await page.goto('/cart');
  const gta = cartLine(page, GTA_V.title);

  // The service refuses: the line comes back as it was and the toast says why.
  await page.route('**/Cart/AddItem', (route) => route.abort());
  await gta.getByRole('button', { name: 'افزایش تعداد' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ارتباط با سرور برقرار نشد' })).toBeVisible();
  await expect(gta.getByRole('status', { name: 'تعداد' })).toHaveText('۱');
  await expect(page.getByTestId('cart-payable')).toHaveText(formatToman(ELDEN_RING.sale + GTA_V.sale));
  await page.unroute('**/Cart/AddItem');

  await gta.getByRole('button', { name: 'افزایش تعداد' }).click();
  await expect(gta.getByRole('status', { name: 'تعداد' })).toHaveText('۲');
  // Remove takes the whole line, whatever its quantity.
  await gta.getByRole('button', { name: 'حذف' }).click();
  await expect(gta).toHaveCount(0);
  await expect(page.getByTestId('cart-payable')).toHaveText(formatToman(ELDEN_RING.sale));
  await page.reload();
  await expect(cartLine(page, ELDEN_RING.title)).toBeVisible();
  await expect(cartLine(page, GTA_V.title)).toHaveCount(0);
  await expect(bottomNav(page).getByTestId('cart-badge')).toHaveText('9+');

  await cartLine(page, ELDEN_RING.title).getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expect(bottomNav(page).getByTestId('cart-badge')).toHaveCount(0);
  await page.getByRole('link', { name: 'مشاهده محصولات' }).click();
  await expect(page).toHaveURL('/products');
});

test('a cancelled gateway payment leaves the order pending, payable later from the orders list', async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09361000002', 'secret12');
  await storeToken(page, token);
  await addToCart(page, GTA_V);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('رضا');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کریمی');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await orderUnderWay(page).getByRole('button', { name: 'پرداخت کسری' }).click();
  await page.getByRole('button', { name: 'انصراف' }).click();
  // The bank's return says 0, failed or withdrawn alike (docs/contracts/payment.md): the order is not paid yet.
  await expect(orderUnderWay(page).getByRole('alert').first()).toContainText('پرداخت این سفارش هنوز انجام نشده است.');
  await expect(orderUnderWay(page).getByTestId('order-status')).toHaveText('در انتظار پرداخت');
  expect(await wallet(request, token)).toEqual({ balance: 0, transactions: 0 });

  await orderUnderWay(page).getByRole('button', { name: 'بستن' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(orderUnderWay(page)).toHaveCount(0);
  const listed = page.getByRole('list', { name: 'فهرست سفارش‌ها' }).getByRole('article').first();
  await expect(listed.getByTestId('order-status')).toHaveText('در انتظار پرداخت');
  await listed.getByRole('button', { name: 'پرداخت سفارش' }).click();
  await expect(orderUnderWay(page).getByTestId('checkout-shortfall')).toHaveText(formatToman(GTA_V.sale));

  // While the order is open the header names it (Persian digits) and leads back to /cart, where the menu returns.
  const heading = (await orderUnderWay(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(heading).toMatch(/^سفارش GM-\d+$/);
  const header = page.getByRole('banner');
  await expect(header).toHaveText(toPersianDigits(heading));
  await expect(header.getByRole('button', { name: 'منو' })).toHaveCount(0);
  await header.getByRole('link', { name: 'بازگشت' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(orderUnderWay(page)).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'منو' })).toBeVisible();
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

test('/cart has no accessibility violations for a visitor: empty, with lines, and with the login form open', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expectNoAxeViolations(page);

  await addToCart(page, ELDEN_RING);
  await page.goto('/cart');
  await expect(cartLine(page, ELDEN_RING.title)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page.getByRole('dialog', { name: 'ورود برای ثبت سفارش' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/cart has no accessibility violations for a shopper with orders and account details open', async ({
  page,
  request,
}) => {
  await storeToken(page, await demoToken(request));
  await page.goto('/cart');
  // The newest order with a ready-made account to reveal (a pre-order's item has none).
  const reveal = page.getByRole('button', { name: 'نمایش مشخصات اکانت' });
  await page
    .getByRole('list', { name: 'فهرست سفارش‌ها' })
    .getByRole('article')
    .filter({ has: reveal })
    .first()
    .getByRole('button', { name: 'نمایش مشخصات اکانت' })
    .first()
    .click();
  await expect(page.getByTestId('account-details')).toBeVisible();
  await expectNoAxeViolations(page);
});

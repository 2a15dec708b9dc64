// From a full cart to a paid order: checkout through the login form over the cart, payment by the wallet alone
// (Order/Approve), by card alone and by both (MakeToken with reserveId for the remainder, the order's bank page, and
// Order/Approve on the return), the account details of the order, and no double payment on a double click, a
// reload or a replayed return.
import { expect, test, type APIRequestContext } from './fixtures';
import { formatToman } from '../../lib/money';
import {
  DEMO,
  ELDEN_RING,
  GTA_V,
  SANDBOX,
  addToCart,
  authorised,
  bottomNav,
  cartLine,
  chargeWallet,
  codeSentTo,
  demoToken,
  orderUnderWay,
  registeredUser,
  storeToken,
  wallet,
} from './support';

async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${SANDBOX}/commerce/api/services/app/Order/GetAll?SkipCount=0&MaxResultCount=1`, {
    headers: authorised(token),
  });
  return (await response.json()).result.totalCount as number;
}

test('a visitor adds two accounts, logs in over the cart by OTP, pays from the wallet and sees the account details', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await demoToken(request);
  const before = await wallet(request, token);

  await addToCart(page, ELDEN_RING);
  await addToCart(page, GTA_V);
  await page.getByRole('link', { name: 'مشاهده سبد' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'سفارش های من' })).toBeVisible();

  const elden = cartLine(page, ELDEN_RING.title);
  await expect(page.getByRole('list', { name: 'اقلام سبد خرید' }).getByRole('article')).toHaveCount(2);
  await expect(elden).toContainText('آفلاین');
  // The regular price struck through (<s> has no role Playwright can query).
  await expect(elden.locator('s')).toContainText(formatToman(ELDEN_RING.regular));
  await expect(elden).toContainText(formatToman(ELDEN_RING.sale));
  await expect(page.getByTestId('cart-items-total')).toHaveText(formatToman(ELDEN_RING.regular + GTA_V.regular));
  await expect(page.getByTestId('cart-discount')).toHaveText(formatToman(ELDEN_RING.regular - ELDEN_RING.sale));
  const payable = page.getByTestId('cart-payable');
  await expect(payable).toHaveText(formatToman(ELDEN_RING.sale + GTA_V.sale));

  // The stepper: up and down again, never below 1.
  const quantity = elden.getByRole('status', { name: 'تعداد' });
  await elden.getByRole('button', { name: 'افزایش تعداد' }).click();
  await expect(quantity).toHaveText('۲');
  await expect(payable).toHaveText(formatToman(2 * ELDEN_RING.sale + GTA_V.sale));
  await elden.getByRole('button', { name: 'کاهش تعداد' }).click();
  await expect(quantity).toHaveText('۱');
  await expect(payable).toHaveText(formatToman(ELDEN_RING.sale + GTA_V.sale));
  await expect(elden.getByRole('button', { name: 'کاهش تعداد' })).toBeDisabled();
  await expect(bottomNav(page).getByTestId('cart-badge')).toHaveText('9+');

  // Checkout while logged out opens the login form over the cart; Escape closes it.
  const checkout = page.getByRole('button', { name: 'ثبت سفارش' });
  const dialog = page.getByRole('dialog', { name: 'ورود برای ثبت سفارش' });
  await checkout.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'شماره موبایل' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await checkout.click();
  await dialog.getByRole('textbox', { name: 'شماره موبایل' }).fill(DEMO.phoneNumber);
  // The sandbox sends a number one code a minute, and the account tests may just have sent the demo account one.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'ارسال کد' }).click();
    await expect(dialog.getByRole('textbox', { name: 'کد تایید' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [2_000], timeout: 75_000 });
  await dialog.getByRole('textbox', { name: 'کد تایید' }).fill(await codeSentTo(request, DEMO.phoneNumber));
  await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Checkout goes on by itself: Order/Create, then the wallet pays.
  const result = orderUnderWay(page);
  await expect(result.getByRole('status')).toContainText('پرداخت سفارش انجام شد');
  await expect(result.getByTestId('order-status')).toHaveText('پرداخت شده');
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);
  const orderNumber = (await result.locator('h2 bdi').textContent()) ?? '';
  expect(orderNumber).toMatch(/^GM-\d+$/);

  await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expect(bottomNav(page).getByTestId('cart-badge')).toHaveCount(0);

  const listed = page
    .getByRole('list', { name: 'فهرست سفارش‌ها' })
    .getByRole('article', { name: `سفارش ${orderNumber}` });
  await expect(listed.getByTestId('order-status')).toHaveText('پرداخت شده');
  await expect(listed).toContainText(formatToman(ELDEN_RING.sale + GTA_V.sale));
  await expect(listed.locator('time')).toHaveText(/^[۰-۹]+ \S+ [۰-۹]{4}$/);
  await expect(page.getByRole('list', { name: 'فهرست سفارش‌ها' }).getByRole('article').first()).toHaveAccessibleName(
    `سفارش ${orderNumber}`,
  );

  await listed.getByRole('button', { name: 'نمایش مشخصات اکانت' }).first().click();
  const details = listed.getByTestId('account-details');
  await expect(details).toHaveAttribute('dir', 'ltr');
  const password = (await details.locator('code').nth(1).textContent()) ?? '';
  expect(password.length).toBeGreaterThan(5);
  await details.getByRole('button', { name: 'کپی رمز عبور' }).click();
  await expect(page.getByText('کپی شد')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await details.getByRole('button', { name: 'کپی نام کاربری' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await details.locator('code').first().textContent(),
  );
  // Never kept in the browser's storage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(password);

  const after = await wallet(request, token);
  expect(after.balance).toBe(before.balance - (ELDEN_RING.sale + GTA_V.sale));
  expect(after.transactions).toBe(before.transactions + 1);

  // A reload shows the same paid order and pays nothing again; the badge stays away.
  await page.reload();
  await expect(orderUnderWay(page).getByTestId('order-status')).toHaveText('پرداخت شده');
  await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  await expect(bottomNav(page).getByTestId('cart-badge')).toHaveCount(0);
  expect(await wallet(request, token)).toEqual(after);
});

test('a wallet too small: the shortfall through the bank simulator pays the order once, whatever is reloaded or replayed', async ({
  page,
  request,
}) => {
  const phoneNumber = '09361000001';
  const token = await registeredUser(request, phoneNumber, 'secret12');
  await chargeWallet(request, token, 1_000_000);
  await storeToken(page, token);
  await addToCart(page, GTA_V);
  await page.goto('/cart');

  // A new account has no name yet: the contact details ask for it, the phone comes from the profile.
  await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toHaveValue(phoneNumber);
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page.getByRole('textbox', { name: 'نام', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'نام', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('نیما');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('احمدی');
  await page.getByRole('button', { name: 'ثبت سفارش' }).dblclick();

  const order = orderUnderWay(page);
  await expect(order.getByTestId('order-status')).toHaveText('در انتظار پرداخت');
  await expect(order.getByTestId('checkout-balance')).toHaveText(formatToman(1_000_000));
  await expect(order.getByTestId('checkout-shortfall')).toHaveText(formatToman(7_000_000));
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);
  expect(await orderCount(request, token)).toBe(1);
  await expect(bottomNav(page).getByTestId('cart-badge')).toHaveCount(0);

  // A reload in the middle keeps the same pending order; nothing is paid.
  await page.reload();
  await expect(order.getByTestId('checkout-shortfall')).toHaveText(formatToman(7_000_000));
  expect(await wallet(request, token)).toEqual({ balance: 1_000_000, transactions: 1 });

  await order.getByRole('button', { name: 'پرداخت کسری' }).click();
  await expect(page).toHaveURL(/\/payment\/fa-IR\/Reserves\/Payment\/PaymentRequest\?tokenId=/);
  const tokenId = new URL(page.url()).searchParams.get('tokenId') ?? '';
  await expect(page.getByRole('main')).toContainText('۷۰۰٬۰۰۰ تومان');
  await page.getByRole('button', { name: 'پرداخت' }).click();
  // The return names the order and says 1, as the payment host does; Order/Approve then pays the order.
  await page.waitForURL(/\/cart\?order=\d+&status=1&orderId=\d+&orderNumber=GM-\d+/);
  const returnUrl = page.url();

  await expect(order.getByTestId('order-status')).toHaveText('پرداخت شده');
  await expect(order.getByRole('status')).toContainText('پرداخت سفارش انجام شد');
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);
  const paid = { balance: 0, transactions: 3 };
  expect(await wallet(request, token)).toEqual(paid);
  await page.goto('/profile/wallet/transactions');
  await expect(page.getByRole('main')).toContainText(formatToman(7_000_000));
  await expect(page.getByRole('main')).toContainText(formatToman(8_000_000));
  await expect(page.getByRole('main')).toContainText('۳ تراکنش');

  // The bank's return replayed, and the bank's form posted again: still one payment.
  await page.goto(returnUrl);
  await expect(orderUnderWay(page).getByTestId('order-status')).toHaveText('پرداخت شده');
  const replayed = await request.post(`${SANDBOX}/payment/fa-IR/Reserves/Payment/PaymentRequest`, {
    form: { tokenId, decision: 'pay' },
    maxRedirects: 0,
  });
  expect(replayed.status()).toBe(303);
  expect(await wallet(request, token)).toEqual(paid);

  const listed = page.getByRole('list', { name: 'فهرست سفارش‌ها' }).getByRole('article').first();
  await expect(listed.getByTestId('order-status')).toHaveText('پرداخت شده');
  await listed.getByRole('button', { name: 'نمایش مشخصات اکانت' }).click();
  await expect(listed.getByTestId('account-details')).toBeVisible();
});

test('an empty wallet: the card pays the whole order at the bank, and the return settles it with Order/Approve', async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09361000047', 'secret12');
  await storeToken(page, token);
  await addToCart(page, GTA_V);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کریمی');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();

  const order = orderUnderWay(page);
  await expect(order.getByTestId('checkout-balance')).toHaveText(formatToman(0));
  await expect(order.getByTestId('checkout-shortfall')).toHaveText(formatToman(GTA_V.sale));
  await order.getByRole('button', { name: 'پرداخت کسری' }).click();
  await expect(page).toHaveURL(/\/payment\/fa-IR\/Reserves\/Payment\/PaymentRequest\?tokenId=/);
  await expect(page.getByRole('main')).toContainText(formatToman(GTA_V.sale));

  // Withdrawn at the bank: back with 0, nothing paid, the order still payable.
  await page.getByRole('button', { name: 'انصراف' }).click();
  await page.waitForURL(/\/cart\?order=\d+&status=0/);
  await expect(order.getByTestId('order-status')).toHaveText('در انتظار پرداخت');
  await expect(order.getByRole('alert').first()).toContainText('پرداخت این سفارش هنوز انجام نشده است.');
  expect(await wallet(request, token)).toEqual({ balance: 0, transactions: 0 });

  await order.getByRole('button', { name: 'پرداخت کسری' }).click();
  // At the bank again before its button is looked for: the cart's own buttons also start with 'پرداخت'.
  await expect(page).toHaveURL(/\/payment\/fa-IR\/Reserves\/Payment\/PaymentRequest\?tokenId=/);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(/\/cart\?order=\d+&status=1&orderId=\d+&orderNumber=GM-\d+/);
  await expect(order.getByTestId('order-status')).toHaveText('پرداخت شده');
  await expect(page).toHaveURL(/\/cart\?order=\d+$/);
  await expect(order.getByRole('status')).toContainText('پرداخت سفارش انجام شد');
  // The card's money came into the wallet as the order's and went out for it: two entries, nothing left.
  expect(await wallet(request, token)).toEqual({ balance: 0, transactions: 2 });
});

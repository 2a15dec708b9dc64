// The account form: a new shopper buys a pre-order through the API, then sends the sign-in details of
// their own game account on /profile/orders/<id>/<itemId>: Persian errors first, then the details, once; the
// order moves on to 'در حال انجام' and the form closes. No accessibility violations with errors shown or sent.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  SANDBOX,
  approveOrder,
  authorised,
  chargeWallet,
  demoToken,
  placedOrder,
  registeredUser,
  storeToken,
} from './support';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** A paid order of one Stellar Blade pre-order (bought onto the buyer's own account), by a shopper of its own. */
async function preorderBought(request: APIRequestContext, token: string): Promise<{ orderId: number; itemId: number }> {
  const order = await placedOrder(request, token, { slug: 'stellar-blade', preorder: true });
  await chargeWallet(request, token, order.payableAmount);
  await approveOrder(request, token, order);
  return { orderId: order.id, itemId: order.items[0].id };
}

async function orderItem(request: APIRequestContext, token: string, orderId: number) {
  const read = await request.get(`${SANDBOX}/commerce/api/services/app/Order/Get?Id=${orderId}`, {
    headers: authorised(token),
  });
  const order = (await read.json()).result;
  return {
    status: order.status as string,
    item: order.items[0] as { currentTimeline: { stepStr: string }; allowNewLoginSubmission: boolean },
  };
}

test('the buyer sends their Steam sign-in for a pre-order: Persian errors, then the details once, and the order moves on', async ({
  page,
  request,
}) => {
  // A shopper of its own: the demo account's wallet and orders belong to the other specs.
  const token = await registeredUser(request, '09362000003', 'secret12');
  const { orderId, itemId } = await preorderBought(request, token);
  await storeToken(page, token);
  await page.goto(`/profile/orders/${orderId}/${itemId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'ثبت اطلاعات اکانت' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('ثبت اطلاعات اکانت');
  await expect(page.getByRole('banner').getByRole('link', { name: 'بازگشت' })).toHaveAttribute(
    'href',
    `/profile/orders/${orderId}`,
  );
  await expect(page.getByTestId('account-form-item')).toContainText('استلار بلید');
  await expect(page.getByTestId('account-form-item')).toContainText('PC');

  const platforms = page.getByRole('group', { name: 'انتخاب پلتفرم' });
  await expect(platforms.getByRole('radio')).toHaveCount(4);
  await platforms.getByRole('radio', { name: 'PlayStation Network' }).check();
  const psnEmail = page.getByRole('textbox', { name: 'ایمیل اکانت PSN' });
  await psnEmail.fill('player@example.com');

  await platforms.getByRole('radio', { name: 'Steam' }).check();
  const submit = page.getByRole('button', { name: 'ثبت و ارسال اطلاعات' });
  await submit.click();
  const username = page.getByRole('textbox', { name: 'نام کاربری Steam' });
  await expect(username).toHaveAccessibleDescription(/«نام کاربری Steam» را وارد کنید\./);
  await expect(username).toBeFocused();
  await expect(page.getByText('«رمز عبور اکانت Steam» را وارد کنید.')).toBeVisible();
  await expect(page.getByText('«کدهای پشتیبان Steam Guard» را وارد کنید.')).toBeVisible();
  await expectNoAxeViolations(page);

  await username.fill('stellar_fan');
  const password = page.getByLabel('رمز عبور اکانت Steam', { exact: true });
  await password.fill('Steam-Pass 42');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'نمایش رمز' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'پنهان کردن رمز' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  const codes = page.getByRole('group', { name: 'کدهای پشتیبان Steam Guard' });
  await expect(codes.getByRole('textbox')).toHaveCount(5);
  await codes.getByRole('textbox', { name: 'کدهای پشتیبان Steam Guard ۱' }).fill('AB12C');
  await submit.click();
  await expect(codes.getByRole('textbox', { name: 'کدهای پشتیبان Steam Guard ۲' })).toBeFocused();
  await expect(page.getByText('هر ۵ خانه‌ی «کدهای پشتیبان Steam Guard» را پر کنید.')).toBeVisible();
  for (const [index, code] of ['DE34F', 'GH56J', 'KL78M', 'NP90Q'].entries()) {
    await codes.getByRole('textbox', { name: `کدهای پشتیبان Steam Guard ${['۲', '۳', '۴', '۵'][index]}` }).fill(code);
  }
  // What was typed for PlayStation Network is still there.
  await platforms.getByRole('radio', { name: 'PlayStation Network' }).check();
  await expect(psnEmail).toHaveValue('player@example.com');
  await platforms.getByRole('radio', { name: 'Steam' }).check();
  await expect(username).toHaveValue('stellar_fan');

  const submissions: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/OrderItemProviderField/Submit')) submissions.push(sent.url());
  });
  await submit.dblclick();
  const sent = page.getByRole('status').filter({ hasText: 'اطلاعات اکانت ثبت شد.' });
  await expect(sent).toBeVisible();
  expect(submissions).toHaveLength(1);
  await expect(page.getByRole('link', { name: 'مشاهده مراحل سفارش' })).toHaveAttribute(
    'href',
    `/profile/orders/${orderId}`,
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(page.url()).not.toContain('stellar_fan');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(
    /stellar_fan|Steam-Pass/,
  );
  await expectNoAxeViolations(page);

  expect(await orderItem(request, token, orderId)).toMatchObject({
    status: 'InProgress',
    item: { currentTimeline: { stepStr: 'در حال انجام' }, allowNewLoginSubmission: false },
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'اطلاعات اکانت این کالا قبلاً ثبت شده است.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت و ارسال اطلاعات' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'مشاهده سفارش' })).toHaveAttribute('href', `/profile/orders/${orderId}`);
});

test('an address that names no item of the buyer is a Persian not-found state leading to the orders', async ({
  page,
  request,
}) => {
  await storeToken(page, await demoToken(request));
  await page.goto('/profile/orders/abc/1');
  await expect(page.getByRole('heading', { level: 1, name: 'این کالا در سفارش‌های شما پیدا نشد' })).toBeVisible();
  await page.goto('/profile/orders/999999/1');
  await expect(page.getByRole('heading', { level: 1, name: 'این کالا در سفارش‌های شما پیدا نشد' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/orders');
});

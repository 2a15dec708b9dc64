// Discount codes on a Pending order and what follows payment: a code applied and removed with the
// amounts Order/Get answers, each refusal in its own Persian words under the field, the wallet charged the
// discounted amount, and the paid order's panel leading to the order page or to the account form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { formatToman } from '../../lib/money';
import { DISCOUNT_MESSAGES } from '../../components/cart/discount';
import {
  SANDBOX,
  authorised,
  chargeWallet,
  orderUnderWay,
  placedOrder,
  readOrder,
  registeredUser,
  storeToken,
  wallet,
} from './support';

test('a code is applied and removed, each refusal says why, and the wallet pays the discounted amount', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await registeredUser(request, '09362000001', 'secret12');
  const order = await placedOrder(request, token, { slug: 'elden-ring' });
  // WELCOME50 is once per user: on another order of theirs that is not cancelled, it is used.
  const other = await placedOrder(request, token, { slug: 'grand-theft-auto-v' });
  const welcome = await request.post(`${SANDBOX}/discount/api/services/app/Discount/Register`, {
    headers: authorised(token),
    data: { promoCode: 'WELCOME50', reserveId: other.id, username: other.orderNumber },
  });
  expect(welcome.ok()).toBe(true);
  await chargeWallet(request, token, 100_000_000);
  await storeToken(page, token);

  await page.goto(`/cart?order=${order.id}`);
  const panel = orderUnderWay(page);
  const field = panel.getByRole('textbox', { name: 'کد تخفیف' });
  const refusals: [string, keyof typeof DISCOUNT_MESSAGES][] = [
    ['NOSUCHCODE', 6101],
    ['WALLET20', 6102],
    ['SOON15', 6103],
    ['EXPIRED20', 6104],
    ['WELCOME50', 6105],
  ];
  for (const [code, reason] of refusals) {
    await field.fill(code);
    await panel.getByRole('button', { name: 'ثبت کد' }).click();
    await expect(field).toHaveAccessibleDescription(DISCOUNT_MESSAGES[reason]);
    await expect(field).toHaveValue(code);
  }
  expect(
    await new AxeBuilder({ page })
      .include('main')
      .analyze()
      .then((result) => result.violations),
  ).toEqual([]);

  await field.fill('gamino۱۰');
  await panel.getByRole('button', { name: 'ثبت کد' }).click();
  const applied = panel.getByTestId('discount-applied');
  await expect(applied).toContainText('GAMINO10');
  const discounted = await readOrder(request, token, order.id);
  expect(discounted.promoCode).toBe('GAMINO10');
  expect(discounted.payableAmount).toBe(order.payableAmount - discounted.promoCodeDiscountAmount);
  await expect(applied.getByTestId('discount-amount')).toHaveText(formatToman(discounted.promoCodeDiscountAmount));
  await expect(applied.getByTestId('discount-payable')).toHaveText(formatToman(discounted.payableAmount));

  await applied.getByRole('button', { name: 'حذف کد تخفیف' }).click();
  await expect(field).toHaveValue('');
  expect((await readOrder(request, token, order.id)).payableAmount).toBe(order.payableAmount);

  // Applied again, and paid: the wallet is charged the discounted amount, once.
  await field.fill('GAMINO10');
  await panel.getByRole('button', { name: 'ثبت کد' }).click();
  await expect(applied).toBeVisible();
  const before = await wallet(request, token);
  await panel.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
  await expect(panel.getByTestId('order-status')).toHaveText('پرداخت شده');
  expect((await wallet(request, token)).balance).toBe(before.balance - discounted.payableAmount);
  const next = panel.getByRole('link', { name: 'مشاهده سفارش و مراحل آن' });
  await expect(next).toHaveAttribute('href', `/profile/orders/${order.id}`);
});

test("a paid pre-order leads to the account form of the item that waits for the buyer's details", async ({
  page,
  request,
}) => {
  const token = await registeredUser(request, '09362000002', 'secret12');
  const order = await placedOrder(request, token, { slug: 'stellar-blade', preorder: true });
  await chargeWallet(request, token, 100_000_000);
  await storeToken(page, token);
  await page.goto(`/cart?order=${order.id}`);
  const panel = orderUnderWay(page);
  await panel.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'پرداخت سفارش انجام شد. برای تحویل، اطلاعات اکانت خود را ثبت کنید.',
  );
  await expect(panel.getByRole('link', { name: 'ثبت اطلاعات اکانت' })).toHaveAttribute(
    'href',
    `/profile/orders/${order.id}/${order.items[0].id}`,
  );
  expect((await readOrder(request, token, order.id)).items[0].allowNewLoginSubmission).toBe(true);
});
